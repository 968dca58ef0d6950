/**
 * The real-data seed: the 290 Buenos Aires clubs of `data/seed/caba_clubes.csv` (CC BY 2.5 AR,
 * data/seed/SOURCE.md) become gyms with services and a demo owner each, and demo reviews by demo
 * members give most of them stars (ADR 0004, 0024;
 * ARCHITECTURE §5). Idempotent and fast: one transaction, batch upserts that skip unchanged rows.
 * @module
 */
import { sql } from 'drizzle-orm';
import { serverMessages } from '../../../shared/messages';
import type { Database } from '../client';
import { loadClubs } from './clubs';
import { seedDemoReviews, type DemoReviewCounts } from './demo-reviews';
import { SERVICE_NAMES } from './services';
import { seedDemoTimetables, type TimetableCounts } from './timetable';
import { upsertSource } from '../../modules/imports/staging';
import {
  syncGymServices,
  upsertGyms,
  upsertOwners,
  upsertServices,
  type GymCounts,
  type UpsertCounts,
} from './write';

export { DEFAULT_CSV_PATH, DEMO_OWNER_DOMAIN, SOURCE_PREFIX } from './clubs';
export { SERVICE_NAMES, type ServiceName } from './services';

/** Options of {@link seedDatabase}. */
export interface SeedOptions {
  /** The clubs file to import (default: the committed `data/seed/caba_clubes.csv`). */
  csvPath?: string;
  /** Receives the one-line summary (Spanish, for the console); nothing is logged without it. */
  log?: (msg: string) => void;
}

/** What one seed run did. A second run on the same data reports only `unchanged` rows and `changed: false`. */
export interface SeedReport {
  /** One gym per club, keyed by `source_ref` = `caba-clubes:<id>`; gyms a real owner edited are left alone. */
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

/** Key of the transaction-level advisory lock that serialises concurrent seeds (several API processes starting at once). */
const SEED_LOCK = sql`hashtext('buscagym:seed:caba-clubes')`;

/**
 * Imports the clubs file into `db` (already migrated). Safe to run on every start: rows that are
 * already up to date are not written, so `updated_at` only moves when a value really changes.
 * @returns what was inserted, updated and left alone, and the service-mapping coverage
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const { clubs, skipped } = await loadClubs(options.csvPath);
  const withActivities = clubs.filter((c) => c.hasActivities);

  const written = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const services = await upsertServices(tx, SERVICE_NAMES);
    const owners = await upsertOwners(tx, clubs);
    const sourceId = await upsertSource(tx, SEED_SOURCE);
    const gyms = await upsertGyms(tx, clubs, owners.ids, sourceId);
    const links = await syncGymServices(tx, clubs, gyms.ids, services.ids);
    const refs = clubs.map((c) => c.sourceRef);
    const timetable = await seedDemoTimetables(tx, refs, gyms.ids);
    const reviews = await seedDemoReviews(tx, gyms.ids);
    return { services, owners: owners.counts, gyms: gyms.counts, links, timetable, reviews };
  });

  const report: SeedReport = {
    gyms: written.gyms,
    owners: written.owners,
    services: { inserted: written.services.inserted, total: written.services.ids.size },
    gymServices: written.links,
    timetable: written.timetable,
    reviews: written.reviews,
    clubs: {
      total: clubs.length,
      skipped,
      withActivities: withActivities.length,
      mappedToService: withActivities.filter((c) => c.services.length > 0).length,
    },
    changed:
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
        written.reviews.reviews >
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
