/**
 * `npm run bench:imports [-- --rows 100000]`: the open-data import at scale (ADR 0025 "Import"; target:
 * 100k rows in ≤ 60 s on PostgreSQL with flat memory). Generates a CSV of `rows` gyms spread over
 * Argentina (deterministic; a third with opening hours, most with activities), then times the
 * pipeline's preview and commit in this process on a scratch PostgreSQL database `bench_imports`
 * (dropped and created; `BENCH_PG_URL` names the server, default 127.0.0.1:5432), and prints seconds,
 * rows per second, and resident memory: peak (getrusage maxRSS) and samples every 250 ms.
 * @module
 */
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { getImport } from '../../src/server/modules/imports/pipeline/queries';
import { DEFAULT_PG_URL, openTarget, recreateTarget, type BenchTarget } from '../search/databases';
import { mulberry32 } from '../search/prng';
import { commitImport, previewImport } from '../../src/server/modules/imports/index';

const HOURS = [
  'Mo-Fr 07:00-22:00; Sa 09:00-13:00',
  '24/7',
  'Mo-Su 06:00-23:00',
  'Mo-Fr 08:00-12:00,16:00-21:00',
];
const ACTIVITIES = [
  'musculación, funcional',
  'yoga;pilates',
  'natación',
  'boxeo, artes marciales',
  'crossfit',
  '',
];

/** Writes the CSV (streamed: the generator holds one line at a time). */
async function generate(file: string, rows: number): Promise<void> {
  const out = createWriteStream(file);
  const random = mulberry32(20261125);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  await write('id;nombre;latitud;longitud;direccion;telefono;horario;actividades\n');
  for (let i = 1; i <= rows; i++) {
    // Argentina's mainland: latitude −22…−55, longitude −54…−73 (clamped to a box; a few land abroad).
    const lat = (-22 - random() * 33).toFixed(6).replace('.', ',');
    const lon = (-54 - random() * 19).toFixed(6).replace('.', ',');
    const hours = i % 3 === 0 ? (HOURS[i % HOURS.length] ?? '') : '';
    const activities = ACTIVITIES[i % ACTIVITIES.length] ?? '';
    await write(
      `${i};Gimnasio Prueba ${i};${lat};${lon};Calle ${i % 997} ${i % 4000};11 ${4000 + (i % 5000)}-${1000 + (i % 9000)};${hours};"${activities}"\n`,
    );
  }
  out.end();
  await once(out, 'finish');
}

/** Samples the resident set size every `ms`. */
function sampleRss(ms: number): { stop: () => number[] } {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(process.memoryUsage().rss), ms);
  return {
    stop: () => {
      clearInterval(timer);
      return samples;
    },
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' } } });
  const rows = Number(values.rows);
  const url = new URL(process.env.BENCH_PG_URL ?? DEFAULT_PG_URL);
  url.pathname = '/bench_imports';
  const target: BenchTarget = { kind: 'postgres', size: rows, databaseUrl: url.toString() };
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-imports-'));
  const file = path.join(dir, 'gyms.csv');
  try {
    await generate(file, rows);
    const bytes = (await stat(file)).size;
    await recreateTarget(target);
    const handle = await openTarget(target);
    try {
      await handle.migrate();
      const rssBefore = process.memoryUsage().rss;
      const sampler = sampleRss(250);
      const t0 = performance.now();
      const id = await previewImport(handle.db, {
        adminId: null,
        format: 'csv',
        fileName: 'gyms.csv',
        source: { name: 'Bench', licence: 'CC0', attribution: 'Bench', url: null },
        mapping: {},
        file: createReadStream(file),
      });
      const t1 = performance.now();
      const result = await commitImport(handle.db, { importId: id, adminId: null, allowDuplicates: [] });
      const t2 = performance.now();
      const samples = sampler.stop();
      const found = await getImport(handle.db, id);
      const previewS = (t1 - t0) / 1000;
      const commitS = (t2 - t1) / 1000;
      const peak = process.resourceUsage().maxRSS * 1024;
      const quart = (q: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))] ?? 0;
      console.log(
        `# bench:imports — ${rows.toLocaleString('en')} rows, ${mb(bytes)} CSV, PostgreSQL ${url.host}`,
      );
      console.log(
        `preview: ${previewS.toFixed(1)} s (${Math.round(rows / previewS)} rows/s); valid ${found.valid}, skipped ${found.skippedCount}, duplicates ${found.duplicatesCount}, warnings ${found.warningsCount}`,
      );
      console.log(
        `commit:  ${commitS.toFixed(1)} s (${Math.round(rows / commitS)} rows/s); ${JSON.stringify(result)}`,
      );
      console.log(`total:   ${(previewS + commitS).toFixed(1)} s`);
      console.log(
        `memory:  RSS before ${mb(rssBefore)}; during (25/50/75/100 % of the run) ${[0.25, 0.5, 0.75, 0.999].map((q) => mb(quart(q))).join(' / ')}; peak ${mb(peak)}`,
      );
    } finally {
      await handle.close();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
