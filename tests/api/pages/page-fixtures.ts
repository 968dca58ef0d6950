/**
 * Fixtures of the public pages' tests (ADR 0046): a gym with hours, a photo, four reviews and a name
 * that tries to close a `<script>`, a gym without reviews, a demo-valued club, and an unpublished one; and the page
 * request of a browser.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { gyms } from '../../../src/server/db/schema';
import { refreshOpenWeeks } from '../../../src/server/modules/opening-hours/index';
import type { TestApp } from '../helpers/app';
import { fixtureId } from '../helpers/fixtures';

/** The clock of the tests: Thursday 26 November 2026, 9:00 in Buenos Aires. */
export const NOW = new Date('2026-11-26T12:00:00Z');

/** The reviewed gym: its name would close a script element if it were not escaped. */
export const REVIEWED = {
  id: fixtureId(0x5501),
  name: 'Zzpage </script><script>alert(1)</script> Box',
  address: 'Avenida Prueba 4321',
  neighborhood: 'Palermo',
  price: '23456.00',
  openingHours: 'Mo-Fr 07:00-22:00',
  photo: '/uploads/zzpage-1.webp',
  ratings: [5, 4, 4, 4],
} as const;

/** A published gym nobody has reviewed. */
export const UNREVIEWED = {
  id: fixtureId(0x5502),
  name: 'Zzpage Sin Opiniones',
  address: 'Calle Nueva 10',
} as const;

/** A seeded club whose price is a demo value (ADR 0004), reviewed by a demo member. */
export const DEMO = {
  id: fixtureId(0x5504),
  name: 'Zzpage Club Demo',
  address: 'Calle Demo 20',
  price: '41500.00',
} as const;

/** A gym that is not published. */
export const UNPUBLISHED = fixtureId(0x5503);

/** Inserts the three gyms, their open weeks and the reviews (the triggers derive raiting and count). */
export async function insertPageFixtures(handle: DatabaseHandle): Promise<void> {
  const place = { latitude: '-34.5800000', longitude: '-58.4200000' };
  await handle.db.insert(gyms).values([
    {
      id: REVIEWED.id,
      name: REVIEWED.name,
      address: REVIEWED.address,
      neighborhood: REVIEWED.neighborhood,
      price: REVIEWED.price,
      openingHours: REVIEWED.openingHours,
      images: [REVIEWED.photo],
      ...place,
    },
    { id: UNREVIEWED.id, name: UNREVIEWED.name, address: UNREVIEWED.address, price: '1000.00', ...place },
    { id: UNPUBLISHED, name: 'Zzpage Oculto', address: 'Calle Oculta 1', gymActive: false, ...place },
    { id: DEMO.id, name: DEMO.name, address: DEMO.address, price: DEMO.price, demoValues: true, ...place },
  ]);
  await refreshOpenWeeks(handle.db, [REVIEWED.id, UNREVIEWED.id], NOW);
  for (const rating of REVIEWED.ratings)
    await handle.db.execute(
      sql`insert into reviews (gym_id, author_id, rating) values (${REVIEWED.id}::uuid, null, ${rating})`,
    );
  await handle.db.execute(
    sql`insert into reviews (gym_id, author_id, rating) values (${DEMO.id}::uuid, null, 5)`,
  );
}

/** GETs `url` as a browser asks for a page (no JavaScript runs here: the HTML as sent). */
export async function getPage(t: TestApp, url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
  return { status: res.statusCode, html: res.body, headers: res.headers };
}

/** The parsed JSON-LD blocks of `html`. */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? '') as Record<string, unknown>,
  );
}

/** Text of an HTML attribute value with its character references decoded (the ones React writes). */
export const decode = (text: string): string =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The decoded `content` of `<meta {attribute}="{name}">` in `html`, or undefined. */
export function metaOf(html: string, attribute: 'name' | 'property', name: string): string | undefined {
  const tag = new RegExp(`<meta[^>]*\\b${attribute}="${name}"[^>]*>`).exec(html)?.[0];
  const content = tag ? /\bcontent="([^"]*)"/.exec(tag)?.[1] : undefined;
  return content === undefined ? undefined : decode(content);
}
