// What others do with a review (ADR 0024): the gym's partner answers once, edits or removes the answer,
// and can report but never hide; anyone signed in reports with a reason; an administrator hides a
// reported review with a reason — audited, its author mailed, and the gym's average moves — or keeps it.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportQueueResponse } from '../../../src/shared/contract/reviews';
import { reviewHiddenMailMessages, reviewMessages as m } from '../../../src/shared/messages/reviews';
import { QUEUES } from '../../../src/server/plugins/jobs';
import { createAccount, sessionFor, type Client } from '../account/helpers';
import type { TestSmtp } from '../account/smtp';
import { buildCommerceAppWithMail, GYM_A, rowsOf, signedIn, type CommerceTestApp } from '../commerce/helpers';
import {
  decisionUrl,
  gymFigures,
  listOf,
  QUEUE_URL,
  recordVisit,
  replyUrl,
  reportUrl,
  reviewOf,
  reviewsUrl,
} from './helpers';

let t: CommerceTestApp;
let smtp: TestSmtp;
let partnerA: Client;
let partnerB: Client;
let admin: Client;
beforeAll(async () => {
  ({ t, smtp } = await buildCommerceAppWithMail());
  partnerA = await sessionFor(t, t.partnerA);
  partnerB = await sessionFor(t, t.partnerB);
  admin = (await signedIn(t, 'admin', 'Admin Reseñas')).client;
});
afterAll(async () => t?.close());

/** A review of gym A by a new member who visited it; @returns the review id, the author and its e-mail. */
async function reviewed(rating: number, name = 'Ana García') {
  const email = `autor-${randomUUID()}@example.com`;
  const id = await createAccount(t.handle, { email, password: null, name });
  await recordVisit(t, id);
  const client = await sessionFor(t, id);
  const res = await client.post(reviewsUrl(), { rating, text: 'Texto de la reseña' });
  expect(res.statusCode).toBe(201);
  return { reviewId: reviewOf(res)._id, client, email };
}

