// The per-country field schemas (shared/contract/country-fields.ts): normal forms, null for a blank field
// and the Spanish message of each kind and reason (messages/tax-ids.ts).
import { describe, expect, it } from 'vitest';
import { partnerFieldMessages as f } from '../messages';
import { phoneMessages, taxIdMessages as m } from '../messages/tax-ids';
import { phoneSchema, taxIdSchema } from './country-fields';

/** The message of the one issue `schema` raises for `input`. */
const messageOf = (
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  input: unknown,
) => schema.safeParse(input).error?.issues.map((i) => i.message);

describe('taxIdSchema', () => {
  it('answers the normal form, and null for a blank or null field', () => {
    expect(taxIdSchema('BR', 'cnpj').parse('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(taxIdSchema('MX', 'clabe').parse('032 180 000118359719')).toBe('032180000118359719');
    expect(taxIdSchema('MX', 'rfc').parse('  ')).toBeNull();
    expect(taxIdSchema('BR', 'cpf').parse(null)).toBeNull();
  });

  const schemas = {
    AR: { cuit: taxIdSchema('AR', 'cuit'), cbu: taxIdSchema('AR', 'cbu') },
    MX: { rfc: taxIdSchema('MX', 'rfc'), clabe: taxIdSchema('MX', 'clabe') },
    BR: { cpf: taxIdSchema('BR', 'cpf'), cnpj: taxIdSchema('BR', 'cnpj') },
  };
  it.each([
    ['MX rfc', schemas.MX.rfc, 'GODE561231', m.MX.rfc.length],
    ['MX rfc', schemas.MX.rfc, 'EKU9013173C9', m.MX.rfc.format],
    ['MX rfc', schemas.MX.rfc, 'GODE561231GR9', m.MX.rfc.checkDigit],
    ['MX clabe', schemas.MX.clabe, '03218000011835971', m.MX.clabe.length],
    ['MX clabe', schemas.MX.clabe, '03218000011835971A', m.MX.clabe.format],
    ['MX clabe', schemas.MX.clabe, '001180000118359719', m.MX.clabe.component],
    ['MX clabe', schemas.MX.clabe, '032180000118359718', m.MX.clabe.checkDigit],
    ['BR cpf', schemas.BR.cpf, '390.533.447-0', m.BR.cpf.length],
    ['BR cpf', schemas.BR.cpf, '390.533.44A-05', m.BR.cpf.format],
    ['BR cpf', schemas.BR.cpf, '390.533.447-04', m.BR.cpf.checkDigit],
    ['BR cnpj', schemas.BR.cnpj, '12.ABC.345/01DE-3', m.BR.cnpj.length],
    ['BR cnpj', schemas.BR.cnpj, '12.ABC.345/01DE-AB', m.BR.cnpj.format],
    ['BR cnpj', schemas.BR.cnpj, '12.ABC.345/01DE-36', m.BR.cnpj.checkDigit],
    ['AR cuit', schemas.AR.cuit, '33-69345023-8', f.cuilCheckDigit],
    ['AR cbu', schemas.AR.cbu, '0000031400012345670041', f.cbuCheckDigit],
  ] as const)('%s refuses %s with its message', (_kind, schema, input, message) => {
    expect(messageOf(schema, input)).toEqual([message]);
  });

  it('words the RFC length as the form asks it', () => {
    expect(m.MX.rfc.length).toBe('Ingresá un RFC válido (12 o 13 caracteres).');
  });
});

describe('phoneSchema', () => {
  it("answers E.164 of the country's numbers, null when blank", () => {
    expect(phoneSchema('MX').parse('55 1234 5678')).toBe('+525512345678');
    expect(phoneSchema('BR').parse('(11) 91234-5678')).toBe('+5511912345678');
    expect(phoneSchema('AR').parse('')).toBeNull();
  });

  it("refuses another country's number with the country's message, or the one given", () => {
    expect(messageOf(phoneSchema('MX'), '011 4321-5678')).toEqual([phoneMessages.MX]);
    expect(messageOf(phoneSchema('BR'), '123')).toEqual([phoneMessages.BR]);
    expect(messageOf(phoneSchema('AR'), '123')).toEqual([f.phoneInvalid]);
    expect(
      messageOf(
        phoneSchema('AR', () => 'otro'),
        '123',
      ),
    ).toEqual(['otro']);
  });
});
