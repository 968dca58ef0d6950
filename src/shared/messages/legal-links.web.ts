/**
 * The footer's links to the consumer's legal buttons (ADR 0027), with exactly the names the rules give
 * them: "Botón de arrepentimiento" (Res. SCI 424/2020) and "Botón de baja" (Disp. 954/2025). A module of
 * its own, so the footer of every page carries these two texts and not the pages' texts.
 * @module
 */
import { room } from './i18n/room';
import { legalButtonLinksCatalog } from './locales/es-AR/legal-links.web';

/** The link texts, verbatim. */
export const legalButtonLinks = /* @__PURE__ */ room(legalButtonLinksCatalog, {
  withdrawal: /*i18n*/ { id: 'legalButtonLinks.withdrawal' },
  cancel: /*i18n*/ { id: 'legalButtonLinks.cancel' },
});
