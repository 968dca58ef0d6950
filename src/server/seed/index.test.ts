// The seed against a real (embedded, in-memory) PostgreSQL: PGlite. Idempotency is checked on the
// stored rows themselves, updated_at included.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gyms, gymServices, partners, services, users } from '../db/schema';
import { imports } from '../db/schema-directory';
import { dataSources } from '../db/schema-sources';
import { DEFAULT_CSV_PATH, DEMO_OWNED_CLUBS, SEED_SOURCE, seedDatabase } from './index';
import { SEED_READING_VERSION } from './pipeline';
import { migratedTestDatabase } from './test-database';

const handle = migratedTestDatabase();

async function snapshot() {
  const { db } = handle;
  return {
    gyms: await db.select().from(gyms).orderBy(gyms.sourceRef),
    users: await db.select().from(users).orderBy(users.email),
    partners: await db.select().from(partners).orderBy(partners.userId),
    services: await db.select().from(services).orderBy(services.name),
    links: await db.select().from(gymServices).orderBy(gymServices.id),
    imports: await db.select().from(imports),
    // Counters kept by triggers (migration 0003), when present: an idle seed must not bump them.
    stats: await db
      .execute(
        sql`select to_jsonb(s) as row from catalogue_stats s where to_regclass('catalogue_stats') is not null`,
      )
      .catch(() => null),
  };
}

