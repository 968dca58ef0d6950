/**
 * The money properties (docs/architecture.md §5.1, ADR 0042), shared by tests/api/money-model/model.test.ts
 * and `npm run fuzz:money`: random sequences of the commands in ./commands run against the real API on
 * a {@link World}, the model checked by each command and the invariants (./invariants) after every
 * step. `sequential` runs the commands one by one (`fc.asyncModelRun`); `scheduled` lets the fast-check
 * scheduler pick the order in which racing requests start (`fc.scheduledModelRun`).
 * @module
 */
import * as fc from 'fast-check';
import { GYM_A, SWIM, YOGA } from '../commerce/helpers';
import { AddToCart, Checkout } from './commands/cart';
import { CreditCheckIn } from './commands/credit-door';
import { CancelSpend, NoShow, SpendCredits } from './commands/credit-spending';
import { CancelCredits, PauseCredits, RenewCredits, SubscribeCredits } from './commands/credits';
import { Pay } from './commands/pay';
import { CancelBooking, Book, CheckIn } from './commands/passes';
import { Payout, PayPlan, Renew } from './commands/payouts';
import { RacePay, RaceRefunds } from './commands/races';
import { Refund, Withdraw } from './commands/refunds';
import { Redeliver } from './commands/webhooks';
import { checkInvariants, type Checked as Seen } from './invariants';
import { immediately, inSchedulerOrder, newModel, PRODUCT_IDS, type Model, type Real } from './model';
import { PROVIDERS, type World } from './world';

type Command = fc.AsyncCommand<Model, Real>;

/** How many times each kind of command ran (its class name) and for how long in all (ms); `(checks)` the invariants after them. */
export const commandsRun = new Map<string, { runs: number; ms: number }>();

const count = (kind: string, ms: number) => {
  const seen = commandsRun.get(kind) ?? { runs: 0, ms: 0 };
  commandsRun.set(kind, { runs: seen.runs + 1, ms: seen.ms + ms });
};

/** Wraps a command so that the invariants are checked after it ran (and its name stays its own). */
class Checked implements Command {
  constructor(readonly inner: Command) {}
  check = (m: Readonly<Model>) => this.inner.check(m);
  async run(m: Model, r: Real): Promise<void> {
    const started = performance.now();
    await this.inner.run(m, r);
    const ran = performance.now();
    const ids = m.orders.map((o) => o.id);
    await checkInvariants(r.world, r.seen, this.inner.toString(), ids);
    count(this.inner.constructor.name, ran - started);
    count('(checks)', performance.now() - ran);
  }
  toString = () => this.inner.toString();
}

const pick = fc.nat({ max: 7 });
const share = fc.integer({ min: 1, max: 99 });

/**
 * Pase BuscaGym's commands (ADR 0045): subscribe, renew, pause, cancel; spend, cancel in time or late,
 * no-show, check in at the door. Spending and its endings need a subscription first, so they come twice
 * as often.
 */
const creditArbitraries = (): fc.Arbitrary<Command>[] => {
  const spend = fc
    .tuple(pick, fc.option(fc.nat({ max: 1 })), fc.nat({ max: 2 }))
    .map(([m, g, d]) => new SpendCredits(m, g, d));
  return [
    fc.tuple(pick, fc.boolean()).map(([m, d]) => new SubscribeCredits(m, d)),
    pick.map((m) => new SubscribeCredits(m, false)),
    pick.map((m) => new RenewCredits(m)),
    fc.tuple(pick, fc.integer({ min: 1, max: 3 })).map(([m, n]) => new PauseCredits(m, n)),
    pick.map((m) => new CancelCredits(m)),
    spend,
    spend,
    fc.tuple(pick, fc.boolean()).map(([s, l]) => new CancelSpend(s, l)),
    fc.tuple(pick, fc.boolean()).map(([s, l]) => new CancelSpend(s, l)),
    pick.map((s) => new NoShow(s)),
    pick.map((s) => new NoShow(s)),
    pick.map((s) => new CreditCheckIn(s)),
    pick.map((s) => new CreditCheckIn(s)),
  ];
};

