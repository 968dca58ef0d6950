import { describe, expect, it } from 'vitest';
import { gymListResponseSchema } from '../../src/shared/contract/gyms';
import { fixedPage } from './fixed-page';
import { COUNTRIES, COUNTRY_CODES } from '../../src/shared/domain/countries';
import { countryOfLower } from '../../src/shared/domain/country-case';
import { areaOf, generateBatches, serviceRows } from './generate';
import { buildScenarios } from './scenarios';
import { SERVICE_NAMES } from './vocabulary';

const take = (seed: number, count = 100) => [...generateBatches(count, seed, 40)];

describe('synthetic gym generator', () => {
  it('gives the same catalogue for the same seed, and another for another seed', () => {
    const first = take(7);
    expect(take(7)).toEqual(first);
    expect(
      take(8)[0]?.gyms[0]?.name === first[0]?.gyms[0]?.name &&
        take(8)[0]?.gyms[0]?.id === first[0]?.gyms[0]?.id,
    ).toBe(false);
    // Batching does not change the rows.
    expect([...generateBatches(100, 7, 100)][0]?.gyms).toEqual(first.flatMap((b) => b.gyms));
  });

  it('keeps every value in range, ids unique, 1–5 known services per gym', () => {
    const batches = take(42, 100);
    const gyms = batches.flatMap((b) => b.gyms);
    const links = batches.flatMap((b) => b.links);
    const ids = new Set([
      ...gyms.map((g) => g.id),
      ...links.map((l) => l.id),
      ...serviceRows(42).map((s) => s.id),
    ]);
    expect(ids.size).toBe(gyms.length + links.length + SERVICE_NAMES.length);
    const serviceIds = new Set(serviceRows(42).map((s) => s.id));
    for (const g of gyms) {
      const country = countryOfLower(g.country);
      if (!country) throw new Error(`no country: ${g.country}`);
      const area = areaOf(country);
      expect(Number(g.latitude)).toBeGreaterThanOrEqual(area.latMin);
      expect(Number(g.latitude)).toBeLessThanOrEqual(area.latMax);
      expect(Number(g.longitude)).toBeGreaterThanOrEqual(area.lonMin);
      expect(Number(g.longitude)).toBeLessThanOrEqual(area.lonMax);
      expect(g.time_zone).toBe(COUNTRIES[country].timeZone);
      expect(Number(g.raiting)).toBeGreaterThanOrEqual(1);
      expect(Number(g.raiting)).toBeLessThanOrEqual(5);
      expect(Number(g.price)).toBeGreaterThan(0);
      expect(g.owner_id).toBeNull();
      const mine = links.filter((l) => l.gym_id === g.id);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.length).toBeLessThanOrEqual(5);
      expect(new Set(mine.map((l) => l.service_id)).size).toBe(mine.length);
      for (const l of mine) expect(serviceIds.has(l.service_id)).toBe(true);
    }
  });

  it('puts a third of the gyms in each country, each around its centre (ADR 0052)', () => {
    const gyms = take(5, 300).flatMap((b) => b.gyms);
    expect([...new Set(gyms.map((g) => g.country))].sort()).toEqual(['ar', 'br', 'mx']);
    const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
    for (const code of COUNTRY_CODES) {
      const list = gyms.filter((g) => countryOfLower(g.country) === code);
      expect(list).toHaveLength(100);
      // The city's gyms gather around the country's centre (55 % drawn from a normal around it).
      expect(mean(list.map((g) => Number(g.latitude)))).toBeCloseTo(COUNTRIES[code].center.latitude, 0);
    }
  });

  it('builds a baseline page that matches the API contract', () => {
    expect(gymListResponseSchema.safeParse(fixedPage()).success).toBe(true);
  });

  it('draws the same request paths for the same seed', () => {
    const paths = (seed: number) =>
      buildScenarios(seed).map((s) => Array.from({ length: 5 }, () => s.nextPath()));
    expect(paths(3)).toEqual(paths(3));
  });
});
