// The "¿Cómo te fue?" mail preference on the member profile (ADR 0024 decision 6): `reviewMails` is
// answered true until the member turns it off, a PUT with `reviewMails: false` stores
// member_profiles.review_mail_opt_out = true (what the invitation job reads), true stores it back, an
// update without the field leaves it, and a non-boolean is refused with the Spanish message; the SPEC
// fields of the answer are unchanged.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  memberProfileResponseSchema,
  memberUpdateResponseSchema,
} from '../../../src/shared/contract/members';
import { memberFieldMessages } from '../../../src/shared/messages';
import type { AccountTestApp } from '../account/helpers';
import { buildMembersApp, newAccount, profileUrl, query, updateUrl } from './helpers';

let t: AccountTestApp;
beforeAll(async () => {
  t = await buildMembersApp();
});
afterAll(async () => t?.close());

const storedOptOut = async (id: string) =>
  (
    await query<{ optOut: boolean }>(
      t,
      sql`select review_mail_opt_out as "optOut" from member_profiles where user_id = ${id}`,
    )
  )[0]?.optOut ?? null;

describe('reviewMails on the member profile', () => {
  it('is true for a member who never saved the form (no member_profiles row yet)', async () => {
    const fresh = await newAccount(t, { name: 'Clara' });
    const res = await fresh.client.get(profileUrl(fresh.id));
    expect(res.statusCode).toBe(200);
    const { user } = memberProfileResponseSchema.parse(res.json());
    expect(user.reviewMails).toBe(true);
    expect(user.marketingOptIn).toBe(false);
    expect(await storedOptOut(fresh.id)).toBeNull();
  });

  it('false opts out (stored for the invitation job), true opts back in, absent leaves it', async () => {
    const ana = await newAccount(t, { name: 'Ana' });
    const off = await ana.client.put(updateUrl(ana.id), { reviewMails: false });
    expect(off.statusCode).toBe(200);
    expect(memberUpdateResponseSchema.parse(off.json()).updUser.reviewMails).toBe(false);
    expect(await storedOptOut(ana.id)).toBe(true);

    const other = await ana.client.put(updateUrl(ana.id), { marketingOptIn: true, lastName: 'Paz' });
    const kept = memberUpdateResponseSchema.parse(other.json()).updUser;
    expect(kept).toMatchObject({ reviewMails: false, marketingOptIn: true, lastName: 'Paz' });
    expect(await storedOptOut(ana.id)).toBe(true);

    const read = memberProfileResponseSchema.parse((await ana.client.get(profileUrl(ana.id))).json());
    expect(read.user.reviewMails).toBe(false);

    const on = await ana.client.put(updateUrl(ana.id), { reviewMails: true });
    expect(memberUpdateResponseSchema.parse(on.json()).updUser.reviewMails).toBe(true);
    expect(await storedOptOut(ana.id)).toBe(false);
  });

  it('the marketing opt-in and the review mails are independent', async () => {
    const bea = await newAccount(t, { name: 'Bea' });
    const res = await bea.client.put(updateUrl(bea.id), { marketingOptIn: true, reviewMails: false });
    expect(memberUpdateResponseSchema.parse(res.json()).updUser).toMatchObject({
      marketingOptIn: true,
      reviewMails: false,
    });
    const flip = await bea.client.put(updateUrl(bea.id), { marketingOptIn: false });
    expect(memberUpdateResponseSchema.parse(flip.json()).updUser).toMatchObject({
      marketingOptIn: false,
      reviewMails: false,
    });
  });

  it('refuses a value that is not a boolean, and stores nothing', async () => {
    const dan = await newAccount(t, { name: 'Dante' });
    const res = await dan.client.put(updateUrl(dan.id), { reviewMails: 'no', lastName: 'Ruiz' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(memberFieldMessages.reviewMails);
    expect(await storedOptOut(dan.id)).toBeNull();
  });
});
