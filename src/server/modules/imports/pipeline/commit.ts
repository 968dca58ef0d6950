/**
 * The commit of a previewed import (ADR 0025 "Import"): its staged rows become gyms, in one
 * transaction, batch by batch. A row creates a gym (owner null, price null, `source_ref`, source,
 * creating import) or refreshes the gym with its `source_ref` while that gym has no owner (a partner's
 * gym is never overwritten) and only when a value differs, so re-importing the same file writes nothing.
 * Possible duplicates are left out unless the administrator accepted their row. Services are synced for
 * the gyms the import wrote; a written gym carries its open week (./write-gyms). The catalogue counters,
 * content version and search keys follow by their triggers (migrations 0003, 0011, 0038).
 * @module
 */
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { ImportResult } from '../../../../shared/contract/imports';
import { importMessages as m } from '../../../../shared/messages/imports';
import { AppError } from '../../../app-error';
import { anyOf } from '../../../db/array-params';
import type { Database, Tx } from '../../../db/client';
import { gyms, gymServices } from '../../../db/schema';
import { importRows, imports } from '../../../db/schema-directory';
import { SERVICE_NAMES } from '../text/services';
import type { StagedGym } from '../normalize/normalize';
import { STAGE_BATCH } from './preview';
import { insertLinks, upsertGyms, type GymWriteContext } from './write-gyms';
import { insertAuditEntry } from '../../audit/index';
import { upsertServices } from '../../../db/upsert';

/** What a commit needs. */
export interface CommitInput {
  importId: string;
  adminId: string | null;
  /** Row numbers of possible duplicates to create anyway. */
  allowDuplicates: readonly number[];
  onProgress?: (rowsDone: number) => void;
  /**
   * Also refresh the gyms of a demo owner whose values are still demo (`demo_values`, ADR 0002): the
   * seed's own gyms, which it gives demo owners after creating them (ADR 0025 "The seed"). Off for
   * administrators' imports, which only refresh gyms without an owner.
   */
  refreshDemo?: boolean;
}

/**
 * Commits a previewed import.
 * @returns gyms created, updated, and the rest of the file's rows (unchanged, owned by a partner,
 *   duplicates left out, skipped in the preview)
 * @throws AppError NOT_FOUND {@link m.notFound}; CONFLICT {@link m.notPreview} when already committed or undone
 */
export async function commitImport(db: Database, input: CommitInput): Promise<ImportResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: imports.status, rows: imports.rows, sourceId: imports.sourceId })
      .from(imports)
      .where(eq(imports.id, input.importId))
      .for('update');
    if (!row) throw new AppError('NOT_FOUND', m.notFound);
    if (row.status !== 'preview') throw new AppError('CONFLICT', m.notPreview);
    const { ids: serviceIds, searchKeys } = await upsertServices(tx, SERVICE_NAMES);
    const allowed = new Set(input.allowDuplicates);
    const refreshable = input.refreshDemo
      ? sql`(${gyms.ownerId} is null or ${gyms.demoValues})`
      : sql`${gyms.ownerId} is null`;
    const context: GymWriteContext = {
      importId: input.importId,
      sourceId: row.sourceId,
      refreshable,
      searchKeys,
      now: new Date(),
    };
    let created = 0;
    let updated = 0;
    let after = 0;
    for (;;) {
      const batch = await tx
        .select({
          row: importRows.row,
          sourceRef: importRows.sourceRef,
          data: importRows.data,
          duplicateOf: importRows.duplicateOf,
        })
        .from(importRows)
        .where(and(eq(importRows.importId, input.importId), gt(importRows.row, after)))
        .orderBy(asc(importRows.row))
        .limit(STAGE_BATCH);
      if (batch.length === 0) break;
      after = batch[batch.length - 1]?.row ?? after;
      const wanted = batch.filter((r) => r.duplicateOf === null || allowed.has(r.row));
      const counts = await writeBatch(tx, wanted, serviceIds, context);
      created += counts.created;
      updated += counts.updated;
      input.onProgress?.(after);
    }
    const result = { created, updated, skipped: row.rows - created - updated };
    await tx
      .update(imports)
      .set({ status: 'committed', committedAt: sql`now()`, result })
      .where(eq(imports.id, input.importId));
    if (input.adminId)
      await insertAuditEntry(tx, {
        actorId: input.adminId,
        action: 'import.commit',
        targetType: 'import',
        targetId: input.importId,
        before: { status: 'preview' },
        after: { status: 'committed', ...result, allowDuplicates: [...allowed] },
      });
    return result;
  });
}

