/**
 * The footer's links to the consumer's legal buttons (ADR 0027), with exactly the names the rules give
 * them in Argentina: "Botón de arrepentimiento" (Res. SCI 424/2020) and "Botón de baja" (Disp. 954/2025);
 * the withdrawal's link is named as the page's country names the right, with its law (ADR 0056: México's
 * revocación, LFPC art. 56; Brasil's direito de arrependimento, CDC art. 49).
 * The baja stays Argentina's in every country: BuscaGym's automatic charges (plans, Pase BuscaGym) are
 * billed from Argentina (ADR 0053). A module of its own, so the footer of every page carries these texts
 * and not the pages' texts.
 * @module
 */
import { room } from './i18n/room';
import { legalButtonLinksCatalog } from './locales/es-AR/legal-links.web';

/** The link texts, verbatim. */
export const legalButtonLinks = /* @__PURE__ */ room(legalButtonLinksCatalog, {
  /** The withdrawal button's name in country `country` (`AR`, `MX`, `BR`), with the law outside Argentina. */
  withdrawal: /*i18n*/ { id: 'legalButtonLinks.withdrawal', args: ['country'] },
  cancel: /*i18n*/ { id: 'legalButtonLinks.cancel' },
});
