/**
 * `book_class_session_with_credits` (migration 0050) takes the value of the credits it spends by the
 * average-cost rule of src/shared/domain/credit-value.ts (`valueTaken`), written a second time in SQL:
 * random wallets (1–60 credits worth 0–$ 50.000) spending 1–10 credits through the function must take
 * exactly what `valueTaken` says, leave the wallet at the difference and write the `spent` movement with
 * it; a refusal changes nothing. Both databases (PGlite here, PostgreSQL in CI's second pass).
 */
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookWithCreditsInDatabase } from '../../../src/server/modules/credits/spending/book-in-database';
import { valueTaken } from '../../../src/shared/domain/credit-value';
import { createClass, sessionsOf, wallTime } from '../classes/helpers';
import { GYM_A, buildCommerceApp, rowsOf, signedIn, type CommerceTestApp } from '../commerce/helpers';
import { giveCredits, sessionFor, walletOf } from './helpers';

const RUNS = 40;
let t: CommerceTestApp;
let memberId: string;
let sessions: string[];

beforeAll(async () => {
  t = await buildCommerceApp();
  const owner = await sessionFor(t, t.partnerA);
  const created = await createClass(owner, { startsAt: wallTime(1), rrule: `FREQ=DAILY;COUNT=${RUNS + 1}` });
  sessions = await sessionsOf(t, created._id);
  memberId = (await signedIn(t)).id;
  await giveCredits(t, memberId, 1, 100);
});
afterAll(async () => t?.close());

const setWallet = (balance: number, value: number) =>
  rowsOf(
    t,
    sql`update credit_wallets set balance = ${balance}, value_centavos = ${value} where user_id = ${memberId}`,
  );

const ask = (sessionId: string, credits: number) => ({
  sessionId,
  memberId,
  gymId: GYM_A,
  now: new Date(),
  credits,
  cancelWindowHours: 12,
});

describe('book_class_session_with_credits', () => {
  it('takes the average cost of valueTaken, to the centavo', async () => {
    const wallets = fc
      .integer({ min: 1, max: 60 })
      .chain((balance) =>
        fc.tuple(
          fc.constant(balance),
          fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 5_000_000 })),
          fc.integer({ min: 1, max: Math.min(10, balance) }),
        ),
      );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(wallets, async ([balance, value, credits]) => {
        const sessionId = sessions[run] ?? '';
        run += 1;
        await setWallet(balance, value);
        const done = await bookWithCreditsInDatabase(t.handle.db, ask(sessionId, credits));
        const taken = valueTaken(balance, value, credits);
        expect(done.outcome).toBe('booked');
        expect(Number(done.valueCentavos)).toBe(taken);
        expect(done.balance).toBe(balance - credits);
        expect(await walletOf(t, memberId)).toEqual({ balance: balance - credits, value: value - taken });
        const [moved] = await rowsOf<{ kind: string; credits: number; value: string; after: number }>(
          t,
          sql`select kind, credits, value_centavos::text as value, balance_after as after from credit_movements
               where event_key = ${`booking:${done.bookingId}:spent`}`,
        );
        expect(moved).toEqual({ kind: 'spent', credits, value: String(taken), after: balance - credits });
      }),
      { numRuns: RUNS, seed: 45046 },
    );
  });

  it('refuses a wallet short of the cost, a session of another gym and a second booking, changing nothing', async () => {
    const sessionId = sessions[RUNS] ?? '';
    await setWallet(2, 2_000);
    expect(await bookWithCreditsInDatabase(t.handle.db, ask(sessionId, 3))).toMatchObject({
      outcome: 'not_enough',
      balance: 2,
      bookingId: null,
    });
    const otherGym = { ...ask(sessionId, 1), gymId: '00000000-0000-4000-8000-000000000000' };
    expect((await bookWithCreditsInDatabase(t.handle.db, otherGym)).outcome).toBe('not_found');
    expect(await walletOf(t, memberId)).toEqual({ balance: 2, value: 2_000 });
    expect((await bookWithCreditsInDatabase(t.handle.db, ask(sessionId, 1))).outcome).toBe('booked');
    expect((await bookWithCreditsInDatabase(t.handle.db, ask(sessionId, 1))).outcome).toBe('already_booked');
    expect(await walletOf(t, memberId)).toEqual({ balance: 1, value: 1_000 });
  });
});
