/**
 * SQL of the administrators' audit log (`admin_audit_log`, append-only by trigger; ADR 0018). Entries
 * are written with the transaction of the action they record, so a rolled-back action leaves none.
 * @module
 */
import { type SQL, sql } from 'drizzle-orm';
import type { AdminAction, AuditTargetType } from '../../../shared/constants/admin';
import type { Database } from '../../db/client';
import { rows, isoSql } from '../../db/sql';

/** A new audit entry. The actor's e-mail is the one it has at the time. */
export interface NewAuditEntry {
  actorId: string;
  action: AdminAction;
  targetType: AuditTargetType;
  targetId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Appends `entry`; the actor's e-mail is read in the same statement. */
export async function insertAuditEntry(db: Database, entry: NewAuditEntry): Promise<void> {
  const json = (value: Record<string, unknown> | null): SQL =>
    value === null ? sql`null` : sql`${JSON.stringify(value)}::jsonb`;
  await db.execute(
    sql`insert into admin_audit_log (actor_id, actor_email, action, target_type, target_id, before, after)
        select u.id, u.email, ${entry.action}, ${entry.targetType}, ${entry.targetId}, ${json(entry.before)}, ${json(entry.after)}
          from users u where u.id = ${entry.actorId}::uuid`,
  );
}

/** Filters of the audit log. Instants are ISO 8601. */
export interface AuditWhere {
  actor?: string | undefined;
  action?: AdminAction | undefined;
  targetType?: AuditTargetType | undefined;
  target?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  limit: number;
  offset: number;
}

/** An audit entry as read. */
export interface AuditRow {
  id: string;
  at: string;
  actorId: string;
  actorEmail: string;
  action: AdminAction;
  targetType: AuditTargetType;
  targetId: string;
  before: unknown;
  after: unknown;
}

function auditFilter(where: AuditWhere): SQL {
  const parts: SQL[] = [sql`true`];
  if (where.actor) parts.push(sql`a.actor_id = ${where.actor}::uuid`);
  if (where.action) parts.push(sql`a.action = ${where.action}`);
  if (where.targetType) parts.push(sql`a.target_type = ${where.targetType}`);
  if (where.target) parts.push(sql`a.target_id = ${where.target}`);
  if (where.from) parts.push(sql`a.at >= ${where.from}::timestamptz`);
  if (where.to) parts.push(sql`a.at <= ${where.to}::timestamptz`);
  return sql.join(parts, sql` and `);
}

/** One page of entries, newest first, and how many match. */
export async function selectAuditPage(
  db: Database,
  where: AuditWhere,
): Promise<{ rows: AuditRow[]; total: number }> {
  const [list, [count]] = await Promise.all([
    rows<AuditRow>(
      db,
      sql`select a.id::text as id, ${isoSql(sql`a.at`)} as at, a.actor_id as "actorId", a.actor_email as "actorEmail",
                 a.action, a.target_type as "targetType", a.target_id as "targetId", a.before, a.after
            from admin_audit_log a where ${auditFilter(where)}
           order by a.at desc, a.id desc limit ${where.limit} offset ${where.offset}`,
    ),
    rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from admin_audit_log a where ${auditFilter(where)}`,
    ),
  ]);
  return { rows: list, total: count?.n ?? 0 };
}
