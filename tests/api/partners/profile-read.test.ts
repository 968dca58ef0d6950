// Partner profile read (SPEC §3 "Partner", §4 session, §7 `GET /api/partner/profile/{id}`): the row
// made by partner registration is answered as `{partner}` to that partner and to admins only; 401
// without a session, 403 for members and other partners, 404 for no profile, 400 for a non-UUID.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, users } from '../../../src/server/db/schema';
import { partnerProfileResponseSchema } from '../../../src/shared/contract/partners';
import { accountMessages, apiMessages, partnerMessages } from '../../../src/shared/messages';
import { buildAccountApp, Client, createAccount, sessionFor, type AccountTestApp } from '../account/helpers';
import { signUpPartner } from './helpers';

let t: AccountTestApp;
let partner: Client;
let partnerId = '';
let otherPartner: Client;
let memberId = '';

beforeAll(async () => {
  t = await buildAccountApp();
  ({ client: partner, userId: partnerId } = await signUpPartner(t, 'gym.owner@example.com', 'Carla Gómez'));
  ({ client: otherPartner } = await signUpPartner(t, 'other.owner@example.com', 'Diego Ruiz'));
  memberId = await createAccount(t.handle, { email: 'member@example.com', name: 'Ana' });
  await t.handle.db
    .update(partners)
    .set({ phone: '+54 11 5555-0000', cbu: '0110599520000001234567', socialNetworks: { ig: '@carla' } })
    .where(eq(partners.userId, partnerId));
});
afterAll(async () => t?.close());

const url = (id: string) => `/api/partner/profile/${id}`;

describe('GET /api/partner/profile/{id}', () => {
  it('answers {partner} to the partner itself (the row made at registration)', async () => {
    const res = await partner.get(url(partnerId));
    expect(res.statusCode).toBe(200);
    const body = partnerProfileResponseSchema.parse(res.json());
    const [row] = await t.handle.db.select().from(partners).where(eq(partners.userId, partnerId));
    expect(body).toEqual({
      partner: {
        _id: row?.id,
        userId: partnerId,
        name: 'Carla Gómez',
        lastName: null,
        email: 'gym.owner@example.com',
        phone: '+54 11 5555-0000',
        cbu: '0110599520000001234567',
        cuil: null,
        country: 'AR',
        taxIdKind: null,
        taxId: null,
        bankAccount: null,
        socialNetworks: { ig: '@carla' },
        plan: 'free',
        notifications: { sales: true, reviews: true, claims: true },
      },
    });
    expect(res.json()).toEqual(body); // nothing beyond the contract
  });

  it('answers it to an admin', async () => {
    const adminId = await createAccount(t.handle, { email: 'root@example.com', type: 'admin' });
    const admin = await sessionFor(t, adminId);
    const res = await admin.get(url(partnerId));
    expect(res.statusCode).toBe(200);
    expect(res.json<{ partner: { userId: string } }>().partner.userId).toBe(partnerId);
  });

  it('401 without a session', async () => {
    const res = await new Client(t.app).get(url(partnerId));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED', message: accountMessages.sessionRequired });
  });

  it('403 for a member, for another partner, and for a member asking for its own id', async () => {
    const member = await sessionFor(t, memberId);
    for (const [client, id] of [
      [member, partnerId],
      [otherPartner, partnerId],
      [member, memberId],
    ] as const) {
      const res = await client.get(url(id));
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: accountMessages.forbidden });
    }
    // Refused before the lookup: an unknown id gets the same 403, not a 404.
    expect((await otherPartner.get(url(randomUUID()))).statusCode).toBe(403);
  });

  it('404 with a Spanish message when there is no partner profile', async () => {
    const adminId = await createAccount(t.handle, { email: 'root2@example.com', type: 'admin' });
    const admin = await sessionFor(t, adminId);
    for (const id of [randomUUID(), memberId]) {
      const res = await admin.get(url(id));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: partnerMessages.profileNotFound });
    }
    // A partner account without its row (made outside registration) reading itself.
    const bareId = await createAccount(t.handle, { email: 'bare@example.com', type: 'partner' });
    const bare = await sessionFor(t, bareId);
    expect((await bare.get(url(bareId))).statusCode).toBe(404);
  });

  it('400 for an id that is not a UUID', async () => {
    const res = await partner.get(url('not-a-uuid'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { id: apiMessages.invalidId } });
  });

  it('is documented in OpenAPI', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    const doc = res.json<{ paths: Record<string, { get?: { tags?: string[]; responses: object } }> }>();
    const op = doc.paths['/api/partner/profile/{id}']?.get;
    expect(op?.tags).toEqual(['partners']);
    expect(Object.keys(op?.responses ?? {})).toEqual(['200', '400', '401', '403', '404']);
  });
});

it('a partner profile goes with its account (cascade)', async () => {
  const { userId } = await signUpPartner(t, 'gone@example.com', 'Eva Sosa');
  await t.handle.db.delete(users).where(eq(users.id, userId));
  expect(await t.handle.db.select().from(partners).where(eq(partners.userId, userId))).toEqual([]);
});
