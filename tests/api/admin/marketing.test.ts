// The marketing list (SPEC §7 `GET /api/service/allusers`; ADR 0018): members who opted in, with the
// instant they did, for administrators only; opting out takes them off at once; the CSV export in es-AR
// form (`;`, Buenos Aires dates, BOM).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketingResponse } from '../../../src/shared/contract/admin';
import { createAccount, sessionFor, type Client } from '../account/helpers';
import { ADMIN, buildAdminApp, type AdminTestApp } from './helpers';

let t: AdminTestApp;
let lucia: { id: string; client: Client };

beforeAll(async () => {
  t = await buildAdminApp();
  const id = await createAccount(t.handle, { email: `lucia-${randomUUID()}@example.com`, name: 'Lucía Paz' });
  lucia = { id, client: await sessionFor(t, id) };
});
afterAll(async () => {
  await t?.close();
});

const optIn = (who: { id: string; client: Client }, on: boolean) =>
  who.client.put(`/api/user/profile/update/${who.id}`, { marketingOptIn: on, healthConditions: ['asma'] });

describe('GET /api/service/allusers', () => {
  it('lists members who opted in, with the instant, and forgets them when they opt out', async () => {
    expect((await t.admin.get(ADMIN.marketing)).json<MarketingResponse>().total).toBe(0);
    const before = Date.now();
    expect((await optIn(lucia, true)).statusCode).toBe(200);
    const member = { id: t.memberId, client: t.member };
    expect((await optIn(member, true)).statusCode).toBe(200);
    const body = (await t.admin.get(ADMIN.marketing)).json<MarketingResponse>();
    expect(body.total).toBe(2);
    expect(body.users.map((u) => u.name)).toEqual(['Martín Núñez', 'Lucía Paz']);
    const optedAt = Date.parse(body.users[1]?.optInAt ?? '');
    expect(optedAt).toBeGreaterThanOrEqual(before - 1000);

    // Saving the form again keeps the instant; opting out removes the member at once.
    expect((await optIn(lucia, true)).statusCode).toBe(200);
    const again = (await t.admin.get(ADMIN.marketing)).json<MarketingResponse>();
    expect(again.users.find((u) => u._id === lucia.id)?.optInAt).toBe(body.users[1]?.optInAt);
    expect((await optIn(member, false)).statusCode).toBe(200);
    const after = (await t.admin.get(ADMIN.marketing)).json<MarketingResponse>();
    expect(after.users.map((u) => u._id)).toEqual([lucia.id]);
    expect(JSON.stringify(after)).not.toMatch(/asma/i);
  });

  it('exports the list as CSV with ; and Buenos Aires dates', async () => {
    const res = await t.admin.get(ADMIN.marketingCsv);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body.split('\r\n');
    expect(lines[0]).toBe('\uFEFFNombre;Email;Alta en novedades');
    expect(lines[1]).toMatch(/^Lucía Paz;lucia-[^;]+@example\.com;\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}$/);
    expect(lines.filter((l) => l !== '')).toHaveLength(2);
    expect(res.body).not.toMatch(/asma/i);
  });

  it('pages', async () => {
    const res = await t.admin.get(`${ADMIN.marketing}?limit=1&page=2`);
    expect(res.json<MarketingResponse>()).toMatchObject({ users: [], total: 1, page: 2, pages: 1, limit: 1 });
  });

  it('escapes a cell a spreadsheet would read as a formula (OWASP "CSV Injection")', async () => {
    // RFC 5322 allows "=" and "+" in an address's local part.
    const email = `=1+1-${randomUUID()}@example.com`;
    const id = await createAccount(t.handle, { email, name: 'Pía Ruiz' });
    expect((await optIn({ id, client: await sessionFor(t, id) }, true)).statusCode).toBe(200);
    const res = await t.admin.get(ADMIN.marketingCsv);
    const line = res.body.split('\r\n').find((l) => l.startsWith('Pía Ruiz;'));
    expect(line?.split(';')[1]).toBe(`'${email}`);
  });
});
