// A partner's country (ADR 0054; SPEC §3 "Partner", §7 `PUT /api/partner/profile/edit/{id}`): Brasil's CPF
// or CNPJ (the alphanumeric CNPJ too), México's RFC and CLABE, each country's phones, every refusal with
// its own Spanish message (taxIdMessages, phoneMessages); Argentina's body (no country) as before. The
// identifiers of another country are never stored, which the database's check constraints hold too.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../../src/server/db/schema';
import { partnerProfileResponseSchema, type PartnerEditField } from '../../../src/shared/contract/partners';
import { partnerCountryMessages } from '../../../src/shared/messages/partners-countries';
import { phoneMessages, taxIdMessages as m } from '../../../src/shared/messages/tax-ids';
import { buildAccountApp, type AccountTestApp } from '../account/helpers';
import { signUpPartner, type SignedInPartner } from './helpers';

let t: AccountTestApp;
/** A partner who signed up in São Paulo (Praça da Sé). */
let paula: SignedInPartner;
/** A partner in Mexico City. */
let mateo: SignedInPartner;

beforeAll(async () => {
  t = await buildAccountApp();
  paula = await signUpPartner(t, 'paula.sp@example.com', 'Paula Souza', {
    latitude: -23.5503,
    longitude: -46.634,
  });
  mateo = await signUpPartner(t, 'mateo.cdmx@example.com', 'Mateo Hernández', {
    latitude: 19.4326,
    longitude: -99.1332,
  });
});
afterAll(async () => t?.close());

type Changes = Partial<Record<PartnerEditField, unknown>>;

/** A complete Brazilian body (CNPJ, São Paulo phone) with `changes`. */
const brBody = (id: string, changes: Changes = {}) => ({
  id,
  name: 'Academia Paulista Ltda',
  lastName: 'Souza',
  email: 'contato@academiapaulista.com.br',
  country: 'BR',
  phone: '(11) 91234-5678',
  taxIdKind: 'cnpj',
  taxId: '11.222.333/0001-81',
  socialNetworks: {},
  ...changes,
});

/** A complete Mexican body (RFC, CLABE, Mexico City phone) with `changes`. */
const mxBody = (id: string, changes: Changes = {}) => ({
  id,
  name: 'Gimnasio Reforma SA de CV',
  lastName: 'Hernández',
  email: 'hola@gimnasioreforma.mx',
  country: 'MX',
  phone: '55 1234 5678',
  taxId: 'EKU9003173C9',
  bankAccount: '032180000118359719',
  socialNetworks: {},
  ...changes,
});

const edit = (p: SignedInPartner, body: object) =>
  p.client.put(`/api/partner/profile/edit/${p.userId}`, body);
const rowOf = async (userId: string) =>
  (await t.handle.db.select().from(partners).where(eq(partners.userId, userId)))[0];

/** Expects a 400 whose only field is `field` with exactly `message`, and `p`'s profile unchanged. */
async function expectRefused(p: SignedInPartner, body: object, field: string, message: string) {
  const before = await rowOf(p.userId);
  const res = await edit(p, body);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ code: 'VALIDATION', message, fields: { [field]: message } });
  expect(await rowOf(p.userId)).toEqual(before);
}

