/**
 * Fair use of the shared geocoder (ADR 0035) against the local Nominatim fake, held unanswered so the
 * queue fills: one account has at most MAX_TURNS_PER_ACCOUNT look-ups on their way (the rest a Spanish
 * 429), so another account's search is asked right behind them; past MAX_QUEUED_TURNS waiting
 * look-ups the answer is a Spanish 503; the same question is asked of the geocoder once (joined while
 * on its way, then from the cache).
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_QUEUED_TURNS, MAX_TURNS_PER_ACCOUNT } from '../../../src/server/modules/geocode/turns';
import { geocodeMessages as m } from '../../../src/shared/messages/geocode';
import { startGeocoderFake, type GeocoderFake } from '../../fakes/geocoder-fake';
import {
  buildAccountApp,
  createAccount,
  sessionFor,
  type AccountTestApp,
  type Client,
} from '../account/helpers';

let fake: GeocoderFake;
let t: AccountTestApp;
let owner: Client;
let member: Client;

beforeAll(async () => {
  fake = await startGeocoderFake();
  t = await buildAccountApp({ config: { geocoder: { url: fake.url, minIntervalMs: 0 } } });
  owner = await sessionFor(
    t,
    await createAccount(t.handle, { email: 'fair-owner@example.com', type: 'partner' }),
  );
  member = await sessionFor(t, await createAccount(t.handle, { email: 'fair-member@example.com' }));
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** A distinct position near the Obelisco for each `i` (no two share a cache entry). */
const reverse = (client: Client, i: number) =>
  client.get(`/api/geocode/reverse?lat=${(-34.6 - i * 0.001).toFixed(4)}&lon=-58.3816`);

/** Starts `calls`, lets the server take them in (those refused answer at once), and counts the answered. */
async function startAll(calls: Promise<LightMyRequestResponse>[], expectedAnswered: number) {
  let answered = 0;
  for (const call of calls) void call.then(() => (answered += 1));
  // Waits for the refusals (bounded: on a server without bounds none comes).
  for (let i = 0; i < 100 && answered < expectedAnswered; i += 1) await new Promise((r) => setTimeout(r, 20));
  return () => answered;
}

describe('one account cannot hold the geocoder for everyone', () => {
  it("25 look-ups of one member: 3 go on, 22 get 429, and the owner's search is asked right after", async () => {
    const release = fake.hold();
    const before = fake.requests.length;
    const lookups = Array.from({ length: 25 }, (_, i) => reverse(member, i));
    await startAll(lookups, 25 - MAX_TURNS_PER_ACCOUNT);
    const search = owner.get(`/api/geocode?q=${encodeURIComponent('Moreno 3682')}`);
    await startAll([search], 1).catch(() => undefined);
    release();
    const answers = await Promise.all(lookups);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(25 - MAX_TURNS_PER_ACCOUNT);
    for (const r of refused) expect(r.json()).toMatchObject({ message: m.tooManyAtOnce });
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(MAX_TURNS_PER_ACCOUNT);
    const found = await search;
    expect(found.statusCode).toBe(200);
    expect(found.json<{ place: { neighbourhood: string } }>().place.neighbourhood).toBe('Almagro');
    // The geocoder was asked the member's 3 look-ups, then the owner's search: nothing else in between.
    const asked = fake.requests.slice(before).map((r) => r.path);
    expect(asked.indexOf('/search')).toBe(MAX_TURNS_PER_ACCOUNT);
    expect(asked).toHaveLength(MAX_TURNS_PER_ACCOUNT + 1);
  });

  it('a full queue answers a Spanish 503; the waiting ones are answered', async () => {
    const accounts = await Promise.all(
      Array.from({ length: 8 }, async (_, i) =>
        sessionFor(t, await createAccount(t.handle, { email: `fair-${i}@example.com` })),
      ),
    );
    const release = fake.hold();
    // 8 accounts × 3 = 24 look-ups: one asked, MAX_QUEUED_TURNS waiting, the rest refused.
    const lookups = accounts.flatMap((client, a) => [0, 1, 2].map((k) => reverse(client, 100 + a * 3 + k)));
    const overflow = lookups.length - 1 - MAX_QUEUED_TURNS;
    await startAll(lookups, overflow);
    release();
    const answers = await Promise.all(lookups);
    const busy = answers.filter((r) => r.statusCode === 503);
    expect(busy).toHaveLength(overflow);
    for (const r of busy) expect(r.json()).toMatchObject({ message: m.busy });
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1 + MAX_QUEUED_TURNS);
  });

  it('the same question is asked of the geocoder once: joined on its way, then from the cache', async () => {
    const release = fake.hold();
    const before = fake.requests.length;
    const same = [reverse(member, 500), reverse(owner, 500), reverse(member, 500)];
    await startAll(same, 0);
    release();
    for (const r of await Promise.all(same)) expect(r.statusCode).toBe(200);
    expect((await reverse(owner, 500)).statusCode).toBe(200);
    expect(fake.requests.length - before).toBe(1);
  });
});
