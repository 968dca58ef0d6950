/**
 * The catalogue and Pase BuscaGym (ADR 0045): `allgyms` and `mapgyms` take `pase=true` (only gyms that
 * opted in and have a rate) and every gym carries `visitCredits` — the visit cost in force, null when it
 * does not accept the pass — while the SPEC's fields stay as they were.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gymListResponseSchema, gymMapResponseSchema } from '../../../src/shared/contract/gyms';
import { Client } from '../account/helpers';
import { GYM_A, GYM_B, buildCommerceApp, type CommerceTestApp } from '../commerce/helpers';
import { adminClient, optIn, sessionFor, termsBody, termsUrl } from './helpers';

let t: CommerceTestApp;
let visitor: Client;
const LIST = '/api/partner/gyms/allgyms';
const MAP = '/api/partner/gyms/mapgyms';

beforeAll(async () => {
  t = await buildCommerceApp();
  visitor = new Client(t.app);
  const admin = await adminClient(t);
  await optIn(await sessionFor(t, t.partnerA), admin, GYM_A, { visitCredits: 3 });
  // Gym B opts in but has no rate: not accepted yet.
  const b = await (
    await sessionFor(t, t.partnerB)
  ).request({ method: 'PUT', url: termsUrl(GYM_B), payload: termsBody() });
  expect(b.statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe('pase=true and visitCredits', () => {
  it('allgyms: every gym carries visitCredits; pase=true keeps only the accepting ones', async () => {
    const all = gymListResponseSchema.parse((await visitor.get(`${LIST}?limit=50`)).json());
    const byId = new Map(all.gyms.map((g) => [g._id, g]));
    expect(byId.get(GYM_A)?.visitCredits).toBe(3);
    expect(byId.get(GYM_B)?.visitCredits).toBeNull();
    const pase = gymListResponseSchema.parse((await visitor.get(`${LIST}?pase=true&limit=50`)).json());
    expect(pase.gyms.map((g) => g._id)).toEqual([GYM_A]);
    expect(pase.total).toBe(1);
    for (const sort of ['price', 'distance'])
      expect(
        gymListResponseSchema
          .parse((await visitor.get(`${LIST}?pase=true&sort=${sort}`)).json())
          .gyms.map((g) => g._id),
      ).toEqual([GYM_A]);
    expect((await visitor.get(`${LIST}?pase=maybe`)).statusCode).toBe(400);
    const off = gymListResponseSchema.parse((await visitor.get(`${LIST}?pase=false&limit=50`)).json());
    expect(off.total).toBe(all.total);
  });

  it('mapgyms: pins carry visitCredits; pase=true keeps only the accepting ones', async () => {
    const all = gymMapResponseSchema.parse((await visitor.get(MAP)).json());
    expect(all.gyms.find((g) => g._id === GYM_A)?.visitCredits).toBe(3);
    expect(all.gyms.find((g) => g._id === GYM_B)?.visitCredits).toBeNull();
    const pase = gymMapResponseSchema.parse((await visitor.get(`${MAP}?pase=true`)).json());
    expect(pase.gyms.map((g) => g._id)).toEqual([GYM_A]);
  });
});
