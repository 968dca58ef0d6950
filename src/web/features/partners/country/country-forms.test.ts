// The partner screens per country (ADR 0054): the business profile form validated for the country picked
// (Brasil's CPF or CNPJ, México's RFC and CLABE, each country's phone), the gym form's phone checked for
// the gym's country, what the profile page shows, and where a new gym's map starts.
import { describe, expect, it } from 'vitest';
import { partnerEditBodySchema } from '../../../../shared/contract/partners';
import { COUNTRIES } from '../../../../shared/domain/countries';
import { partnerFieldMessages as f } from '../../../../shared/messages';
import { partnerCountryMessages } from '../../../../shared/messages/partners-countries';
import { partnerCountryFormMessages as c } from '../../../../shared/messages/partners-countries.web';
import { phoneMessages, taxIdMessages } from '../../../../shared/messages/tax-ids';
import { contractResolver } from '../../../lib/contract-form';
import {
  gymFormSchema,
  newGymFormValues,
  partnerFormValues,
  type GymFormValues,
  type PartnerFormValues,
} from '../forms/forms';
import { partnerFixture, PARTNER_USER_ID } from '../forms/test-fixtures';
import { businessIdRows, countryName, gymMapStart, lacksPayoutData } from './partner-country';

const resolverOptions = { fields: {}, shouldUseNativeValidation: false } as const;
const partnerResolver = contractResolver<PartnerFormValues, unknown>(partnerEditBodySchema);
const gymResolver = contractResolver<GymFormValues, unknown>(gymFormSchema);
const argentine = partnerFormValues(partnerFixture({ cuil: '20123456786' }), PARTNER_USER_ID);

describe('the business profile form per country', () => {
  it('starts on the stored country; Brasil on the CNPJ unless a CPF is stored', () => {
    expect(argentine).toMatchObject({ country: 'AR', cuil: '20123456786', taxIdKind: 'cnpj', taxId: '' });
    const cpf = partnerFixture({ country: 'BR', taxIdKind: 'cpf', taxId: '39053344705' });
    expect(partnerFormValues(cpf, PARTNER_USER_ID)).toMatchObject({ taxIdKind: 'cpf', taxId: '39053344705' });
  });

  it("Brasil: checks the number as the kind chosen and drops Argentina's fields", async () => {
    const values = { ...argentine, country: 'BR' as const, phone: '(11) 91234-5678' };
    const wrong = await partnerResolver(
      { ...values, taxId: '12.ABC.345/01DE-36' },
      undefined,
      resolverOptions,
    );
    expect(wrong.errors.taxId?.message).toBe(taxIdMessages.BR.cnpj.checkDigit);
    const asCpf = await partnerResolver(
      { ...values, taxIdKind: 'cpf', taxId: '12.ABC.345/01DE-35' },
      undefined,
      resolverOptions,
    );
    expect(asCpf.errors.taxId?.message).toBe(taxIdMessages.BR.cpf.length);
    const noKind = await partnerResolver(
      { ...values, taxIdKind: '', taxId: '390.533.447-05' },
      undefined,
      resolverOptions,
    );
    expect(noKind.errors.taxId?.message).toBe(partnerCountryMessages.brTaxIdKind);
    const right = await partnerResolver(
      { ...values, taxId: '12.abc.345/01de-35' },
      undefined,
      resolverOptions,
    );
    expect(right.errors).toEqual({});
    expect(right.values).toMatchObject({
      country: 'BR',
      taxIdKind: 'cnpj',
      taxId: '12ABC34501DE35',
      cuil: null,
      cbu: null,
      phone: '+5511912345678',
    });
  });

  it("México: the RFC and the CLABE with their messages, and Mexico's phones", async () => {
    const values = {
      ...argentine,
      country: 'MX' as const,
      taxId: 'GODE561231GR8',
      bankAccount: '032180000118359719',
    };
    const wrong = await partnerResolver(
      { ...values, bankAccount: '032180000118359718', phone: '011 4321-5678' },
      undefined,
      resolverOptions,
    );
    expect(wrong.errors.bankAccount?.message).toBe(taxIdMessages.MX.clabe.checkDigit);
    expect(wrong.errors.phone?.message).toBe(phoneMessages.MX);
    const right = await partnerResolver({ ...values, phone: '55 1234 5678' }, undefined, resolverOptions);
    expect(right.values).toMatchObject({ taxIdKind: 'rfc', taxId: 'GODE561231GR8', cuil: null });
  });

  it('Argentina: as before, the CUIL/CUIT message', async () => {
    const wrong = await partnerResolver({ ...argentine, cuil: '20-12345678-5' }, undefined, resolverOptions);
    expect(wrong.errors.cuil?.message).toBe(f.cuilCheckDigit);
  });
});

