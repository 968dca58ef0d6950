/**
 * The real-data seed: the 290 Buenos Aires clubs of `data/seed/caba_clubes.csv` (CC BY 2.5 AR,
 * data/seed/SOURCE.md) become gyms through the open-data import pipeline (./pipeline, ADR 0025 "The
 * seed"), then the demo layer on top, by `source_ref`: a demo price each, services, demo timetables,
 * demo reviews by demo members and a demo month of Pase BuscaGym (ADR 0004, 0022, 0024, 0045;
 * docs/architecture.md §5), and a demo owner for the first
 * {@link DEMO_OWNED_CLUBS} clubs only: the others stay without owner, to be claimed (ADR 0037).
 * Idempotent and fast: one transaction, batch upserts that skip unchanged rows, and the pipeline is
 * skipped while the file's hash is the last committed import's.
 * @module
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { serverMessages } from '../../shared/messages';
import type { Database } from '../db/client';
import { DEFAULT_CSV_PATH, DEMO_OWNED_CLUBS, parseClubs } from './clubs';
import { importClubsFile, type SeedImport } from './pipeline';
import { seedDemoCredits, type DemoCreditCounts } from './demo-credits';
import { seedDemoReviews, type DemoReviewCounts } from './demo-reviews';
import { seedDemoTimetables, type TimetableCounts } from './timetable';
import { applyDemoGyms, releaseDemoGyms, syncGymServices, upsertOwners, type GymCounts } from './write';
import { upsertServices, type UpsertCounts } from '../db/upsert';
import { SERVICE_NAMES } from '../modules/imports/index';

export { DEFAULT_CSV_PATH, DEMO_OWNED_CLUBS, DEMO_OWNER_DOMAIN, SOURCE_PREFIX } from './clubs';
export type { SeedImport } from './pipeline';
export { SERVICE_NAMES, type ServiceName } from '../modules/imports/index';

/** Options of {@link seedDatabase}. */
export interface SeedOptions {
  /** The clubs file to import (default: the committed `data/seed/caba_clubes.csv`). */
  csvPath?: string;
  /** Receives the one-line summary (Spanish, for the console); nothing is logged without it. */
  log?: (msg: string) => void;
  /**
   * Demo mode (ADR 0025 "Demo values in demo mode only"; default true): write the demo layer (owners,
   * prices, timetables, reviews). False imports the clubs as open data only (no price, no owner) and
   * releases the gyms an earlier demo run still holds (see {@link releaseDemoGyms}).
   */
  demo?: boolean;
}

const NO_LINKS = { inserted: 0, deleted: 0, total: 0 };
const NO_TIMETABLE: TimetableCounts = { gyms: 0, classes: 0, sessions: 0 };
const NO_REVIEWS: DemoReviewCounts = { members: 0, gyms: 0, reviews: 0 };
const NO_CREDITS: DemoCreditCounts = {
  plans: 0,
  gyms: 0,
  classes: 0,
  sessions: 0,
  members: 0,
  visits: 0,
  bookings: 0,
};

/** What one seed run did. A second run on the same data reports only `unchanged` rows and `changed: false`. */
export interface SeedReport {
  /**
   * The import of the clubs file (ADR 0025): `ran` false when the file's hash matched the last
   * committed import's and the pipeline was skipped; else the commit's gyms created and updated.
   */
  import: SeedImport;
  /**
   * One gym per club, keyed by `source_ref` = `caba-clubes:<id>`; gyms a real owner edited are left
   * alone. `inserted` = gyms the pipeline created this run; `updated` = the pipeline's updates plus the
   * gyms whose demo layer (owner, demo price) changed (a gym changed by both counts twice).
   */
  gyms: GymCounts;
  /** Demo owner accounts (`users` + `partners`), one per club. */
  owners: UpsertCounts;
  /** The service vocabulary: names added by this run, and its size. */
  services: { inserted: number; total: number };
  /** Gym↔service links of the gyms the seed owns: added, removed, and how many there are now. */
  gymServices: { inserted: number; deleted: number; total: number };
  /**
   * Clubs read from the file; `skipped` lacked id, name or coordinates. `withActivities` list
   * activities; `mappedToService` is how many of those got at least one service (the coverage that
   * ADR 0004 "Services" reports).
   */
  clubs: { total: number; skipped: number; withActivities: number; mappedToService: number };
  /**
   * The demo timetable (ADR 0022): chosen demo gyms given one by this run, their classes, and the
   * demo classes' session rows written up to the horizon.
   */
  timetable: TimetableCounts;
  /**
   * Demo reviews (ADR 0024): demo member accounts created by this run, demo gyms given reviews and the
   * reviews written (each over a demo order, pass and visit); 0 once every demo gym has its reviews.
   */
  reviews: DemoReviewCounts;
  /**
   * The demo month of Pase BuscaGym (ADR 0045, ./demo-credits): plans made, demo-owned gyms opted in,
   * their demo classes and sessions, and the demo members whose month of visits and class bookings was
   * written (the Buenos Aires month before the run); 0 once they have it.
   */
  credits: DemoCreditCounts;
  /** True when any row was inserted, updated or deleted. */
  changed: boolean;
  /** Wall time of the whole seed (read, parse, write), ms. */
  durationMs: number;
}

