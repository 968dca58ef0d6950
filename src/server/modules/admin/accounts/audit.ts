/**
 * Reading the administrators' audit log (`GET /api/admin/audit`; ADR 0018): filtered by actor, action,
 * target and instants, newest first, paged. Writing happens in each action's own transaction
 * (the audit module's `insertAuditEntry`).
 * @module
 */
import type { AuditQuery, AuditResponse } from '../../../../shared/contract/admin-audit';
import type { Database } from '../../../db/client';
import { iso, offsetOf, pageFields } from '../../paging';
import { selectAuditPage } from '../../audit/index';

/** A jsonb value as an object (drivers answer it parsed; a string is tolerated). */
function record(value: unknown): Record<string, unknown> | null {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : null;
}

/** One page of the audit log matching `query`. Call as an administrator. */
export async function readAuditLog(db: Database, query: AuditQuery): Promise<AuditResponse> {
  const page = await selectAuditPage(db, {
    actor: query.actor,
    action: query.action,
    targetType: query.targetType,
    target: query.target,
    from: query.from,
    to: query.to,
    limit: query.limit,
    offset: offsetOf(query),
  });
  return {
    entries: page.rows.map((row) => ({
      _id: row.id,
      at: iso(row.at),
      actor: { _id: row.actorId, email: row.actorEmail },
      action: row.action,
      target: { type: row.targetType, id: row.targetId },
      before: record(row.before),
      after: record(row.after),
    })),
    ...pageFields(page.total, query),
  };
}