describe('a partner in Brasil', () => {
  it('stores its CNPJ (numeric, then alphanumeric) and its phone, and answers them', async () => {
    const res = await edit(paula, brBody(paula.userId));
    expect(res.statusCode, res.body).toBe(200);
    const { partner } = partnerProfileResponseSchema.parse(res.json());
    expect(partner).toMatchObject({
      country: 'BR',
      taxIdKind: 'cnpj',
      taxId: '11222333000181',
      bankAccount: null,
      cbu: null,
      cuil: null,
      phone: '+5511912345678',
    });

    const alpha = await edit(paula, brBody(paula.userId, { taxId: '12.abc.345/01de-35' }));
    expect(alpha.statusCode, alpha.body).toBe(200);
    expect(await rowOf(paula.userId)).toMatchObject({
      country: 'br',
      taxIdKind: 'cnpj',
      taxId: '12ABC34501DE35',
      bankAccount: null,
      cbu: null,
      cuil: null,
    });
    const read = await paula.client.get(`/api/partner/profile/${paula.userId}`);
    expect(read.json<{ partner: object }>().partner).toMatchObject({
      country: 'BR',
      taxId: '12ABC34501DE35',
    });
  });

  it('takes a CPF instead, and ignores the Argentine fields of its body', async () => {
    const res = await edit(
      paula,
      brBody(paula.userId, {
        taxIdKind: 'cpf',
        taxId: '390.533.447-05',
        cuil: '20-12345678-6',
        cbu: '2850590940090418135201',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(paula.userId)).toMatchObject({
      taxIdKind: 'cpf',
      taxId: '39053344705',
      cbu: null,
      cuil: null,
    });
  });

  it.each([
    ['a CNPJ whose check digits are wrong', { taxId: '12.ABC.345/01DE-36' }, m.BR.cnpj.checkDigit],
    ['an alphanumeric CNPJ one character short', { taxId: '12.ABC.345/01DE-3' }, m.BR.cnpj.length],
    ['a CNPJ whose check digits are letters', { taxId: '12.ABC.345/01DE-AB' }, m.BR.cnpj.format],
    [
      'a CPF whose check digits are wrong',
      { taxIdKind: 'cpf', taxId: '390.533.447-04' },
      m.BR.cpf.checkDigit,
    ],
    ['a tax id without its kind', { taxIdKind: null }, partnerCountryMessages.brTaxIdKind],
  ])('refuses %s with its own message', async (_why, changes, message) => {
    await expectRefused(paula, brBody(paula.userId, changes), 'taxId', message);
  });

  it('refuses a kind Brasil has not, and a phone of another country', async () => {
    await expectRefused(
      paula,
      brBody(paula.userId, { taxIdKind: 'rfc' }),
      'taxIdKind',
      partnerCountryMessages.brTaxIdKind,
    );
    await expectRefused(
      paula,
      brBody(paula.userId, { phone: '+54 11 4321-5678' }),
      'phone',
      phoneMessages.BR,
    );
  });
});

describe('a partner in México', () => {
  it('stores its RFC and CLABE and a Mexican phone', async () => {
    const res = await edit(mateo, mxBody(mateo.userId));
    expect(res.statusCode, res.body).toBe(200);
    expect(partnerProfileResponseSchema.parse(res.json()).partner).toMatchObject({
      country: 'MX',
      taxIdKind: 'rfc',
      taxId: 'EKU9003173C9',
      bankAccount: '032180000118359719',
      cbu: null,
      cuil: null,
      phone: '+525512345678',
    });
    expect(await rowOf(mateo.userId)).toMatchObject({ country: 'mx', taxIdKind: 'rfc' });
  });

  it.each([
    ['taxId', 'an RFC whose check digit is wrong', { taxId: 'GODE561231GR9' }, m.MX.rfc.checkDigit],
    ['taxId', 'an RFC without homoclave', { taxId: 'GODE561231' }, m.MX.rfc.length],
    [
      'bankAccount',
      'a CLABE whose check digit is wrong',
      { bankAccount: '032180000118359718' },
      m.MX.clabe.checkDigit,
    ],
    [
      'bankAccount',
      'a CLABE of an unknown bank',
      { bankAccount: '001180000118359719' },
      m.MX.clabe.component,
    ],
    ['phone', 'an Argentine phone', { phone: '011 4321-5678' }, phoneMessages.MX],
  ])('refuses in %s %s with its own message', async (field, _why, changes, message) => {
    await expectRefused(mateo, mxBody(mateo.userId, changes), field, message);
  });

  it('clears its identifiers when they are left blank', async () => {
    const res = await edit(mateo, mxBody(mateo.userId, { taxId: ' ', bankAccount: '' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(mateo.userId)).toMatchObject({ taxIdKind: null, taxId: null, bankAccount: null });
  });
});

describe('the country itself', () => {
  it('refuses a country BuscaGym does not sell in, with the Spanish message', async () => {
    await expectRefused(
      mateo,
      mxBody(mateo.userId, { country: 'UY' }),
      'country',
      partnerCountryMessages.country,
    );
  });

  it('moving back to Argentina keeps only the Argentine identifiers (the spec body, no country)', async () => {
    expect((await edit(paula, brBody(paula.userId))).statusCode).toBe(200);
    const res = await edit(paula, {
      ...brBody(paula.userId, { phone: '011 4321-5678', cuil: '20-12345678-6', cbu: '' }),
      country: undefined,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(paula.userId)).toMatchObject({
      country: 'ar',
      cuil: '20123456786',
      cbu: null,
      taxIdKind: null,
      taxId: null,
      phone: '+541143215678',
    });
  });

  it("the database refuses another country's identifiers, whatever writes them", async () => {
    const write = (set: ReturnType<typeof sql>) =>
      t.handle.db.execute(sql`update partners set ${set} where user_id = ${mateo.userId}`);
    await expect(write(sql`cuil = '20123456786'`)).rejects.toThrow();
    await expect(write(sql`tax_id = 'X'`)).rejects.toThrow(); // a tax id without its kind
    await expect(write(sql`tax_id = '39053344705', tax_id_kind = 'cpf'`)).rejects.toThrow();
    await expect(write(sql`country = 'uy'`)).rejects.toThrow();
  });
});
