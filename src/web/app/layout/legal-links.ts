/**
 * The footer's legal buttons in the page's country (ADR 0027, ADR 0056): the withdrawal button, named as
 * that country names the right and its law — Argentina's "Botón de arrepentimiento" (Ley 24.240 art. 34,
 * Res. SCI 424/2020, its name verbatim), México's revocación (LFPC art. 56, PROFECO), Brasil's direito de
 * arrependimento (CDC art. 49) — and the "Botón de baja" (Disp. 954/2025; BuscaGym's automatic charges
 * are billed from Argentina in every country). The withdrawal page (`/arrepentimiento`) then states the
 * law's days and links its official text (`WITHDRAWAL_LAWS`), which stays out of every page's bundle.
 * Texts are read when called (ADR 0055).
 * @module
 */
import type { CountryCode } from '../../../shared/domain/countries';
import { legalButtonLinks } from '../../../shared/messages/legal-links.web';

/** The two buttons of `country`: path and link text. */
export const legalLinksOf = (country: CountryCode): [path: string, label: string][] => [
  ['/arrepentimiento', legalButtonLinks.withdrawal(country)],
  ['/baja', legalButtonLinks.cancel],
];