/** Every command, weighted towards paying and refunding; the credits' `creditsWeight` times over. */
const commandArbitraries = (races: boolean, creditsWeight: number): fc.Arbitrary<Command>[] => {
  const product = fc.constantFrom(...PRODUCT_IDS, GYM_A, YOGA, SWIM);
  const products = fc.array(product, { minLength: 1, maxLength: 3 });
  const checkout = fc
    .tuple(pick, fc.constantFrom(...PROVIDERS), products)
    .map(([m, p, l]) => new Checkout(m, p, l));
  const pay = fc.tuple(pick, fc.boolean(), fc.boolean()).map(([o, a, t]) => new Pay(o, a || t, t));
  const actor = fc.constantFrom('admin' as const, 'partner' as const);
  const mode = fc.constantFrom('full' as const, 'partial' as const, 'partial' as const, 'over' as const);
  const refund = fc
    .tuple(pick, actor, mode, share, pick)
    .map(([o, a, md, s, l]) => new Refund(o, a, md, s, l));
  const list: fc.Arbitrary<Command>[] = [
    fc.tuple(pick, product).map(([m, p]) => new AddToCart(m, p)),
    checkout,
    checkout,
    checkout,
    pay,
    pay,
    fc.tuple(pick, fc.boolean(), fc.boolean()).map(([o, a, t]) => new Pay(o, a, t)),
    fc.tuple(pick, pick).map(([o, d]) => new Redeliver(o, d)),
    fc.tuple(pick, pick).map(([o, d]) => new Redeliver(o, d)),
    refund,
    refund,
    refund,
    refund,
    pick.map((o) => new Withdraw(o)),
    pick.map((o) => new Withdraw(o)),
    fc
      .tuple(fc.constantFrom('A' as const, 'B' as const), share, fc.boolean())
      .map(([p, s, over]) => new Payout(p, s, over)),
    fc.boolean().map((failing) => new PayPlan(failing)),
    fc.constant(new Renew()),
    fc.tuple(pick, pick).map(([o, l]) => new CheckIn(o, l)),
    fc.tuple(pick, pick).map(([o, l]) => new CheckIn(o, l)),
    pick.map((m) => new Book(m)),
    pick.map((m) => new CancelBooking(m)),
  ];
  for (let i = 0; i < creditsWeight; i += 1) list.push(...creditArbitraries());
  if (races)
    list.push(
      pick.map((o) => new RacePay(o)),
      fc.tuple(pick, pick).map(([o, l]) => new RaceRefunds(o, l)),
    );
  return list;
};

/** How a property runs: how many sequences, how long each at most, and fast-check's seed and path. */
export interface MoneyRunOptions {
  numRuns: number;
  maxCommands?: number;
  seed?: number;
  path?: string;
  /** Report each failing sequence as fast-check shrinks it. */
  verbose?: boolean;
  /** How many times over Pase BuscaGym's commands are drawn (1 unless given). */
  creditsWeight?: number;
}

const parameters = (options: MoneyRunOptions): fc.Parameters<unknown> => ({
  numRuns: options.numRuns,
  ...(options.seed === undefined ? {} : { seed: options.seed }),
  ...(options.path === undefined ? {} : { path: options.path }),
  ...(options.verbose ? { verbose: fc.VerbosityLevel.VeryVerbose } : {}),
  endOnFailure: false,
});

/** The sequential property: `fc.asyncModelRun` of random command sequences on `world`. */
export function sequentialProperty(world: World, options: MoneyRunOptions) {
  const cmds = fc.commands(
    commandArbitraries(false, options.creditsWeight ?? 1).map((a) => a.map((c) => new Checked(c))),
    {
      maxCommands: options.maxCommands ?? 20,
      size: 'max',
    },
  );
  const seen: Seen = { lastEntry: 0, shown: new Map() };
  const property = fc.asyncProperty(cmds, async (commands) => {
    const setup = async () => ({
      model: await newModel(world),
      real: { world, schedule: immediately, seen },
    });
    await fc.asyncModelRun(setup, commands);
  });
  return { property, parameters: parameters(options) };
}

/** The scheduled property: `fc.scheduledModelRun`, the racing requests started in the scheduler's order. */
export function scheduledProperty(world: World, options: MoneyRunOptions) {
  const cmds = fc.commands(
    commandArbitraries(true, options.creditsWeight ?? 1).map((a) => a.map((c) => new Checked(c))),
    {
      maxCommands: options.maxCommands ?? 20,
      size: 'max',
    },
  );
  const seen: Seen = { lastEntry: 0, shown: new Map() };
  const property = fc.asyncProperty(fc.scheduler(), cmds, async (s, commands) => {
    const schedule = inSchedulerOrder(s);
    const setup = async () => ({ model: await newModel(world), real: { world, schedule, seen } });
    await fc.scheduledModelRun(s, setup, commands);
  });
  return { property, parameters: parameters(options) };
}
