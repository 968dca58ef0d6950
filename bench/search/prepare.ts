/**
 * CLI: loads (or checks) the benchmark catalogues without running the benchmark.
 * `npm run bench:generate -- --db pglite|postgres --sizes 10000,100000,1000000 [--seed N]`
 * @module
 */
import { parseArgs } from 'node:util';
import { DEFAULT_SEED } from './generate';
import { benchTarget, DEFAULT_PG_URL, ensureCatalogue, sizeLabel, type DbKind } from './databases';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    sizes: { type: 'string', default: '10000' },
    seed: { type: 'string', default: String(DEFAULT_SEED) },
  },
});
const kinds = (values.db ?? 'pglite').split(',') as DbKind[];
const sizes = (values.sizes ?? '10000').split(',').map(Number);
for (const kind of kinds) {
  for (const size of sizes) {
    const t0 = performance.now();
    const result = await ensureCatalogue(
      benchTarget(kind, size, process.env.BENCH_PG_URL ?? DEFAULT_PG_URL),
      Number(values.seed),
      (l) => console.log(l),
    );
    const total = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(
      `${kind} ${sizeLabel(size)}: ${result.reused ? 'reused' : `loaded (insert ${(result.insertMs / 1000).toFixed(1)} s, indexes ${(result.indexMs / 1000).toFixed(1)} s)`}, ${total} s`,
    );
  }
}
