// The house's boundaries (docs/architecture.md §2) are dependency-cruiser rules in .dependency-cruiser.cjs;
// `npm run lint` refuses any breach not on the allowance list .dependency-cruiser-known-violations.json.
// This test keeps that list honest: every entry must still be a breach (a fixed one leaves the list),
// must touch a money module (the only ones allowed to wait for their redesign), and the list may not
// grow. It also shows that each rule bites, on a small tree of planted breaches (tests/boundaries-fixture).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const CLI = path.join(ROOT, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = path.join(ROOT, '.dependency-cruiser.cjs');
const ALLOWANCE = path.join(ROOT, '.dependency-cruiser-known-violations.json');

/**
 * The size the allowance list had when it was last cut. Lower it whenever entries leave; never raise it.
 */
const ALLOWANCE_CEILING = 0;

/** The money modules, redesigned around one ledger next (docs/architecture.md §5). */
const MONEY = /^src\/server\/modules\/(orders|payments|subscriptions|refunds|withdrawals|payment-accounts)(\/|$)/;

/** One breach as dependency-cruiser reports it (and as the allowance list stores it). */
interface Breach {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

const keyOf = (b: Breach): string => `${b.rule.name}: ${b.from} → ${b.to}`;

/** Every breach of the rules in `dir`'s `src`, the allowance list not applied. */
function breachesIn(dir: string): Breach[] {
  const out = execFileSync(process.execPath, [CLI, 'src', '--config', CONFIG, '--output-type', 'json'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  return (JSON.parse(out) as { summary: { violations: Breach[] } }).summary.violations;
}

describe('boundaries (dependency-cruiser)', () => {
  let found: Breach[];
  const allowed = JSON.parse(readFileSync(ALLOWANCE, 'utf8')) as Breach[];

  beforeAll(() => {
    found = breachesIn(ROOT);
  }, 120_000);

  it('finds no breach outside the allowance list', () => {
    const allowedKeys = new Set(allowed.map(keyOf));
    expect(found.map(keyOf).filter((key) => !allowedKeys.has(key))).toEqual([]);
  });

  it('lists only breaches that still exist: a fixed one leaves the list', () => {
    const foundKeys = new Set(found.map(keyOf));
    expect(allowed.map(keyOf).filter((key) => !foundKeys.has(key))).toEqual([]);
  });

  it('allows only breaches that touch a money module', () => {
    const money = (b: Breach) =>
      MONEY.test(b.from) || MONEY.test(b.to) || (b.cycle ?? []).some((step) => MONEY.test(step.name));
    expect(allowed.filter((b) => !money(b)).map(keyOf)).toEqual([]);
  });

  it('never grows the allowance list', () => {
    expect(allowed.length).toBeLessThanOrEqual(ALLOWANCE_CEILING);
  });

  it('each rule refuses a planted breach', () => {
    const planted = breachesIn(path.join(ROOT, 'tests/boundaries-fixture'));
    expect(planted.map(keyOf).sort()).toEqual([
      'no-circular: src/server/modules/one/index.ts → src/server/modules/three/index.ts',
      'no-circular: src/web/features/alpha/first.ts → src/web/features/alpha/second.ts',
      'no-folder-cycle: src/server/modules/one → src/server/modules/three',
      'no-folder-cycle: src/server/modules/three → src/server/modules/one',
      'no-sql-in-routes: src/server/modules/two/routes.ts → ../../node_modules/drizzle-orm/index.d.ts',
      'server-module-through-index: src/server/modules/two/routes.ts → src/server/modules/one/queries.ts',
      'shared-imports-neither-side: src/shared/impure.ts → src/server/modules/one/queries.ts',
      'web-and-server-apart: src/server/modules/one/peek.ts → src/web/features/alpha/deep.ts',
      'web-feature-through-index: src/web/features/beta/uses-alpha.ts → src/web/features/alpha/deep.ts',
    ]);
  }, 60_000);
});
