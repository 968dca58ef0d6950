/**
 * The undo of a committed import (ADR 0025 "Import"): removes the gyms the import created that nobody
 * has claimed (owner null, no open claim) nor edited since its commit (`updated_at` ≤ `committed_at`;
 * a later import that refreshed one counts as an edit). The others are kept. The instants compare in SQL
 * (microseconds; a JavaScript Date would cut them to milliseconds).
 * @module
 */
import { eq, sql } from 'drizzle-orm';
import type { ImportUndoResponse } from '../../../../shared/contract/imports';
import { importMessages as m } from '../../../../shared/messages/imports';
import { AppError } from '../../../app-error';
import type { Database } from '../../../db/client';
import { imports } from '../../../db/schema-directory';
import { rows } from '../../../db/sql';
import { insertAuditEntry } from '../../audit/index';

/**
 * Undoes a committed import.
 * @returns gyms removed and kept
 * @throws AppError NOT_FOUND {@link m.notFound}; CONFLICT {@link m.notCommitted}
 */
export async function undoImport(
  db: Database,
  importId: string,
  adminId: string | null,
): Promise<ImportUndoResponse> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: imports.status, committedAt: imports.committedAt })
      .from(imports)
      .where(eq(imports.id, importId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', m.notFound);
    if (row.status !== 'committed' || !row.committedAt) throw new AppError('CONFLICT', m.notCommitted);
    const removed = await rows<{ id: string }>(
      tx,
      sql`delete from gyms g
           where g.import_id = ${importId}::uuid and g.owner_id is null and g.updated_at <= (select i.committed_at from imports i where i.id = ${importId}::uuid)
             and not exists (select 1 from gym_claims c where c.gym_id = g.id and c.status in ('code_sent', 'pending'))
          returning g.id`,
    );
    const [left] = await rows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from gyms where import_id = ${importId}::uuid`,
    );
    const result = { removed: removed.length, kept: left?.n ?? 0 };
    await tx
      .update(imports)
      .set({ status: 'undone', undoneAt: sql`now()` })
      .where(eq(imports.id, importId));
    if (adminId)
      await insertAuditEntry(tx, {
        actorId: adminId,
        action: 'import.undo',
        targetType: 'import',
        targetId: importId,
        before: { status: 'committed' },
        after: { status: 'undone', ...result },
      });
    return result;
  });
}
