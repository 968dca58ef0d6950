/**
 * Deterministic fixture gyms for assertions on exact order, far from the real Buenos Aires clubs so
 * that queries from their area see them first:
 *  - a line of 8 gyms near Ushuaia ({@link LINE_ORIGIN}), 1.1 km apart going north, with repeated
 *    prices and raitings (ties broken by id), names with LIKE wildcards and quotes, one service
 *    offered only here ({@link FIXTURE_SERVICE});
 *  - one inactive gym at the origin itself (must never appear);
 *  - a tie group: {@link TIE_COUNT} gyms at exactly the same point ({@link TIE_POINT}), more than
 *    the KNN tie margins' first step, to exercise the id tie-break of nearest-first.
 * Ids are fixed v4 UUIDs so the expected id order is known.
 * @module
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { gyms, gymServices, services } from '../../../src/server/db/schema';

/** Origin of the fixture line (degrees). */
export const LINE_ORIGIN = { latitude: -54.8, longitude: -68.3 } as const;
/** Where every gym of the tie group sits. */
export const TIE_POINT = { latitude: -50.0, longitude: -72.0 } as const;
/** Size of the tie group. */
export const TIE_COUNT = 40;
/** A service only fixture gyms offer. */
export const FIXTURE_SERVICE = 'Parkour de prueba';
/** A word only fixture line gyms carry in their name. */
export const FIXTURE_WORD = 'Zzfixture';

/** A fixed UUID v4 ending in `n` (hex, 12 digits). */
export const fixtureId = (n: number): string => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/** The line gyms: name, price (ARS), raiting; the i-th is at latitude origin + 0.01·(i+1). */
export const LINE_GYMS = [
  { n: 0x108, name: `${FIXTURE_WORD} Alfa`, price: '1000.00', raiting: '4.0' },
  { n: 0x107, name: `${FIXTURE_WORD} 100% Fit`, price: '2000.00', raiting: '4.0' },
  { n: 0x106, name: `${FIXTURE_WORD} Under_Score`, price: '1000.00', raiting: '3.0' },
  { n: 0x105, name: `${FIXTURE_WORD} O'Brien "Box"`, price: '3000.00', raiting: '5.0' },
  { n: 0x104, name: `${FIXTURE_WORD} Back\\slash`, price: '2000.00', raiting: '3.0' },
  { n: 0x103, name: `${FIXTURE_WORD} Ñandú Acción`, price: '1500.50', raiting: '2.5' },
  { n: 0x102, name: `${FIXTURE_WORD} Eco`, price: '1000.00', raiting: '4.0' },
  { n: 0x101, name: `${FIXTURE_WORD} Final`, price: '2500.00', raiting: '1.0' },
] as const;
/** The inactive fixture gym. */
export const INACTIVE_ID = fixtureId(0x1ff);
/** Ids of the tie group, ascending. */
export const TIE_IDS = Array.from({ length: TIE_COUNT }, (_, i) => fixtureId(0x200 + i));
/** Line gyms offering {@link FIXTURE_SERVICE} (every other one). */
export const FIXTURE_SERVICE_GYMS = LINE_GYMS.filter((_, i) => i % 2 === 0).map((g) => fixtureId(g.n));

const base = { address: 'Calle de prueba 123', neighborhood: 'Prueba', demoValues: true };

/** Inserts the fixtures (after migrations and, usually, the seed). */
export async function insertFixtures(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  await db.insert(gyms).values([
    ...LINE_GYMS.map((g, i) => ({
      ...base,
      id: fixtureId(g.n),
      name: g.name,
      price: g.price,
      raiting: g.raiting,
      latitude: (LINE_ORIGIN.latitude + 0.01 * (i + 1)).toFixed(7),
      longitude: LINE_ORIGIN.longitude.toFixed(7),
      socialNetworks: { website: 'https://example.com/gym' },
      images: ['/uploads/fixture.webp'],
    })),
    {
      ...base,
      id: INACTIVE_ID,
      name: `${FIXTURE_WORD} Inactivo`,
      price: '1.00',
      raiting: '5.0',
      latitude: LINE_ORIGIN.latitude.toFixed(7),
      longitude: LINE_ORIGIN.longitude.toFixed(7),
      gymActive: false,
    },
    ...TIE_IDS.map((id, i) => ({
      ...base,
      id,
      name: `Empate ${String(i).padStart(2, '0')}`,
      price: '5000.00',
      raiting: '3.5',
      latitude: TIE_POINT.latitude.toFixed(7),
      longitude: TIE_POINT.longitude.toFixed(7),
    })),
  ]);
  const [service] = await db
    .insert(services)
    .values({ name: FIXTURE_SERVICE })
    .returning({ id: services.id });
  if (!service) throw new Error('fixture service not inserted');
  await db.insert(gymServices).values([
    ...FIXTURE_SERVICE_GYMS.map((gymId, i) => ({
      gymId,
      serviceId: service.id,
      description: 'Clase de prueba',
      durationMinutes: 45 + i,
      price: '999.90',
    })),
    { gymId: INACTIVE_ID, serviceId: service.id },
  ]);
}

/**
 * Gives every gym that has a `raiting` and no reviews ten reviews whose mean is that raiting (their
 * authors' accounts gone, as "Ex socio"), so that the triggers of ADR 0024 derive its figures from
 * reviews as in production: the same count everywhere, so the raiting sort (score, then count) orders
 * these gyms as their raitings, ties by id.
 */
export async function reviewsForRaitings(handle: DatabaseHandle): Promise<void> {
  await handle.db.execute(
    sql`insert into reviews (gym_id, author_id, rating)
        select g.id, null::uuid, floor(g.raiting)::int + case when i <= round((g.raiting - floor(g.raiting)) * 10) then 1 else 0 end
          from gyms g cross join generate_series(1, 10) i
         where g.raiting is not null and g.review_count = 0`,
  );
}
