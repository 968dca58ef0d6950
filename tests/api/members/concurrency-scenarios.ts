/**
 * The concurrent favourite scenarios (ADR 0007 "Favourite counts by trigger"), shared by the PGlite run and
 * the PostgreSQL run with real parallel connections: (a) 50 members toggle one gym at once, on then off; (b)
 * one member fires 50 toggles of one gym at once. Registers `it` blocks in the calling `describe`.
 * @module
 */
import { expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import type { AccountTestApp } from '../account/helpers';
import {
  ACTIVE_IDS,
  counterDrift,
  favouriteCounts,
  favouriteUrl,
  newAccount,
  profileUrl,
  type Member,
} from './helpers';

/** How many toggles run at once. */
export const CONCURRENT = 50;

const toggle = (m: Member, gymId: string): Promise<LightMyRequestResponse> =>
  m.client.put(favouriteUrl(gymId), { favourite: 1, idUser: m.id });

/** Registers the scenarios on the app returned by `app()` (built in the caller's `beforeAll`). */
export function favouriteScenarios(app: () => AccountTestApp): void {
  it(`(a) ${CONCURRENT} members toggle the same gym at once: ${CONCURRENT}, then 0 again`, async () => {
    const t = app();
    const gym = ACTIVE_IDS[0] as string;
    const members: Member[] = [];
    for (let i = 0; i < CONCURRENT; i += 1) members.push(await newAccount(t));

    const on = await Promise.all(members.map((m) => toggle(m, gym)));
    for (const res of on) expect(res.statusCode, res.body).toBe(200);
    expect(on.every((res) => res.json().favourited === true)).toBe(true);
    // Each toggle read back the count it left: one of each 1…50.
    expect(on.map((res) => res.json().favourite).sort((x, y) => x - y)).toEqual(
      Array.from({ length: CONCURRENT }, (_, i) => i + 1),
    );
    expect(await favouriteCounts(t, gym)).toEqual({ counter: CONCURRENT, rows: CONCURRENT });

    const off = await Promise.all(members.map((m) => toggle(m, gym)));
    for (const res of off) expect(res.statusCode, res.body).toBe(200);
    expect(off.every((res) => res.json().favourited === false)).toBe(true);
    expect(off.map((res) => res.json().favourite).sort((x, y) => x - y)).toEqual(
      Array.from({ length: CONCURRENT }, (_, i) => i),
    );
    expect(await favouriteCounts(t, gym)).toEqual({ counter: 0, rows: 0 });
    expect(await counterDrift(t)).toBe(0);
  });

  it(`(b) one member fires ${CONCURRENT} toggles at once: the counter equals the rows (0 or 1)`, async () => {
    const t = app();
    const gym = ACTIVE_IDS[1] as string;
    const others: Member[] = [];
    for (let i = 0; i < 3; i += 1) others.push(await newAccount(t));
    for (const m of others) expect((await toggle(m, gym)).statusCode).toBe(200);
    const eager = await newAccount(t);

    for (let round = 0; round < 2; round += 1) {
      const answers = await Promise.all(Array.from({ length: CONCURRENT }, () => toggle(eager, gym)));
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      const { counter, rows } = await favouriteCounts(t, gym);
      expect(counter).toBe(rows);
      expect([others.length, others.length + 1]).toContain(rows);
      const mine = rows - others.length;
      const favourites: string[] = (await eager.client.get(profileUrl(eager.id))).json().user.favourites;
      expect(favourites).toEqual(mine === 1 ? [gym] : []);
      // Every answer was a consistent state: the count matches whether this member's row was there.
      for (const res of answers) {
        const body = res.json();
        expect(body.favourite).toBe(others.length + (body.favourited ? 1 : 0));
      }
    }
    expect(await counterDrift(t)).toBe(0);
  });
}
