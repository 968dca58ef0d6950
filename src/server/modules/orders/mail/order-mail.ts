/**
 * The job handler of a mail about a record of an order (a refund, a withdrawal request), queued in the
 * transaction that wrote the record (docs/architecture.md §5 outbox), in the buyer's language (`users.locale`,
 * else es-AR; ADR 0055). Delivery is at least once (pg-boss retries a failed send).
 * @module
 */
import type { Database } from '../../../db/client';
import type { MailMessage, Mailer } from '../../../plugins/mail';
import { withLocale } from '../../../plugins/locale';
import { findBuyer, findOrder, type OrderRow } from '../store/queries';

/**
 * A job handler `(db, mailer, data)` that finds the record named by the job's `data` with `find`, then
 * its order, and mails `mail(record, order)`; nothing when either no longer exists.
 * The handler throws the mailer's error (pg-boss retries the job with back-off).
 */
export const orderMailJob =
  <R extends { orderId: string }>(
    find: (db: Database, data: Record<string, unknown>) => Promise<R | null>,
    mail: (record: R, order: OrderRow) => MailMessage,
  ) =>
  async (db: Database, mailer: Mailer, data: Record<string, unknown>): Promise<void> => {
    const record = await find(db, data);
    const order = record && (await findOrder(db, { orderId: record.orderId }));
    if (!record || !order) return;
    const buyer = order.userId ? await findBuyer(db, order.userId) : null;
    await withLocale(buyer?.locale, () => mailer.send(mail(record, order)));
  };
