// The receipt mail tells the time of the payment on the 24-hour clock the screens use ("21:24", never
// "9:24 p. m."), in Buenos Aires (shared/domain/dates).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localDayAndTime } from '../../../src/shared/domain/dates';
import type { TestSmtp } from '../account/smtp';
import { buyWithDemo, mailWithSubject } from '../refunds/helpers';
import { buildCommerceAppWithMail, rowsOf, signedIn, YOGA, type CommerceTestApp } from './helpers';

let t: CommerceTestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  ({ t, smtp } = await buildCommerceAppWithMail());
});
afterAll(async () => t?.close());

describe('the receipt mail', () => {
  it('says the hour of the payment on the 24-hour clock', async () => {
    const member = await signedIn(t, 'user', 'Lucía Gómez');
    const order = await buyWithDemo(member.client, [{ action: 'add', id: YOGA }]);
    const [row] = await rowsOf<{ email: string; paidAt: string }>(
      t,
      sql`select buyer_email as email, paid_at as "paidAt" from orders where id = ${order._id}::uuid`,
    );
    const mail = await mailWithSubject(smtp, row!.email, `Tu compra ${order.reference} en BuscaGym`);
    const [day, time] = localDayAndTime(new Date(row!.paidAt), 'America/Argentina/Buenos_Aires', 'es-AR');
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    expect(mail.text).toContain(`${day}, ${time}`);
    expect(mail.text).not.toMatch(/\d [ap]\.\s?m\./);
  });
});
