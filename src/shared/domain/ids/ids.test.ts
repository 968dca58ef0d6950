// The country registry of shared/domain/ids, and the two places where stdnum 1.12.0 departs from BCRA's
// and AFIP's rules that ar.ts corrects: when an upgrade makes one of the "stdnum still…" tests fail, the
// matching correction in ar.ts can go.
import { validate as stdnumCbu } from 'stdnum/lib/cjs/ar/cbu.js';
import { validate as stdnumCuit } from 'stdnum/lib/cjs/ar/cuit.js';
import { describe, expect, it } from 'vitest';
import { checkCbu, checkCuil, checkId, ID_CHECKS } from './index';

describe('checkId', () => {
  it('has a tax id and a bank account key for each country', () => {
    expect(
      Object.fromEntries(Object.entries(ID_CHECKS).map(([c, kinds]) => [c, Object.keys(kinds)])),
    ).toEqual({
      AR: ['cuit', 'cbu'],
      MX: ['rfc', 'clabe'],
      BR: ['cpf', 'cnpj'],
    });
  });

  it('routes each country and kind to its check', () => {
    expect(checkId('AR', 'cuit', '33-69345023-9')).toEqual({ ok: true, value: '33693450239' });
    expect(checkId('AR', 'cbu', '2850590940090418135201')).toEqual({
      ok: true,
      value: '2850590940090418135201',
    });
    expect(checkId('MX', 'rfc', 'GODE561231GR8')).toEqual({ ok: true, value: 'GODE561231GR8' });
    expect(checkId('MX', 'clabe', '032180000118359719')).toEqual({ ok: true, value: '032180000118359719' });
    expect(checkId('BR', 'cpf', '390.533.447-05')).toEqual({ ok: true, value: '39053344705' });
    expect(checkId('BR', 'cnpj', '12.ABC.345/01DE-35')).toEqual({ ok: true, value: '12ABC34501DE35' });
  });

  it('answers the reason of the routed check', () => {
    expect(checkId('BR', 'cnpj', '12.ABC.345/01DE-36')).toEqual({ ok: false, reason: 'checkDigit' });
    expect(checkId('MX', 'rfc', 'GODE561231')).toEqual({ ok: false, reason: 'length' });
    // A CUIT is not a CPF, though both have 11 digits.
    expect(checkId('BR', 'cpf', '33693450239')).toEqual({ ok: false, reason: 'checkDigit' });
  });
});

describe('where stdnum 1.12.0 departs from BCRA and AFIP (corrected in ar.ts)', () => {
  it('stdnum still refuses a CBU whose check digit is 0; checkCbu takes it', () => {
    for (const cbu of ['0110002000123456789016', '0000031400012345670040']) {
      expect(stdnumCbu(cbu).isValid).toBe(false);
      expect(checkCbu(cbu)).toEqual({ ok: true, value: cbu });
    }
  });

  it('stdnum still takes check digit 9 for a remainder of 10 and prefix 50; checkCuil refuses them', () => {
    expect(stdnumCuit('20000000019').isValid).toBe(true);
    expect(checkCuil('20000000019')).toEqual({ ok: false, reason: 'checkDigit' });
    expect(stdnumCuit('50000000016').isValid).toBe(true);
    expect(checkCuil('50000000016')).toEqual({ ok: false, reason: 'prefix' });
  });
});
