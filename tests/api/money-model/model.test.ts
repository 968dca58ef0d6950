/**
 * Random sequences of money commands against a model, on the real API and a real database
 * (docs/architecture.md §5.1 "the ledger", ADR 0042 "One double-entry ledger"; refunds ADR 0027,
 * payouts ADR 0018, plans ADR 0017, bookings ADR 0022).
 *
 * Commands (./commands, each with a precondition on the model): add to cart; checkout on the demo,
 * Stripe or MercadoPago app with the same `Idempotency-Key` twice; pay or decline with each provider's
 * fake (tests/fakes), some deliveries twisted (a stale decline or `in_process` notification kept for
 * later, a notification body that says `approved` where MercadoPago says `rejected`); deliveries sent
 * again (duplicated, late, out of order, forged → refused); full, partial and excessive refunds by an
 * administrator and by the partner, each sent twice with one key; the withdrawal button, twice; payouts
 * (and one above the balance due), twice with one key; a plan month, its renewal and failed renewal (the
 * renew-plans job with the period ended); check-in with a pass; booking and cancelling a class place;
 * Pase BuscaGym (ADR 0045): subscribing (the same key twice), the renew-credits job, pausing, cancelling,
 * booking a class place or a visit with credits, cancelling it in time or late, no-shows settled by
 * the settle-credit-visits job, and the door check-in with the member's rotating code.
 * The scheduled property adds races (deliveries of one payment at once; refunds, the same refund twice
 * and a withdrawal at once) whose start order the fast-check scheduler picks.
 *
 * After every step (./invariants): every journal entry balances per currency and so does the trial
 * balance (`GET /api/admin/ledger/trial-balance`, its accounts equal to their lines' sums); no order is refunded beyond what was captured (refund rows and ledger lines); paid orders,
 * refunds and payouts have their entries of the right amounts; for partners A and B the ledger's payable
 * (−balance of `partner:{id}`) equals the sales' net (compensating rows included) less payouts, the
 * balance due `GET /api/partner/sales/allsales/{id}` shows and the closing of the month's statement
 * (`GET /api/partner/statement/{id}`); no pass of a line refunded in full stays
 * live, admits, or keeps a class place; no session holds more places than its capacity; every wallet
 * equals its movements and never goes below 0, the credit liability equals what members hold (wallets,
 * bookings and visits not yet settled), and each booking or visit paid to its gym has its one entry of
 * credits × the gym's rate, counted in the partner's payable. A replayed
 * idempotent request leaves the footprint (ledger, orders, refunds, payouts, sales, passes, bookings)
 * unchanged.
 *
 * One app per provider on ONE database for all runs, reset never: the invariants are global sums and
 * each run tracks its own ids. `npm run fuzz:money` runs the same properties for longer.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { openTestDatabase } from '../helpers/app';
import { scheduledProperty, sequentialProperty } from './property';
import { openWorld, type World } from './world';

let world: World;

beforeAll(async () => {
  world = await openWorld(await openTestDatabase());
});
afterAll(async () => {
  await world?.close();
  await world?.handle.close();
});

describe('money commands against the model', () => {
  it('keeps the books and the model in step over 200 random sequences', async () => {
    const { property, parameters } = sequentialProperty(world, { numRuns: 200, maxCommands: 12 });
    await fc.assert(property, parameters);
  }, 600_000);

  it('keeps Pase BuscaGym’s credits, liability and gym payments in step over 60 credit-heavy sequences', async () => {
    const options = { numRuns: 60, maxCommands: 20, creditsWeight: 4 };
    const { property, parameters } = sequentialProperty(world, options);
    await fc.assert(property, parameters);
  }, 600_000);

  it('keeps them when payments, refunds and withdrawals race in the scheduler’s order', async () => {
    const { property, parameters } = scheduledProperty(world, { numRuns: 25, maxCommands: 12 });
    await fc.assert(property, parameters);
  }, 600_000);
});
