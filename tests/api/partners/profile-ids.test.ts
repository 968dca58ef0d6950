// The partner profile's Argentine identifiers through the API (SPEC §3 "Partner" `cbu`, `cuil`; SPEC §7
// `PUT /api/partner/profile/edit/{id}`; ADR 0007), now checked by shared/domain/ids (the stdnum library):
// a bad CUIT or CBU is a 400 with its Spanish message, a CVU (bank code 000) is taken, and so are the
// numbers where stdnum 1.12.0 alone would answer otherwise (a check digit 0; a CUIT remainder of 10).
import { describe, expect, it } from 'vitest';
import { partnerFieldMessages as f } from '../../../src/shared/messages';
import { carla, editCarla, expectRefused, rowOf, useProfileEditApp } from './profile-edit-fixture';

useProfileEditApp();

describe('PUT /api/partner/profile/edit/{id}: AR identifiers', () => {
  it('refuses a CUIT whose check digit is wrong, with 400 and the Spanish message', async () => {
    await expectRefused({ cuil: '33-69345023-8' }, 'cuil', f.cuilCheckDigit); // AFIP's own CUIT, altered
    await expectRefused({ cuil: '20-00000001-9' }, 'cuil', f.cuilCheckDigit); // remainder 10: never issued
    await expectRefused({ cuil: '50-00000001-6' }, 'cuil', f.cuilPrefix); // international prefix
  });

  it('refuses a CBU or CVU whose check digit is wrong, with 400 and the Spanish message', async () => {
    await expectRefused({ cbu: '2850590940090418135202' }, 'cbu', f.cbuCheckDigit);
    await expectRefused({ cbu: '0000031400012345670041' }, 'cbu', f.cbuCheckDigit);
    await expectRefused({ cbu: '0000031400012345670' }, 'cbu', f.cbuFormat);
  });

  it.each([
    ['0000031400123456789016', 'a CVU (bank code 000, provider 0031)'],
    ['0000031400012345670040', 'a CVU whose second check digit is 0'],
    ['0110002000123456789016', 'a CBU whose first check digit is 0'],
  ])('stores %s (%s)', async (cbu, _why) => {
    const res = await editCarla({ cbu, cuil: '33-69345023-9' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ partner: { cbu: string; cuil: string } }>().partner).toMatchObject({
      cbu,
      cuil: '33693450239',
    });
    expect(await rowOf(carla.userId)).toMatchObject({ cbu, cuil: '33693450239' });
  });
});
