// The "¿Cómo te fue en {gym}?" mail (ADR 0024): the hourly job invites the members admitted at a gym's
// door between 48 and 24 hours ago, once per gym per 120 days, never those who opted out or already
// reviewed it; the mail links to the gym's review form.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueInvites } from '../../../src/server/modules/reviews/invites';
import { reviewInviteMailMessages as im } from '../../../src/shared/messages/reviews';
import { createAccount, sessionFor } from '../account/helpers';
import type { TestSmtp } from '../account/smtp';
import { buildCommerceAppWithMail, GYM_A, GYM_B, rowsOf, type CommerceTestApp } from '../commerce/helpers';
import { recordVisit, reviewsUrl } from './helpers';

let t: CommerceTestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  ({ t, smtp } = await buildCommerceAppWithMail());
});
afterAll(async () => t?.close());

const HOUR = 1 / 24;

/** A member who visited `gymId` `daysAgo` days ago; @returns the account id and its e-mail. */
async function visited(daysAgo: number, gymId = GYM_A, name = 'Julia Ortiz') {
  const email = `visita-${randomUUID()}@example.com`;
  const id = await createAccount(t.handle, { email, password: null, name });
  await recordVisit(t, id, gymId, daysAgo);
  return { id, email };
}

const invitesOf = async (memberId: string) =>
  rowsOf<{ gymId: string }>(
    t,
    sql`select gym_id as "gymId" from review_invites where member_id = ${memberId}`,
  );

describe('the invitation the day after a visit', () => {
  it("mails yesterday's visitor once, with a link to the review form", async () => {
    const since = smtp.messages.length;
    const member = await visited(30 * HOUR);
    expect(await sendDueInvites(t.handle.db, t.app.jobs)).toBe(1);
    const mail = await smtp.waitFor(member.email, { since });
    expect(mail.subject).toBe(im.subject('Gimnasio Ágora'));
    expect(mail.subject).toBe('¿Cómo te fue en Gimnasio Ágora?');
    expect(mail.text).toContain('Hola Julia:');
    expect(mail.text).toContain(`${t.config.publicUrl}/detail/gym/${GYM_A}#opinar`);
    expect(await sendDueInvites(t.handle.db, t.app.jobs)).toBe(0);
    expect(await invitesOf(member.id)).toEqual([{ gymId: GYM_A }]);
  });

  it('waits a day, and lets a visit older than two days go', async () => {
    const fresh = await visited(10 * HOUR);
    const old = await visited(3);
    await sendDueInvites(t.handle.db, t.app.jobs);
    expect(await invitesOf(fresh.id)).toEqual([]);
    expect(await invitesOf(old.id)).toEqual([]);
  });

  it('never invites a member who opted out or already reviewed the gym', async () => {
    const optedOut = await visited(30 * HOUR, GYM_B);
    await rowsOf(
      t,
      sql`insert into member_profiles (user_id, review_mail_opt_out) values (${optedOut.id}, true)`,
    );
    const reviewer = await visited(30 * HOUR, GYM_B, 'Rita Ramos');
    const client = await sessionFor(t, reviewer.id);
    expect((await client.post(reviewsUrl(GYM_B), { rating: 4 })).statusCode).toBe(201);
    await sendDueInvites(t.handle.db, t.app.jobs);
    expect(await invitesOf(optedOut.id)).toEqual([]);
    expect(await invitesOf(reviewer.id)).toEqual([]);
  });

  it('invites again about the same gym only after 120 days', async () => {
    const member = await visited(30 * HOUR, GYM_B, 'Sara Luna');
    expect(await sendDueInvites(t.handle.db, t.app.jobs)).toBe(1);
    await recordVisit(t, member.id, GYM_B, 29 * HOUR);
    await rowsOf(
      t,
      sql`update review_invites set sent_at = now() - interval '119 days' where member_id = ${member.id}`,
    );
    expect(await sendDueInvites(t.handle.db, t.app.jobs)).toBe(0);
    await rowsOf(
      t,
      sql`update review_invites set sent_at = now() - interval '121 days' where member_id = ${member.id}`,
    );
    expect(await sendDueInvites(t.handle.db, t.app.jobs)).toBe(1);
  });
});