describe("the partner's answer", () => {
  it("is written once by the gym's partner, then edited, then removed; another partner gets 403", async () => {
    const { reviewId } = await reviewed(2);
    const other = await partnerB.put(replyUrl(reviewId), { text: 'No es mi gimnasio' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe(m.notYourGym);

    const first = await partnerA.put(replyUrl(reviewId), { text: 'Gracias, lo vamos a mejorar.' });
    expect(first.statusCode).toBe(200);
    expect(reviewOf(first).reply).toMatchObject({ text: 'Gracias, lo vamos a mejorar.', editedAt: null });
    const edited = await partnerA.put(replyUrl(reviewId), { text: 'Ya cambiamos los horarios.' });
    expect(reviewOf(edited).reply?.editedAt).not.toBeNull();
    const shown = (await listOf(partnerB)).reviews.find((r) => r._id === reviewId);
    expect(shown?.reply?.text).toBe('Ya cambiamos los horarios.');

    expect((await partnerA.delete(replyUrl(reviewId))).statusCode).toBe(200);
    expect((await listOf(partnerB)).reviews.find((r) => r._id === reviewId)?.reply).toBeNull();
    expect((await partnerA.delete(replyUrl(reviewId))).statusCode).toBe(404);
    const blank = await partnerA.put(replyUrl(reviewId), { text: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe(m.reply);
  });

  it('gives the partner no way to hide or delete a review', async () => {
    const { reviewId } = await reviewed(1);
    expect(
      (await partnerA.post(decisionUrl(reviewId), { decision: 'hide', reason: 'No me gusta' })).statusCode,
    ).toBe(403);
    expect((await partnerA.delete(`/api/gyms/${GYM_A}/reviews/mine`)).statusCode).toBe(403);
    expect((await listOf(partnerA)).reviews.some((r) => r._id === reviewId)).toBe(true);
  });
});

describe('reports and the administrators', () => {
  it('report → queue → hide: the review leaves list and average, audited, the author mailed', async () => {
    const keep = await reviewed(5, 'Carlos Pérez');
    const bad = await reviewed(1, 'Diego Ruiz');
    const before = await gymFigures(t);

    expect((await bad.client.post(reportUrl(bad.reviewId), { reason: 'Me denuncio' })).statusCode).toBe(403);
    const report = await partnerA.post(reportUrl(bad.reviewId), { reason: 'Insulta al personal' });
    expect(report.statusCode).toBe(201);
    const again = await partnerA.post(reportUrl(bad.reviewId), { reason: 'Insulta al personal' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(m.alreadyReported);
    expect((await partnerA.post(reportUrl(bad.reviewId), { reason: 'x' })).statusCode).toBe(400);

    const member = (await signedIn(t, 'user', 'Otro Socio')).client;
    expect((await member.get(QUEUE_URL)).statusCode).toBe(403);
    const queue = (await admin.get(QUEUE_URL)).json<ReportQueueResponse>();
    const queued = queue.reviews.find((q) => q.review._id === bad.reviewId);
    expect(queued?.reports.map((r) => r.reason)).toEqual(['Insulta al personal']);

    const since = smtp.messages.length;
    const hidden = await admin.post(decisionUrl(bad.reviewId), {
      decision: 'hide',
      reason: 'Lenguaje ofensivo',
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toEqual({ decision: 'hide', closedReports: 1 });
    const after = await gymFigures(t);
    expect(after).toMatchObject({ count: (before?.count ?? 0) - 1, sum: (before?.sum ?? 0) - 1 });
    const list = await listOf(member);
    expect(list.reviews.some((r) => r._id === bad.reviewId)).toBe(false);
    expect(list.reviews.some((r) => r._id === keep.reviewId)).toBe(true);
    expect(list.average).toBe(Math.round(((after?.sum ?? 0) / (after?.count ?? 1)) * 10) / 10);

    const [audit] = await rowsOf<{ action: string; targetType: string; after: { reason: string } }>(
      t,
      sql`select action, target_type as "targetType", after from admin_audit_log
           where target_id = ${bad.reviewId} order by at desc limit 1`,
    );
    expect(audit).toMatchObject({
      action: 'review.hide',
      targetType: 'review',
      after: { reason: 'Lenguaje ofensivo' },
    });
    const mail = await smtp.waitFor(bad.email, { since });
    expect(mail.subject).toBe(reviewHiddenMailMessages.subject);
    expect(mail.text).toContain('Lenguaje ofensivo');
    expect((await admin.post(decisionUrl(bad.reviewId), { decision: 'keep' })).statusCode).toBe(409);
    expect((await member.post(reportUrl(bad.reviewId), { reason: 'Ya no se ve' })).statusCode).toBe(404);
  });

  it('keep closes the reports, leaves the review and its figures, and is audited', async () => {
    const fine = await reviewed(4, 'Elsa Gómez');
    await partnerA.post(reportUrl(fine.reviewId), { reason: 'No estoy de acuerdo' });
    const before = await gymFigures(t);
    const kept = await admin.post(decisionUrl(fine.reviewId), { decision: 'keep' });
    expect(kept.json()).toEqual({ decision: 'keep', closedReports: 1 });
    expect(await gymFigures(t)).toEqual(before);
    const queue = (await admin.get(QUEUE_URL)).json<ReportQueueResponse>();
    expect(queue.reviews.some((q) => q.review._id === fine.reviewId)).toBe(false);
    const [{ n } = { n: 0 }] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from admin_audit_log where target_id = ${fine.reviewId} and action = 'review.keep'`,
    );
    expect(n).toBe(1);
    const bad = await admin.post(decisionUrl(fine.reviewId), { decision: 'hide' });
    expect(bad.statusCode).toBe(400);
  });

  it('queues the hidden-review mail in the decision’s transaction', async () => {
    const [row] = await rowsOf<{ n: number }>(
      t,
      sql`select count(*)::int as n from pgboss.job where name = ${QUEUES.reviewHiddenMail.name}`,
    );
    expect(row?.n).toBe(1);
  });
});
