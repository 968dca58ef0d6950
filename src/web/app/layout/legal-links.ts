/**
 * The footer's consumer rights of the page's country (ADR 0027, ADR 0056): the withdrawal button, named
 * as that country names the right (Argentina's "Botón de arrepentimiento", Res. SCI 424/2020; México's
 * revocación, LFPC art. 56; Brasil's direito de arrependimento, CDC art. 49), the "Botón de baja"
 * (Disp. 954/2025: BuscaGym's automatic charges are billed from Argentina in every country), and the
 * country's law (`WITHDRAWAL_LAWS`) with a link to its official text. Texts are read when called (ADR 0055).
 * @module
 */
import type { CountryCode } from '../../../shared/domain/countries';
import { WITHDRAWAL_LAWS } from '../../../shared/domain/withdrawal-laws';
import { legalButtonLinks } from '../../../shared/messages/legal-links.web';

/** The page of the withdrawal button (`/arrepentimiento`) and of the baja (`/baja`). */
export const WITHDRAWAL_PATH = '/arrepentimiento';
export const CANCEL_PATH = '/baja';

/** A country's legal links and law, as the footer shows them. */
export interface LegalLinks {
  /** The two buttons: path and link text. */
  buttons: [path: string, label: string][];
  /** The text before the law, the law's citation and the address of its official text. */
  law: { lead: string; citation: string; url: string };
}

/** The legal links of `country` (see module doc). */
export function legalLinksOf(country: CountryCode): LegalLinks {
  const { citation, url } = WITHDRAWAL_LAWS[country];
  return {
    buttons: [
      [WITHDRAWAL_PATH, legalButtonLinks.withdrawal(country)],
      [CANCEL_PATH, legalButtonLinks.cancel],
    ],
    law: { lead: legalButtonLinks.rights, citation, url },
  };
}
