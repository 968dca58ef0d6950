/**
 * User-facing Spanish (es-AR, voseo) texts of the identifier fields of each country (SPEC §3 "Partner";
 * ADR 0007): one text per identifier kind and refusal reason of shared/domain/ids, and one per country
 * for phones. The Argentine texts are the partner profile's own (`partnerFieldMessages`), unchanged,
 * read from that room when used (ADR 0055 decision 7). Not re-exported by `messages/index.ts`: only the
 * forms and calls of these fields load it, not the first screens (their JavaScript budgets, ADR 0013).
 * @module
 */
import { room } from './i18n/room';
import { phoneCatalog, taxIdCatalog } from './locales/es-AR/tax-ids';
import { partnerFieldMessages as f } from './partners';

/** México's and Brasil's identifiers. */
const taxIdTexts = /* @__PURE__ */ room(taxIdCatalog, {
  MX: {
    rfc: {
      length: /*i18n*/ { id: 'taxId.MX.rfc.length' },
      format: /*i18n*/ { id: 'taxId.MX.rfc.format' },
      checkDigit: /*i18n*/ { id: 'taxId.MX.rfc.checkDigit' },
    },
    clabe: {
      length: /*i18n*/ { id: 'taxId.MX.clabe.length' },
      format: /*i18n*/ { id: 'taxId.MX.clabe.format' },
      component: /*i18n*/ { id: 'taxId.MX.clabe.component' },
      checkDigit: /*i18n*/ { id: 'taxId.MX.clabe.checkDigit' },
    },
  },
  BR: {
    cpf: {
      length: /*i18n*/ { id: 'taxId.BR.cpf.length' },
      format: /*i18n*/ { id: 'taxId.BR.cpf.format' },
      checkDigit: /*i18n*/ { id: 'taxId.BR.cpf.checkDigit' },
    },
    cnpj: {
      length: /*i18n*/ { id: 'taxId.BR.cnpj.length' },
      format: /*i18n*/ { id: 'taxId.BR.cnpj.format' },
      checkDigit: /*i18n*/ { id: 'taxId.BR.cnpj.checkDigit' },
    },
  },
});

/** Refusals of each country's identifiers, by kind and reason (see shared/domain/ids). */
export const taxIdMessages = {
  AR: {
    cuit: {
      get format() {
        return f.cuilFormat;
      },
      get prefix() {
        return f.cuilPrefix;
      },
      get checkDigit() {
        return f.cuilCheckDigit;
      },
    },
    cbu: {
      get format() {
        return f.cbuFormat;
      },
      get checkDigit() {
        return f.cbuCheckDigit;
      },
    },
  },
  get MX() {
    return taxIdTexts.MX;
  },
  get BR() {
    return taxIdTexts.BR;
  },
};

/** México's and Brasil's phones. */
const phoneTexts = /* @__PURE__ */ room(phoneCatalog, {
  MX: /*i18n*/ { id: 'phone.MX' },
  BR: /*i18n*/ { id: 'phone.BR' },
});

/** Refusal of a phone number of each country, with an example in its national writing. */
export const phoneMessages = {
  get AR() {
    return f.phoneInvalid;
  },
  get MX() {
    return phoneTexts.MX;
  },
  get BR() {
    return phoneTexts.BR;
  },
};
