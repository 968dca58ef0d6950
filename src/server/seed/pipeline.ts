/**
 * The clubs file through the open-data import pipeline (ADR 0025 "The seed"): the seed previews and
 * commits it like an administrator's upload (source {@link import('./index').SEED_SOURCE}, no
 * administrator), with the references the seed always used (`caba-clubes:<id>`) and its own reading
 * of each club (./clubs) in place of the generic one. The file's SHA-256 is kept in the import's
 * `file_name` (`caba_clubes.csv#sha256=<hex>`); when the last committed import of the source has the
 * same one, the pipeline is skipped, so starting the server again writes no `imports` row.
 * @module
 */
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, desc, eq } from 'drizzle-orm';
import type { ImportSourceInput } from '../../shared/contract/imports';
import type { Tx } from '../db/client';
import { imports } from '../db/schema-directory';
import { SOURCE_PREFIX, type ClubSeed } from './clubs';
import { commitImport, previewImport, upsertSource, type StagedGym } from '../modules/imports/index';

/** What the pipeline did for one seed run. */
export interface SeedImport {
  /** The import that carries the clubs now: this run's, or the last committed one when skipped. */
  id: string;
  /** False when the file's hash matched the last committed import and nothing was imported. */
  ran: boolean;
  /** The commit's counts (all 0 when skipped): gyms created, updated, and the other rows of the file. */
  created: number;
  updated: number;
  skipped: number;
}

/** What {@link importClubsFile} needs. */
export interface ClubsFileInput {
  /** The file's bytes, read once (also parsed by ./clubs for the demo layer). */
  bytes: Uint8Array;
  /** Base name of the file, e.g. `caba_clubes.csv`. */
  fileName: string;
  /** The file's clubs as ./clubs reads them, keyed into each row by `source_ref`. */
  clubs: readonly ClubSeed[];
  source: ImportSourceInput;
}

/**
 * The version of the seed's reading of the clubs (./clubs: title case, accents, addresses, services
 * rules). It is hashed with the file, so a change of that reading imports the file again, as a change of
 * the file does: raise it whenever the reading changes.
 */
export const SEED_READING_VERSION = 1;

/**
 * `<fileName>#sha256=<hex>`: the `imports.file_name` that identifies one version of the file as the seed
 * reads it (SHA-256 of {@link SEED_READING_VERSION} and the file's bytes).
 */
export function hashedFileName(fileName: string, bytes: Uint8Array): string {
  const hash = createHash('sha256').update(`seed-reading-v${SEED_READING_VERSION}\n`).update(bytes);
  return `${fileName}#sha256=${hash.digest('hex')}`;
}

/** The seed's reading of a club in place of the pipeline's (position, hours, time zone and country kept). */
function refineWith(clubs: readonly ClubSeed[]) {
  const byRef = new Map(clubs.map((c) => [c.sourceRef, c]));
  return (_record: unknown, sourceRef: string, gym: StagedGym): StagedGym => {
    const club = byRef.get(sourceRef);
    if (!club) return gym;
    return {
      ...gym,
      name: club.name,
      address: club.address,
      neighborhood: club.neighborhood,
      phone: club.phone,
      email: club.email,
      website: club.socialNetworks.website ?? null,
      facebook: club.socialNetworks.facebook ?? null,
      services: club.services,
    };
  };
}

/**
 * Imports the clubs file through previewImport + commitImport inside `tx`, unless its hash is the
 * last committed one's. Both steps open their own transaction on the handle they get; given `tx`
 * they become savepoints of the seed's transaction, so the seed's transaction-level advisory lock
 * (taken by the caller before this hash check) covers the check, the preview and the commit: two
 * seeds starting at once import once. The seed's possible duplicates are all created (the clubs are
 * the seed's own list), and the seed's gyms that are still demo are refreshed (`refreshDemo`).
 * @returns the import that carries the clubs and what it did
 * @throws AppError VALIDATION when the file cannot be read as a CSV with name and coordinate columns
 */
export async function importClubsFile(tx: Tx, input: ClubsFileInput): Promise<SeedImport> {
  const fileName = hashedFileName(input.fileName, input.bytes);
  const sourceId = await upsertSource(tx, input.source);
  const [last] = await tx
    .select({ id: imports.id, fileName: imports.fileName })
    .from(imports)
    .where(and(eq(imports.sourceId, sourceId), eq(imports.status, 'committed')))
    .orderBy(desc(imports.committedAt))
    .limit(1);
  if (last && last.fileName === fileName)
    return { id: last.id, ran: false, created: 0, updated: 0, skipped: 0 };

  const importId = await previewImport(tx, {
    adminId: null,
    format: 'csv',
    fileName,
    source: input.source,
    mapping: {},
    file: Readable.from([Buffer.from(input.bytes)]),
    refPrefix: SOURCE_PREFIX,
    refine: refineWith(input.clubs),
  });
  const [staged] = await tx
    .select({ duplicates: imports.duplicates })
    .from(imports)
    .where(eq(imports.id, importId));
  const result = await commitImport(tx, {
    importId,
    adminId: null,
    allowDuplicates: (staged?.duplicates ?? []).map((d) => d.row),
    refreshDemo: true,
  });
  return { id: importId, ran: true, ...result };
}
