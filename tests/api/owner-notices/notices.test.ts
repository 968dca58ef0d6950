// What an owner is told (ADR 0037), through real SMTP: a paid sale mails the gym's owner, a new review
// of the gym mails it, and an administrator's claim decision mails the claimant; each kind has its own
// switch in the partner's profile (on by default), and with it off nothing is mailed. The absence is
// read once the job has run (pg-boss `completed`), never after a wait.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PartnerProfileResponse } from '../../../src/shared/contract/partners';
import { QUEUES } from '../../../src/server/plugins/jobs';
import { ownerNoticeMessages as n } from '../../../src/shared/messages/owner-notices';
import { claimDecisionMailMessages } from '../../../src/shared/messages/claims';
import { sessionFor, type Client } from '../account/helpers';
import type { TestSmtp } from '../account/smtp';
import {
  buildCommerceAppWithMail,
  cartAction,
  checkoutWith,
  demoPayUrl,
  GYM_A,
  rowsOf,
  signedIn,
  type CommerceTestApp,
} from '../commerce/helpers';
import { approveUrl, claimOf, claimUrl, insertUnownedGym, newPartner, rejectUrl } from '../claims/helpers';
import { visitor, reviewsUrl } from '../reviews/helpers';

let t: CommerceTestApp;
let smtp: TestSmtp;
let owner: Client;
let ownerEmail: string;
let admin: Client;
beforeAll(async () => {
  ({ t, smtp } = await buildCommerceAppWithMail());
  owner = await sessionFor(t, t.partnerA);
  admin = (await signedIn(t, 'admin', 'Admin Avisos')).client;
  const [row] = await rowsOf<{ email: string }>(t, sql`select email from users where id = ${t.partnerA}`);
  ownerEmail = row?.email ?? '';
});
afterAll(async () => t?.close());

const switches = (
  client: Client,
  userId: string,
  values: { sales: boolean; reviews: boolean; claims: boolean },
) => client.put(`/api/partner/profile/notifications/${userId}`, values);

/** Waits until `count` jobs of `queue` have completed (the job ran: its mail was sent or skipped). */
async function jobsDone(queue: string, count: number): Promise<void> {
  for (let i = 0; i < 400; i += 1) {
    const [row] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from pgboss.job where name = ${queue} and state = 'completed'`,
    );
    if ((row?.n ?? 0) >= count) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`${queue}: fewer than ${count} jobs completed`);
}

/** A new member buys gym A's month and pays it with the demo provider. */
async function buyMonth(name: string): Promise<void> {
  const member = await signedIn(t, 'user', name);
  expect((await cartAction(member.client, { action: 'add', id: GYM_A })).statusCode).toBe(200);
  const checkout = await checkoutWith(member.client);
  expect(checkout.statusCode).toBe(201);
  const orderId = checkout.json<{ order: { _id: string } }>().order._id;
  expect((await member.client.post(demoPayUrl(orderId), { cardLast4: '4242' })).statusCode).toBe(200);
}

const mailsTo = (email: string, since: number) =>
  smtp.messages.slice(since).filter((m) => m.to.includes(email));

describe('owner notices', () => {
  it('the profile answers the three switches, on by default, and only its partner changes them', async () => {
    const profile = await owner.get(`/api/partner/profile/${t.partnerA}`);
    expect(profile.json<PartnerProfileResponse>().partner.notifications).toEqual({
      sales: true,
      reviews: true,
      claims: true,
    });
    const other = await sessionFor(t, t.partnerB);
    expect(
      (await switches(other, t.partnerA, { sales: false, reviews: false, claims: false })).statusCode,
    ).toBe(403);
    expect(
      (await owner.put(`/api/partner/profile/notifications/${t.partnerA}`, { sales: 'no' })).statusCode,
    ).toBe(400);
  });

  it('a sale mails the owner; switched off, it does not', async () => {
    let since = smtp.messages.length;
    await buyMonth('Compradora Uno');
    const mail = await smtp.waitFor(ownerEmail, { since });
    expect(mail.subject).toBe(n.saleSubject('Gimnasio Ágora'));
    expect(mail.text).toContain('Cuota');

    const off = await switches(owner, t.partnerA, { sales: false, reviews: true, claims: true });
    expect(off.json<PartnerProfileResponse>().partner.notifications.sales).toBe(false);
    since = smtp.messages.length;
    await buyMonth('Compradora Dos');
    await jobsDone(QUEUES.ownerNotice.name, 2);
    expect(mailsTo(ownerEmail, since)).toEqual([]);
    await switches(owner, t.partnerA, { sales: true, reviews: true, claims: true });
  });

  it('a review mails the owner; switched off, it does not', async () => {
    const done = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.ownerNotice.name}`,
    );
    const before = done[0]?.n ?? 0;
    let since = smtp.messages.length;
    const ana = await visitor(t, 'Ana Reseña');
    expect((await ana.client.post(reviewsUrl(GYM_A), { rating: 5, text: 'Muy lindo' })).statusCode).toBe(201);
    const mail = await smtp.waitFor(ownerEmail, { since });
    expect(mail.subject).toBe(n.reviewSubject('Gimnasio Ágora'));
    expect(mail.text).toContain('Ana R. le puso 5 estrellas');

    await switches(owner, t.partnerA, { sales: true, reviews: false, claims: true });
    since = smtp.messages.length;
    const beto = await visitor(t, 'Beto Reseña');
    expect((await beto.client.post(reviewsUrl(GYM_A), { rating: 3 })).statusCode).toBe(201);
    await jobsDone(QUEUES.ownerNotice.name, before + 2);
    expect(mailsTo(ownerEmail, since)).toEqual([]);
  });

  it('a claim decision mails the claimant; switched off, it does not', async () => {
    const gym = await insertUnownedGym(t, null, 'Club Del Aviso');
    const flor = await newPartner(t, 'Flor Avisos');
    let since = smtp.messages.length;
    const first = claimOf(await flor.client.post(claimUrl(gym), {}));
    expect((await admin.post(rejectUrl(first._id), { reason: 'Falta un documento' })).statusCode).toBe(200);
    const mail = await smtp.waitFor(flor.email, { since });
    expect(mail.subject).toBe(claimDecisionMailMessages.rejectedSubject('Club Del Aviso'));

    await switches(flor.client, flor.id, { sales: true, reviews: true, claims: false });
    since = smtp.messages.length;
    const second = claimOf(await flor.client.post(claimUrl(gym), {}));
    expect((await admin.post(approveUrl(second._id))).statusCode).toBe(200);
    await jobsDone(QUEUES.claimDecisionMail.name, 2);
    expect(mailsTo(flor.email, since)).toEqual([]);
  });
});
