// The seed in and out of demo mode (ADR 0025 "Demo values in demo mode only"), on PGlite: outside demo
// mode the clubs are open data (no price, no owner); an earlier demo run's gyms are released, except
// one a real owner edited.
import { eq, isNotNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gyms, gymServices, users } from '../db/schema';
import { DEMO_OWNED_CLUBS, seedDatabase } from './index';
import { migratedTestDatabase } from './test-database';

const handle = migratedTestDatabase();

/** How many gyms have a value in `column`. */
async function gymsWith(column: typeof gyms.price | typeof gyms.ownerId) {
  const rows = await handle.db
    .select({ n: sql<number>`count(*)::int` })
    .from(gyms)
    .where(isNotNull(column));
  return rows[0]?.n;
}
const priced = () => gymsWith(gyms.price);
const owned = () => gymsWith(gyms.ownerId);

describe('seedDatabase outside demo mode', () => {
  it('imports the clubs as open data: no price, no owner, no demo accounts, services kept', async () => {
    const report = await seedDatabase(handle.db, { demo: false });
    expect(report.import).toMatchObject({ ran: true, created: 290 });
    expect(report.gyms).toEqual({ inserted: 290, updated: 0, unchanged: 0, ownerEdited: 0 });
    expect(report.owners).toEqual({ inserted: 0, updated: 0, unchanged: 0 });
    expect(report.reviews.reviews).toBe(0);
    expect(report.timetable.classes).toBe(0);
    expect(await priced()).toBe(0);
    expect(await owned()).toBe(0);
    const demoAccounts = await handle.db.select().from(users).where(eq(users.demo, true));
    expect(demoAccounts).toEqual([]);
    const links = await handle.db.select({ n: sql<number>`count(*)::int` }).from(gymServices);
    expect(links[0]?.n).toBeGreaterThan(250);
    expect((await seedDatabase(handle.db, { demo: false })).changed).toBe(false);
  }, 60_000);

  it('puts the demo layer on them in demo mode, and takes it off again outside it', async () => {
    const demo = await seedDatabase(handle.db);
    expect(demo.gyms.updated).toBe(0);
    expect(demo.gyms.inserted + demo.gyms.unchanged).toBe(290);
    expect(await priced()).toBe(290);
    expect(await owned()).toBe(DEMO_OWNED_CLUBS);

    // A real owner's edit (ADR 0002) makes the gym his: it keeps owner and price.
    await handle.db
      .update(gyms)
      .set({ price: '31000.00', demoValues: false })
      .where(eq(gyms.sourceRef, 'caba-clubes:270'));

    const real = await seedDatabase(handle.db, { demo: false });
    expect(real.gyms).toEqual({ inserted: 0, updated: 289, unchanged: 1, ownerEdited: 1 });
    expect(real.changed).toBe(true);
    expect(await priced()).toBe(1);
    expect(await owned()).toBe(1);
    const [kept] = await handle.db.select().from(gyms).where(eq(gyms.sourceRef, 'caba-clubes:270'));
    expect(kept).toMatchObject({ price: '31000.00', demoValues: false });
    expect((await seedDatabase(handle.db, { demo: false })).changed).toBe(false);
  }, 60_000);
});
