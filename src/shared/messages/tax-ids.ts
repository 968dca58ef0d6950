/**
 * User-facing Spanish (es-AR, voseo) texts of the identifier fields of each country (SPEC §3 "Partner";
 * ADR 0007): one text per identifier kind and refusal reason of shared/domain/ids, and one per country
 * for phones. The Argentine texts are the partner profile's own (`partnerFieldMessages`), unchanged.
 * Not re-exported by `messages/index.ts`: only the forms and calls of these fields load it, not the first
 * screens (their JavaScript budgets, ADR 0013).
 * @module
 */
import { partnerFieldMessages as f } from './partners';

/** Refusals of each country's identifiers, by kind and reason (see shared/domain/ids). */
export const taxIdMessages = {
  AR: {
    cuit: { format: f.cuilFormat, prefix: f.cuilPrefix, checkDigit: f.cuilCheckDigit },
    cbu: { format: f.cbuFormat, checkDigit: f.cbuCheckDigit },
  },
  MX: {
    rfc: {
      length: 'Ingresá un RFC válido (12 o 13 caracteres).',
      format:
        'El RFC no es válido: revisá las letras, la fecha y la homoclave (por ejemplo GODE561231GR8 o EKU9003173C9).',
      checkDigit: 'El RFC no es válido: el dígito verificador (el último carácter) no coincide.',
    },
    clabe: {
      length: 'La CLABE tiene que tener 18 dígitos.',
      format: 'La CLABE lleva solo números: 18 dígitos.',
      component: 'La CLABE no es válida: el código de banco o de plaza no existe.',
      checkDigit: 'La CLABE no es válida: el dígito de control no coincide.',
    },
  },
  BR: {
    cpf: {
      length: 'El CPF tiene que tener 11 dígitos.',
      format: 'El CPF lleva solo números: 11 dígitos (por ejemplo 390.533.447-05).',
      checkDigit: 'El CPF no es válido: los dígitos verificadores no coinciden.',
    },
    cnpj: {
      length: 'El CNPJ tiene que tener 14 caracteres (por ejemplo 12.ABC.345/01DE-35).',
      format: 'El CNPJ lleva 12 letras o números y termina en 2 dígitos verificadores.',
      checkDigit: 'El CNPJ no es válido: los dígitos verificadores no coinciden.',
    },
  },
} as const;

/** Refusal of a phone number of each country, with an example in its national writing. */
export const phoneMessages = {
  AR: f.phoneInvalid,
  MX: 'Ingresá un teléfono mexicano válido de 10 dígitos (por ejemplo 55 1234 5678).',
  BR: 'Ingresá un teléfono brasileño válido, con DDD (por ejemplo (11) 91234-5678).',
} as const;