describe('the gym form per country', () => {
  const body = (over: Partial<GymFormValues>): GymFormValues => ({
    ...newGymFormValues({ latitude: -23.5614, longitude: -46.6559 }, 'BR'),
    name: 'Academia Paulista',
    price: '150',
    address: 'Avenida Paulista 1578',
    ...over,
  });

  it("checks the phone against the gym's country", async () => {
    const ar = await gymResolver(body({ phone: '+54 11 4321-5678' }), undefined, resolverOptions);
    expect(ar.errors.phone?.message).toBe(phoneMessages.BR);
    const br = await gymResolver(body({ phone: '(11) 3251-5644' }), undefined, resolverOptions);
    expect(br.errors).toEqual({});
    expect(br.values).toMatchObject({ country: 'BR', phone: '+551132515644' });
    const mx = await gymResolver(
      body({ country: 'MX', phone: '(11) 3251-5644' }),
      undefined,
      resolverOptions,
    );
    expect(mx.errors.phone?.message).toBe(phoneMessages.MX);
  });

  it("starts a new gym's map at the browser's position, else in Argentina as before, else at the country's centre", () => {
    const here = { latitude: -23.55, longitude: -46.63 };
    expect(gymMapStart({ position: here, source: 'browser' }, 'BR')).toBe(here);
    expect(gymMapStart({ position: here, source: 'default' }, 'AR')).toBe(here);
    expect(gymMapStart({ position: here, source: 'default' }, 'MX')).toBe(COUNTRIES.MX.center);
  });
});

describe('the profile page per country', () => {
  it('names the country and shows its identifiers as their authorities write them', () => {
    expect(countryName('BR', 'es-AR')).toBe('Brasil');
    expect(countryName('MX', 'es-AR')).toBe('México');
    const br = partnerFixture({ country: 'BR', taxIdKind: 'cnpj', taxId: '12ABC34501DE35' });
    expect(businessIdRows(br)).toEqual([[c.cnpj, '12.ABC.345/01DE-35']]);
    expect(businessIdRows({ ...br, taxIdKind: 'cpf', taxId: '39053344705' })).toEqual([
      [c.cpf, '390.533.447-05'],
    ]);
    expect(businessIdRows(partnerFixture({ country: 'BR' }))).toEqual([[c.cpfOrCnpj, null]]);
    expect(businessIdRows(partnerFixture({ cuil: '20123456786' }))[1]).toEqual([
      expect.any(String),
      '20-12345678-6',
    ]);
  });

  it('says a payout lacks data by what the country needs', () => {
    expect(lacksPayoutData(partnerFixture({ cbu: '2850590940090418135201' }))).toBe(true);
    expect(lacksPayoutData(partnerFixture({ country: 'MX', taxIdKind: 'rfc', taxId: 'GODE561231GR8' }))).toBe(
      true,
    );
    expect(lacksPayoutData(partnerFixture({ country: 'BR', taxIdKind: 'cpf', taxId: '39053344705' }))).toBe(
      false,
    );
  });
});
