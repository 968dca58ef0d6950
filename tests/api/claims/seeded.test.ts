// The seeded open-data clubs can be claimed (ADR 0037): only the first DEMO_OWNED_CLUBS keep a demo
// owner for the demo journeys; any other club answers `claimable`, a partner's claim of it by the code
// mailed to the club's address transfers it, and seeding again leaves it with its new owner.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Gym } from '../../../src/shared/contract/gyms';
import { DEMO_OWNED_CLUBS, seedDatabase } from '../../../src/server/seed';
import { buildAccountApp, type AccountTestApp } from '../account/helpers';
import { startSmtp, type TestSmtp } from '../account/smtp';
import { rowsOf } from '../commerce/helpers';
import { GYMBYID } from '../helpers/catalogue';
import { openTestDatabase } from '../helpers/app';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { claimOf, claimUrl, codeMailFor, codeOf, newPartner, ownerOf, verifyUrl } from './helpers';

let t: AccountTestApp;
let smtp: TestSmtp;
let handle: DatabaseHandle;
beforeAll(async () => {
  smtp = await startSmtp();
  handle = await openTestDatabase({ seeded: true });
  t = await buildAccountApp({ handle, config: { smtpUrl: smtp.url } });
});
afterAll(async () => {
  await t?.close();
  await handle?.close();
  await smtp?.close();
});

const claimableOf = async (gymId: string): Promise<boolean> => {
  const res = await t.app.inject({ method: 'GET', url: `${GYMBYID}/${gymId}` });
  expect(res.statusCode).toBe(200);
  return res.json<Gym>().claimable === true;
};

describe('the seeded clubs', () => {
  it('are claimable but for the few demo-owned ones, and one is claimed by code for good', async () => {
    const clubs = await rowsOf<{ id: string; email: string | null; owned: boolean }>(
      t,
      sql`select id, email, owner_id is not null as owned from gyms
           where source_ref like 'caba-clubes:%' and gym_active order by source_ref`,
    );
    expect(clubs.length).toBeGreaterThan(280);
    expect(clubs.filter((c) => c.owned)).toHaveLength(DEMO_OWNED_CLUBS);
    const club = clubs.find((c) => !c.owned && c.email);
    if (!club?.email) throw new Error('a seeded club without owner and with an e-mail');
    expect(await claimableOf(club.id)).toBe(true);

    const partner = await newPartner(t, 'Dueña Verdadera');
    const since = smtp.messages.length;
    const claim = claimOf(await partner.client.post(claimUrl(club.id), {}));
    expect(claim.status).toBe('code_sent');
    const code = codeOf(await codeMailFor(smtp, club.email, 'Dueña Verdadera', since));
    const verified = await partner.client.post(verifyUrl(claim._id), { code });
    expect(verified.statusCode).toBe(200);
    expect(await ownerOf(t, club.id)).toBe(partner.id);
    expect(await claimableOf(club.id)).toBe(false);

    await seedDatabase(handle.db);
    expect(await ownerOf(t, club.id)).toBe(partner.id);
  }, 60_000);
});
