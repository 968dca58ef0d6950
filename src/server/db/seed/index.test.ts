// The seed against a real (embedded, in-memory) PostgreSQL: PGlite. Idempotency is checked on the
// stored rows themselves, updated_at included.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../client';
import { gyms, gymServices, partners, services, users } from '../schema';
import { seedDatabase } from './index';

let handle: DatabaseHandle;

async function snapshot() {
  const { db } = handle;
  return {
    gyms: await db.select().from(gyms).orderBy(gyms.sourceRef),
    users: await db.select().from(users).orderBy(users.email),
    partners: await db.select().from(partners).orderBy(partners.userId),
    services: await db.select().from(services).orderBy(services.name),
    links: await db.select().from(gymServices).orderBy(gymServices.id),
    // Counters kept by triggers (migration 0003), when present: an idle seed must not bump them.
    stats: await db
      .execute(
        sql`select to_jsonb(s) as row from catalogue_stats s where to_regclass('catalogue_stats') is not null`,
      )
      .catch(() => null),
  };
}

beforeAll(async () => {
  handle = await openDatabase({ pgliteDir: 'memory://' });
  await handle.migrate();
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('seedDatabase', () => {
  it('imports every club with a demo owner, services and demo values', async () => {
    const report = await seedDatabase(handle.db);
    expect(report.gyms).toEqual({ inserted: 290, updated: 0, unchanged: 0, ownerEdited: 0 });
    expect(report.owners).toEqual({ inserted: 290, updated: 0, unchanged: 0 });
    expect(report.clubs).toMatchObject({ total: 290, skipped: 0, withActivities: 283 });
    expect(report.clubs.mappedToService / report.clubs.withActivities).toBeGreaterThanOrEqual(0.9);
    expect(report.changed).toBe(true);

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
    expect(report.gyms).toEqual({ inserted: 0, updated: 0, unchanged: 290, ownerEdited: 0 });
    expect(report.owners).toEqual({ inserted: 0, updated: 0, unchanged: 290 });
    expect(report.gymServices).toMatchObject({ inserted: 0, deleted: 0 });
    expect(await snapshot()).toEqual(before);
  });

  it('repairs rows edited by hand and drops links the rules do not give', async () => {
    const { db } = handle;
    await db
      .update(gyms)
      .set({ name: 'Otro nombre', price: '1.00' })
      .where(eq(gyms.sourceRef, 'caba-clubes:98'));
    const [gym] = await db.select().from(gyms).where(eq(gyms.sourceRef, 'caba-clubes:98'));
    const [bowling] = await db.select().from(services).where(eq(services.name, 'Bowling'));
    await db.insert(gymServices).values({ gymId: gym?.id ?? '', serviceId: bowling?.id ?? '' });

    const report = await seedDatabase(handle.db);
    expect(report.gyms).toEqual({ inserted: 0, updated: 1, unchanged: 289, ownerEdited: 0 });
    expect(report.gymServices).toMatchObject({ inserted: 0, deleted: 1 });
    const [after] = await db.select().from(gyms).where(eq(gyms.sourceRef, 'caba-clubes:98'));
    expect(after?.name).toBe('Sociedad Hebraica Argentina');
    expect(after?.updatedAt.getTime()).toBeGreaterThanOrEqual(gym?.updatedAt.getTime() ?? 0);
  });

  it('leaves alone a gym a real owner edited (demo_values false), links included', async () => {
    const { db } = handle;
    await db
      .update(gyms)
      .set({ price: '99999.00', demoValues: false })
      .where(eq(gyms.sourceRef, 'caba-clubes:270'));
    const [gym] = await db.select().from(gyms).where(eq(gyms.sourceRef, 'caba-clubes:270'));
    await db.delete(gymServices).where(eq(gymServices.gymId, gym?.id ?? ''));

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
      .where(eq(sql`lower(${users.email})`, 'club-1@demo.buscagym.local'));
    await expect(seedDatabase(handle.db)).rejects.toThrow(/real account/);
    await db
      .update(users)
      .set({ demo: true })
      .where(eq(sql`lower(${users.email})`, 'club-1@demo.buscagym.local'));
  });
});