/**
 * The data source of the clubs (data/seed/SOURCE.md): every seeded gym names it, and the gym page shows
 * its attribution (ADR 0025 "Sources").
 */
export const SEED_SOURCE = {
  name: 'Clubes de Barrio — Buenos Aires Ciudad',
  licence: 'CC BY 2.5 AR',
  attribution:
    'Fuente: Gobierno de la Ciudad Autónoma de Buenos Aires – Buenos Aires Data (data.buenosaires.gob.ar), CC BY 2.5 AR.',
  url: 'https://data.buenosaires.gob.ar/dataset/clubes',
};

/**
 * Key of the transaction-level advisory lock that serialises concurrent seeds (several API processes
 * starting at once). The whole seed, the import pipeline's preview and commit included (savepoints of
 * the seed's transaction), runs under it, and it is taken before the file-hash check.
 */
const SEED_LOCK = sql`hashtext('buscagym:seed:caba-clubes')`;

/**
 * Imports the clubs file into `db` (already migrated). Safe to run on every start: rows that are
 * already up to date are not written, so `updated_at` only moves when a value really changes, and
 * the import pipeline runs only for a version of the file not yet committed (./pipeline).
 * One transaction: it takes {@link SEED_LOCK} (transaction-level, released at commit or rollback)
 * first, then checks the file's hash, previews and commits through the pipeline (whose own
 * transactions become savepoints of this one) and writes the demo layer, so a second seed waiting on
 * the lock sees the committed import and skips the pipeline instead of importing twice.
 * @returns what was inserted, updated and left alone, and the service-mapping coverage
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const csvPath = options.csvPath ?? DEFAULT_CSV_PATH;
  const bytes = await readFile(csvPath);
  const { clubs, skipped } = parseClubs(bytes);
  const withActivities = clubs.filter((c) => c.hasActivities);

  const written = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const services = await upsertServices(tx, SERVICE_NAMES);
    const imported = await importClubsFile(tx, {
      bytes,
      fileName: path.basename(csvPath),
      clubs,
      source: SEED_SOURCE,
    });
    if (options.demo === false) {
      const released = await releaseDemoGyms(tx, clubs);
      const gyms: GymCounts = {
        ...released,
        inserted: imported.created,
        updated: imported.updated + released.updated,
        unchanged: Math.max(0, released.unchanged - imported.created - imported.updated),
      };
      const none = { inserted: 0, updated: 0, unchanged: 0 };
      return {
        imported,
        services,
        owners: none,
        gyms,
        links: NO_LINKS,
        timetable: NO_TIMETABLE,
        reviews: NO_REVIEWS,
        credits: NO_CREDITS,
      };
    }
    const owners = await upsertOwners(tx, clubs.slice(0, DEMO_OWNED_CLUBS));
    const demo = await applyDemoGyms(tx, clubs, owners.ids, imported.id);
    const gyms: GymCounts = {
      ...demo.counts,
      inserted: imported.created,
      updated: imported.updated + demo.counts.updated,
      unchanged: Math.max(
        0,
        demo.counts.unchanged + demo.counts.inserted - imported.created - imported.updated,
      ),
    };
    const links = await syncGymServices(tx, clubs, demo.ids, services.ids);
    const refs = clubs.map((c) => c.sourceRef);
    const timetable = await seedDemoTimetables(tx, refs, demo.ids);
    const reviews = await seedDemoReviews(tx, demo.ids);
    const ownedRefs = clubs.slice(0, DEMO_OWNED_CLUBS).map((c) => c.sourceRef);
    const credits = await seedDemoCredits(tx, ownedRefs, demo.ids);
    return { imported, services, owners: owners.counts, gyms, links, timetable, reviews, credits };
  });

  const report: SeedReport = {
    import: written.imported,
    gyms: written.gyms,
    owners: written.owners,
    services: { inserted: written.services.inserted, total: written.services.ids.size },
    gymServices: written.links,
    timetable: written.timetable,
    reviews: written.reviews,
    credits: written.credits,
    clubs: {
      total: clubs.length,
      skipped,
      withActivities: withActivities.length,
      mappedToService: withActivities.filter((c) => c.services.length > 0).length,
    },
    changed:
      written.imported.ran ||
      written.gyms.inserted +
        written.gyms.updated +
        written.owners.inserted +
        written.owners.updated +
        written.services.inserted +
        written.links.inserted +
        written.links.deleted +
        written.timetable.classes +
        written.timetable.sessions +
        written.reviews.members +
        written.reviews.reviews +
        Object.values(written.credits).reduce((sum, n) => sum + n, 0) >
        0,
    durationMs: Math.round(performance.now() - started),
  };
  options.log?.(formatSeedReport(report));
  return report;
}

/** The report as one Spanish console line (src/shared/messages/index.ts `serverMessages.seedReport`). */
export function formatSeedReport(report: SeedReport): string {
  return serverMessages.seedReport(report);
}
