/**
 * Each country's right to withdraw from a purchase made at a distance, for the footer's legal button
 * and the withdrawal page of that country (ADR 0051; ADR 0027 for Argentina's button). Kept apart from
 * ./countries so that pages other than the legal ones never load the citations.
 * @module
 */
import type { CountryCode } from './countries';

/** The consumer law that lets a member withdraw from a distance purchase, and how long they have. */
export interface ConsumerLaw {
  /** How the law is cited in that country (shown in the footer's legal links). */
  citation: string;
  /** Days the member has to withdraw. */
  days: number;
  /** Whether {@link days} counts business days (`true`) or calendar days. */
  businessDays: boolean;
  /** The law's official text, which the footer links (the country's official gazette or congress). */
  url: string;
}

/** The law of every country, as each cites it. */
export const WITHDRAWAL_LAWS: Readonly<Record<CountryCode, ConsumerLaw>> = {
  // Ley 24.240 de Defensa del Consumidor, art. 34 (revocación, 10 días corridos), and the button that
  // Resolución 424/2020 of the Secretaría de Comercio Interior requires on every site.
  // Official text: InfoLEG, the Ministerio de Justicia's database of national laws.
  AR: {
    citation: 'Ley 24.240, art. 34, y Resolución 424/2020',
    days: 10,
    businessDays: false,
    url: 'https://servicios.infoleg.gob.ar/infolegInternet/anexos/0-4999/638/texact.htm',
  },
  // Ley Federal de Protección al Consumidor (PROFECO), art. 56: five business days to revoke a purchase
  // made away from the seller's premises or at a distance. Official text: the Cámara de Diputados' laws.
  MX: {
    citation: 'Ley Federal de Protección al Consumidor (PROFECO), art. 56',
    days: 5,
    businessDays: true,
    url: 'https://www.diputados.gob.mx/LeyesBiblio/pdf/LFPC.pdf',
  },
  // Código de Defesa do Consumidor (Lei 8.078/1990), art. 49: seven days to withdraw from a purchase
  // made outside the seller's premises. Official text: the Presidência da República's Planalto site.
  BR: {
    citation: 'Código de Defesa do Consumidor (Lei 8.078/1990), art. 49',
    days: 7,
    businessDays: false,
    url: 'https://www.planalto.gov.br/ccivil_03/leis/l8078compilado.htm',
  },
};