describe('seedDatabase', () => {
  it('imports every club with services and demo values, a demo owner for the first five only', async () => {
    const report = await seedDatabase(handle.db);
    expect(report.gyms).toEqual({ inserted: 290, updated: 0, unchanged: 0, ownerEdited: 0 });
    expect(report.owners).toEqual({ inserted: DEMO_OWNED_CLUBS, updated: 0, unchanged: 0 });
    const owned = await handle.db.select({ id: gyms.id }).from(gyms).where(isNotNull(gyms.ownerId));
    expect(owned).toHaveLength(DEMO_OWNED_CLUBS);
    expect(report.clubs).toMatchObject({ total: 290, skipped: 0, withActivities: 283 });
    expect(report.clubs.mappedToService / report.clubs.withActivities).toBeGreaterThanOrEqual(0.9);
    expect(report.changed).toBe(true);
    expect(report.import).toMatchObject({ ran: true, created: 290, updated: 0, skipped: 0 });

    // Every club entered through the import pipeline (ADR 0025): one committed import of the seed's
    // source, named after the file and its SHA-256, carries every gym with its time zone.
    const bytes = await readFile(DEFAULT_CSV_PATH);
    const [imported] = await handle.db.select().from(imports);
    expect(imported).toMatchObject({
      id: report.import.id,
      status: 'committed',
      adminId: null,
      fileName: `caba_clubes.csv#sha256=${createHash('sha256')
        .update(`seed-reading-v${SEED_READING_VERSION}\n`)
        .update(bytes)
        .digest('hex')}`,
    });
    const [source] = await handle.db.select().from(dataSources).where(eq(dataSources.name, SEED_SOURCE.name));
    const carried = await handle.db
      .select({
        importId: gyms.importId,
        sourceId: gyms.sourceId,
        timeZone: gyms.timeZone,
        country: gyms.country,
      })
      .from(gyms);
    expect(carried).toHaveLength(290);
    for (const g of carried)
      expect(g).toEqual({
        importId: imported?.id,
        sourceId: source?.id,
        timeZone: 'America/Argentina/Buenos_Aires',
        country: 'ar',
      });

    const [gym] = await handle.db.select().from(gyms).where(eq(gyms.sourceRef, 'caba-clubes:270'));
    expect(gym).toMatchObject({
      name: 'Círculo Policía Federal',
      address: 'San Martín 353, San Nicolás',
      phone: '4394-2409',
      email: 'info@cpf.org.ar',
      demoValues: true,
      gymActive: true,
      trainers: 0,
    });
    expect(gym?.socialNetworks.website).toBe('http://www.cpf.org.ar/');
    expect(gym?.neighborhood).toBe('San Nicolás');
    const [owner] = await handle.db
      .select()
      .from(users)
      .where(eq(users.id, gym?.ownerId ?? ''));
    expect(owner).toMatchObject({
      email: 'club-270@demo.buscagym.local',
      type: 'partner',
      active: true,
      demo: true,
      passwordHash: null,
    });
    const [partner] = await handle.db
      .select()
      .from(partners)
      .where(eq(partners.userId, owner?.id ?? ''));
    expect(partner?.name).toBe('Círculo Policía Federal');
    const names = await handle.db
      .select({ name: services.name })
      .from(gymServices)
      .innerJoin(services, eq(services.id, gymServices.serviceId))
      .where(eq(gymServices.gymId, gym?.id ?? ''));
    expect(names.map((n) => n.name).sort()).toEqual([
      'Artes marciales',
      'Fútbol',
      'Hockey',
      'Natación',
      'Patín',
      'Vóley',
    ]);
    // The first seed writes 290 clubs, their owners, services, demo reviews and timetables: seconds on a
    // busy machine, so it gets more than the default 5 s (a limit against hangs, not a speed goal).
  }, 60_000);

  it('changes nothing when run again, updated_at included', async () => {
    const before = await snapshot();
    const report = await seedDatabase(handle.db);
    expect(report.changed).toBe(false);
    expect(report.import).toMatchObject({ ran: false, created: 0, updated: 0 });
    expect(await handle.db.select({ id: imports.id }).from(imports)).toHaveLength(1);
    expect(report.gyms).toEqual({ inserted: 0, updated: 0, unchanged: 290, ownerEdited: 0 });
    expect(report.owners).toEqual({ inserted: 0, updated: 0, unchanged: DEMO_OWNED_CLUBS });
    expect(report.gymServices).toMatchObject({ inserted: 0, deleted: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('repairs the demo layer edited by hand and drops links the rules do not give', async () => {
    const { db } = handle;
    await db
      .update(gyms)
      .set({ name: 'Otro nombre', price: '1.00' })
      .where(eq(gyms.sourceRef, 'caba-clubes:98'));
    const [gym] = await db.select().from(gyms).where(eq(gyms.sourceRef, 'caba-clubes:98'));
    const [bowling] = await db.select().from(services).where(eq(services.name, 'Bowling'));
    await db.insert(gymServices).values({ gymId: gym?.id ?? '', serviceId: bowling?.id ?? '' });

    const report = await seedDatabase(handle.db);
    // The file did not change, so the pipeline is skipped: the demo price and the links are the demo
    // layer's and are repaired; the name is the file's and waits for the next version of the file.
    expect(report.import.ran).toBe(false);
    expect(report.gyms).toEqual({ inserted: 0, updated: 1, unchanged: 289, ownerEdited: 0 });
    expect(report.gymServices).toMatchObject({ inserted: 0, deleted: 1 });
    const [after] = await db.select().from(gyms).where(eq(gyms.sourceRef, 'caba-clubes:98'));
    expect(after?.price).not.toBe('1.00');
    expect(after?.name).toBe('Otro nombre');
    expect(after?.updatedAt.getTime()).toBeGreaterThanOrEqual(gym?.updatedAt.getTime() ?? 0);
  });

  it('runs the pipeline again for a changed file and updates only what changed', async () => {
    const { db } = handle;
    const dir = await mkdtemp(path.join(tmpdir(), 'seed-'));
    try {
      const text = await readFile(DEFAULT_CSV_PATH, 'utf8');
      const changed = text.replace('SOCIEDAD HEBRAICA ARGENTINA', 'SOCIEDAD HEBRAICA ARGENTINA NUEVA');
      expect(changed).not.toBe(text);
      const csvPath = path.join(dir, 'caba_clubes.csv');
      await writeFile(csvPath, changed);
      const report = await seedDatabase(db, { csvPath });
      expect(report.import).toMatchObject({ ran: true, created: 0, updated: 1, skipped: 289 });
      expect(report.gyms).toMatchObject({ inserted: 0, updated: 1 });
      expect(report.changed).toBe(true);
      const [gym] = await db.select().from(gyms).where(eq(gyms.sourceRef, 'caba-clubes:98'));
      expect(gym).toMatchObject({ name: 'Sociedad Hebraica Argentina Nueva', demoValues: true });

      // Back to the committed file: the pipeline runs once more, then is quiet again.
      const back = await seedDatabase(db);
      expect(back.import).toMatchObject({ ran: true, created: 0, updated: 1 });
      const [restored] = await db.select().from(gyms).where(eq(gyms.sourceRef, 'caba-clubes:98'));
      expect(restored?.name).toBe('Sociedad Hebraica Argentina');
      expect((await seedDatabase(db)).import.ran).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('matches the gyms of a database seeded before the pipeline instead of creating them again', async () => {
    const { db } = handle;
    await db.execute(sql`update gyms set import_id = null`);
    await db.execute(sql`delete from import_rows`);
    await db.delete(imports);
    const report = await seedDatabase(db);
    expect(report.import).toMatchObject({ ran: true, created: 0 });
    expect(report.gyms.inserted).toBe(0);
    const carried = await db.select({ id: gyms.id, importId: gyms.importId }).from(gyms);
    expect(carried).toHaveLength(290);
    expect(carried.every((g) => g.importId === report.import.id)).toBe(true);
    expect((await seedDatabase(db)).changed).toBe(false);
  }, 60_000);

  it('leaves alone a gym a real owner edited (demo_values false), links included', async () => {
    const { db } = handle;
    await db
      .update(gyms)
      .set({ price: '99999.00', demoValues: false })
      .where(eq(gyms.sourceRef, 'caba-clubes:270'));
    const [edited] = await db.select().from(gyms).where(eq(gyms.sourceRef, 'caba-clubes:270'));
    await db.delete(gymServices).where(eq(gymServices.gymId, edited?.id ?? ''));
    // Read after the links went: their triggers keep the gym's service keys (ADR 0025 decision 19).
    const [gym] = await db.select().from(gyms).where(eq(gyms.sourceRef, 'caba-clubes:270'));

    const report = await seedDatabase(handle.db);
    expect(report.gyms).toEqual({ inserted: 0, updated: 0, unchanged: 290, ownerEdited: 1 });
    expect(report.gymServices).toMatchObject({ inserted: 0, deleted: 0 });
    const [after] = await db.select().from(gyms).where(eq(gyms.sourceRef, 'caba-clubes:270'));
    expect(after).toEqual(gym);
    expect(
      await db
        .select()
        .from(gymServices)
        .where(eq(gymServices.gymId, gym?.id ?? '')),
    ).toEqual([]);
  });

  it('refuses to take over a real account that uses a demo owner e-mail', async () => {
    const { db } = handle;
    await db
      .update(users)
      .set({ demo: false })
      .where(eq(sql`lower(${users.email})`, 'club-9@demo.buscagym.local'));
    await expect(seedDatabase(handle.db)).rejects.toThrow(/real account/);
    await db
      .update(users)
      .set({ demo: true })
      .where(eq(sql`lower(${users.email})`, 'club-9@demo.buscagym.local'));
  });
});
