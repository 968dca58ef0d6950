/**
 * Harness of the withdrawal API tests (ADR 0027; ADR 0056): the public withdrawal call, a member's paid
 * order with the buyer's e-mail, and the commerce shop with a real SMTP server and a clock the tests
 * move. Builds on tests/api/commerce/helpers (the shop) and tests/api/refunds/helpers (paying).
 * @module
 */
import { sql } from 'drizzle-orm';
import type { Order } from '../../../src/shared/contract/orders';
import type { TestSmtp } from '../account/smtp';
import { buildCommerceAppWithMail, rowsOf, signedIn, type CommerceTestApp } from '../commerce/helpers';
import { buyWithDemo } from '../refunds/helpers';

/** `POST /api/withdrawals` from `address` (each address has its own rate limit), with `headers`. */
export const withdraw = (
  t: CommerceTestApp,
  body: object,
  { address = '127.0.0.1', headers = {} }: { address?: string; headers?: Record<string, string> } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/withdrawals',
    payload: body,
    headers: { 'content-type': 'application/json', ...headers },
    remoteAddress: address,
  });

/** A new member's paid order of `actions` (demo provider), the member and the member's e-mail. */
export async function purchase(
  t: CommerceTestApp,
  actions: object[],
): Promise<{ order: Order; member: Awaited<ReturnType<typeof signedIn>>; email: string }> {
  const member = await signedIn(t);
  const order = await buyWithDemo(member.client, actions);
  const [row] = await rowsOf<{ email: string }>(
    t,
    sql`select email from users where id = ${member.id}::uuid`,
  );
  return { order, member, email: row!.email };
}

/** The app's clock: `at` when set, else the system clock. */
export interface TestClock {
  at: Date | null;
}

/**
 * The commerce shop on a fresh database whose mails go to a real SMTP server and whose clock is
 * `clock` (the withdrawal's term is measured with it). `close()` closes app, database and server.
 */
export async function buildWithdrawalApp(): Promise<{
  t: CommerceTestApp;
  smtp: TestSmtp;
  clock: TestClock;
}> {
  const clock: TestClock = { at: null };
  const { t, smtp } = await buildCommerceAppWithMail(() => clock.at ?? new Date());
  return { t, smtp, clock };
}