/** Writes one batch of rows; returns how many gyms it created and updated. */
async function writeBatch(
  tx: Tx,
  batch: readonly { sourceRef: string; data: Record<string, unknown> }[],
  serviceIds: ReadonlyMap<string, string>,
  context: GymWriteContext,
): Promise<{ created: number; updated: number }> {
  if (batch.length === 0) return { created: 0, updated: 0 };
  const rows = batch.map((r) => ({ sourceRef: r.sourceRef, gym: r.data as unknown as StagedGym }));
  const refs = rows.map((r) => r.sourceRef);
  const before = await tx
    .select({ ref: gyms.sourceRef })
    .from(gyms)
    .where(anyOf(gyms.sourceRef, refs, 'text'));
  const known = new Set(before.map((r) => r.ref));
  const changed = await upsertGyms(tx, rows, context);
  const createdRefs = new Set(changed.filter((r) => !known.has(r.ref)).map((r) => r.ref));
  const updatedIds = new Set(changed.filter((r) => known.has(r.ref)).map((r) => r.id));

  // Services of every refreshable gym of the batch: exactly the mapped ones.
  const mine = await tx
    .select({ id: gyms.id, ref: gyms.sourceRef })
    .from(gyms)
    .where(and(anyOf(gyms.sourceRef, refs, 'text'), context.refreshable));
  const servicesByRef = new Map(rows.map((r) => [r.sourceRef, r.gym.services]));
  const refById = new Map(mine.map((g) => [g.id, g.ref]));
  for (const id of await syncServices(tx, mine, servicesByRef, serviceIds)) {
    const ref = refById.get(id);
    if (ref && !createdRefs.has(ref)) updatedIds.add(id);
  }
  return { created: createdRefs.size, updated: updatedIds.size };
}

/**
 * Makes the service links of `gymList` exactly those of their rows.
 * @returns ids of the gyms whose links changed
 */
async function syncServices(
  tx: Tx,
  gymList: readonly { id: string; ref: string | null }[],
  servicesByRef: ReadonlyMap<string, readonly string[]>,
  serviceIds: ReadonlyMap<string, string>,
): Promise<Set<string>> {
  const touched = new Set<string>();
  if (gymList.length === 0) return touched;
  const ids = gymList.map((g) => g.id);
  const existing = await tx
    .select({ id: gymServices.id, gymId: gymServices.gymId, serviceId: gymServices.serviceId })
    .from(gymServices)
    .where(anyOf(gymServices.gymId, ids, 'uuid'));
  const wanted = new Map<string, { gymId: string; serviceId: string }>();
  for (const gym of gymList) {
    for (const name of servicesByRef.get(gym.ref ?? '') ?? []) {
      const serviceId = serviceIds.get(name);
      if (serviceId) wanted.set(`${gym.id}|${serviceId}`, { gymId: gym.id, serviceId });
    }
  }
  const have = new Set(existing.map((l) => `${l.gymId}|${l.serviceId}`));
  const stale = existing.filter((l) => !wanted.has(`${l.gymId}|${l.serviceId}`));
  const missing = [...wanted].filter(([key]) => !have.has(key)).map(([, link]) => link);
  if (stale.length)
    await tx.delete(gymServices).where(
      anyOf(
        gymServices.id,
        stale.map((l) => l.id),
        'uuid',
      ),
    );
  await insertLinks(tx, missing);
  for (const l of stale) touched.add(l.gymId);
  for (const l of missing) touched.add(l.gymId);
  return touched;
}
