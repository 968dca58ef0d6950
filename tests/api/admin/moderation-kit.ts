/**
 * Harness of the gym moderation API tests (ADR 0018 "Moderation"): the commerce shop (partner A on
 * Premium with gym A published and an inactive gym, partner B on Gratis with gym B) on an app that mails
 * through a real SMTP test server, an administrator and a member, the calls' URLs and direct reads.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AdminGym } from '../../../src/shared/contract/admin-moderation';
import { buildAccountApp, createAccount, sessionFor, type Client } from '../account/helpers';
import { startSmtp, type ReceivedMail, type TestSmtp } from '../account/smtp';
import { insertShop, rowsOf, type CommerceTestApp } from '../commerce/helpers';
import { openTestDatabase } from '../helpers/app';

export const MOD = {
  gyms: '/api/admin/gyms',
  unpublish: (id: string) => `/api/admin/gyms/${id}/unpublish`,
  publish: (id: string) => `/api/admin/gyms/${id}/publish`,
  mine: (userId: string) => `/api/partner/gyms/mygyms/${userId}`,
  update: '/api/partner/gyms/gymsupdate',
  byId: (id: string) => `/api/partner/gyms/gymbyid/${id}`,
};

/** The app, its mailbox and the accounts of the tests. */
export interface ModerationTestApp extends CommerceTestApp {
  smtp: TestSmtp;
  admin: Client;
  adminId: string;
  adminEmail: string;
  member: Client;
  partnerAEmail: string;
  partnerBEmail: string;
}

/** Builds the app on a fresh database with the shop; `close()` closes the app, database and SMTP server. */
export async function buildModerationApp(): Promise<ModerationTestApp> {
  const smtp = await startSmtp();
  const handle = await openTestDatabase();
  const shop = await insertShop(handle);
  const built = await buildAccountApp({ handle, config: { smtpUrl: smtp.url } });
  const t = { ...built, ...shop };
  const adminEmail = `admin-${randomUUID()}@example.com`;
  const adminId = await createAccount(handle, { email: adminEmail, type: 'admin', name: 'Admin Uno' });
  const memberId = await createAccount(handle, { email: `socio-${randomUUID()}@example.com` });
  const emails = await rowsOf<{ id: string; email: string }>(
    t,
    sql`select id, email from users where id in (${shop.partnerA}::uuid, ${shop.partnerB}::uuid)`,
  );
  const emailOf = (id: string) => emails.find((e) => e.id === id)?.email ?? '';
  return {
    ...t,
    smtp,
    admin: await sessionFor(t, adminId),
    adminId,
    adminEmail,
    member: await sessionFor(t, memberId),
    partnerAEmail: emailOf(shop.partnerA),
    partnerBEmail: emailOf(shop.partnerB),
    close: async () => {
      await built.close();
      await handle.close();
      await smtp.close();
    },
  };
}

/** The first mail to `to` with `subject` (waits up to 10 s: it leaves through the job outbox). */
export async function mailWith(smtp: TestSmtp, to: string, subject: string): Promise<ReceivedMail> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    const found = smtp.messages.find((m) => m.to.includes(to.toLowerCase()) && m.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no mail "${subject}" to ${to}`);
}

/** A gym's publication columns, straight from the table. */
export async function gymRow(t: CommerceTestApp, id: string) {
  const [row] = await rowsOf<{
    active: boolean;
    reason: string | null;
    moderated: boolean;
    planHeld: boolean;
    lockHeld: boolean;
  }>(
    t,
    sql`select gym_active as active, moderation_reason as reason, moderated_at is not null as moderated,
               plan_held_at is not null as "planHeld", lock_held_at is not null as "lockHeld"
          from gyms where id = ${id}::uuid`,
  );
  return row;
}

/** Unpublishes gym `id` as the administrator, expecting 200; answers the gym. */
export async function unpublish(t: ModerationTestApp, id: string, reason: string): Promise<AdminGym> {
  const res = await t.admin.post(MOD.unpublish(id), { reason });
  if (res.statusCode !== 200) throw new Error(`unpublish ${id}: ${res.statusCode} ${res.body}`);
  return res.json<{ gym: AdminGym }>().gym;
}

/** The audit entries about gym `id`, oldest first. */
export const gymAudit = (t: CommerceTestApp, id: string) =>
  rowsOf<{ action: string; actor_email: string; before: unknown; after: unknown }>(
    t,
    sql`select action, actor_email, before, after from admin_audit_log
         where target_type = 'gym' and target_id = ${id} order by id`,
  );
