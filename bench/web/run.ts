/**
 * `npm run bench:web` (ADR 0013): builds for production, starts the compiled server on a fresh
 * embedded database (as `npm start` does, NODE_ENV=production) and runs Lighthouse (mobile preset:
 * simulated Slow 4G and 4× CPU slowdown, Moto G Power screen) in Debian's Chromium on `/`, `/maps`, a
 * gym detail and `/login`, `--runs` times each. Prints per run and per page (median) the performance,
 * accessibility and best-practices scores, LCP, TBT and CLS, the bytes transferred (all and
 * JavaScript), and the console errors Lighthouse saw (map tiles, which need the internet, are listed
 * apart). Not part of `npm test`: scores are measurements, not assertions.
 *
 * Each run also gives Lighthouse's `benchmarkIndex` of the host (its CPU/memory power; the row's "CPU
 * index"): the mobile preset slows the host's CPU down 4×, a multiplier its authors tune for a high-end
 * desktop (index 1500–2000; Lighthouse's docs/throttling.md, "Benchmarking CPU Power"), so a weaker host
 * shows the same page with more blocking time, and the index tells which kind of host measured.
 *
 * With `--sw` the service worker is active while measured (ADR 0030): one unmeasured warm-up visit per
 * page installs it and fills its precache, and every run keeps the browser's storage (Lighthouse's
 * `disableStorageReset`), so each measured load is a repeat visit the worker controls; the row says how
 * many responses came from the worker (`fromServiceWorker` in the DevTools protocol's network log).
 *
 *   npm run bench:web -- --runs 3 [--no-build] [--pages /,/maps,/detail,/login] [--details] [--port 4320]
 *     [--chromium /usr/bin/chromium] [--sw]
 * @module
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    build: { type: 'boolean', default: true },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '4320' },
    chromium: { type: 'string', default: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
    details: { type: 'boolean', default: false },
    pages: { type: 'string', default: '/,/maps,/detail,/login' },
    sw: { type: 'boolean', default: false },
  },
});

const ROOT = path.resolve(import.meta.dirname, '../..');
const PORT = Number(args.port);
const BASE = `http://127.0.0.1:${PORT}`;
/** Requests to these hosts fail offline; their console errors are reported apart from ours. */
const OFFLINE_HOSTS = ['tile.openstreetmap.org'];

/** Runs a command in the project folder; rejects on a non-zero exit. */
function run(command: string, commandArgs: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} exited ${code}`))));
  });
}

/** Starts the compiled server; resolves once `/api/health` answers 200. */
async function startServer(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/server.js')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(PORT), DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the server did not become healthy in 180 s');
}

interface Row {
  page: string;
  run: number;
  performance: number;
  accessibility: number;
  bestPractices: number;
  fcpMs: number;
  lcpMs: number;
  siMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
  scriptKb: number;
  ownErrors: string[];
  offlineErrors: number;
  /** Responses the service worker answered (`--sw`), of `responses`. */
  fromWorker: number;
  responses: number;
  /** Lighthouse's `benchmarkIndex` of the host for this run (docs/throttling.md, "Benchmarking CPU Power"). */
  benchmarkIndex: number;
  /** The CPU slowdown the run was simulated with. */
  cpuSlowdown: number;
}

/** A DevTools protocol event of Lighthouse's network log. */
type LogEvent = { method: string; params?: { response?: { fromServiceWorker?: boolean } } };

type Audit = { numericValue?: number; details?: { items?: Record<string, unknown>[] } };

/** One Lighthouse run on `url` through the running Chromium at `port`. */
async function audit(page: string, url: string, port: number, runIndex: number): Promise<Row> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    disableStorageReset: args.sw,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr as unknown as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, Audit>;
  };
  const failure = (result.lhr as unknown as { runtimeError?: { code: string; message: string } })
    .runtimeError;
  if (failure) console.log(`    Lighthouse could not measure ${url}: ${failure.code} ${failure.message}`);
  const score = (key: string) => Math.round((categories[key]?.score ?? 0) * 100);
  const value = (key: string) => audits[key]?.numericValue ?? NaN;
  const resources = audits['resource-summary']?.details?.items ?? [];
  const scriptBytes = Number(resources.find((item) => item.resourceType === 'script')?.transferSize ?? 0);
  const errors = (audits['errors-in-console']?.details?.items ?? []).map((item) => {
    const where = (item.sourceLocation as { url?: string } | undefined)?.url ?? item.url ?? '';
    return `${String(item.source ?? '')}: ${String(item.description ?? '')} ${String(where)}`.trim();
  });
  if (args.details) {
    for (const item of audits['network-requests']?.details?.items ?? []) {
      console.log(
        `    ${String(item.resourceType).padEnd(10)} ${String(item.transferSize).padStart(7)} B ${String(item.url)}`,
      );
    }
    const lcp = JSON.stringify(
      Object.entries(audits)
        .filter(([key]) => key.includes('lcp') || key.includes('largest-contentful-paint-element'))
        .map(([, audit]) => audit.details ?? {}),
    );
    console.log(`    LCP element ${/"snippet":"((?:[^"\\]|\\.)*)"/.exec(lcp)?.[1] ?? 'none'}`);
    for (const item of audits['bootup-time']?.details?.items ?? []) {
      console.log(
        `    bootup ${String(item.url)} total ${Math.round(Number(item.total))} ms script ${Math.round(Number(item.scripting))} ms`,
      );
    }
    for (const item of audits['long-tasks']?.details?.items ?? []) {
      console.log(
        `    long task ${String(item.url)} at ${Math.round(Number(item.startTime))} ms for ${Math.round(Number(item.duration))} ms`,
      );
    }
    for (const item of audits['mainthread-work-breakdown']?.details?.items ?? []) {
      console.log(
        `    main thread ${String(item.groupLabel ?? item.group)} ${Math.round(Number(item.duration))} ms`,
      );
    }
    for (const item of audits['layout-shifts']?.details?.items ?? []) {
      console.log(`    shift ${JSON.stringify(item).slice(0, 300)}`);
    }
  }
  const { environment, configSettings } = result.lhr as unknown as {
    environment?: { benchmarkIndex?: number };
    configSettings?: { throttling?: { cpuSlowdownMultiplier?: number } };
  };
  const offline = errors.filter((e) => OFFLINE_HOSTS.some((host) => e.includes(host)));
  const log = ((result.artifacts as unknown as { DevtoolsLog?: LogEvent[] }).DevtoolsLog ?? []).filter(
    (event) => event.method === 'Network.responseReceived',
  );
  return {
    page,
    run: runIndex,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    fcpMs: Math.round(value('first-contentful-paint')),
    lcpMs: Math.round(value('largest-contentful-paint')),
    siMs: Math.round(value('speed-index')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Number(value('cumulative-layout-shift').toFixed(3)),
    transferKb: Math.round(value('total-byte-weight') / 102.4) / 10,
    scriptKb: Math.round(scriptBytes / 102.4) / 10,
    ownErrors: errors.filter((e) => !offline.includes(e)),
    offlineErrors: offline.length,
    fromWorker: log.filter((event) => event.params?.response?.fromServiceWorker === true).length,
    responses: log.length,
    benchmarkIndex: Math.round(environment?.benchmarkIndex ?? NaN),
    cpuSlowdown: configSettings?.throttling?.cpuSlowdownMultiplier ?? NaN,
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

async function main() {
  if (args.build && !args['no-build']) await run('npm', ['run', 'build']);
  const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-bench-web-'));
  const server = await startServer(dataDir);
  const chrome = await chromeLauncher.launch({
    chromePath: args.chromium,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const rows: Row[] = [];
  try {
    const answer = await fetch(`${BASE}/api/partner/gyms/allgyms?limit=1`);
    // A 503 here is the server shedding load (under-pressure): the machine is too busy to measure.
    if (!answer.ok) throw new Error(`the catalogue answered ${answer.status}; measure on a quiet machine`);
    const list = (await answer.json()) as { gyms: { _id: string }[] };
    const gymId = list.gyms[0]?._id;
    if (!gymId) throw new Error('the catalogue is empty');
    const pages: [string, string][] = [
      ['/', `${BASE}/`],
      ['/maps', `${BASE}/maps`],
      ['/detail/gym/{id}', `${BASE}/detail/gym/${gymId}`],
      ['/login', `${BASE}/login`],
    ];
    const wanted = args.pages.split(',');
    const chosen = pages.filter(([p]) => wanted.some((w) => p === w || p.startsWith(`${w}/`)));
    if (args.sw) {
      for (const [page, url] of chosen) {
        const warm = await audit(page, url, chrome.port, 0);
        console.log(
          `warm-up ${page}: ${warm.fromWorker} of ${warm.responses} responses from the service worker`,
        );
      }
    }
    for (let i = 1; i <= Number(args.runs); i += 1) {
      for (const [page, url] of chosen) {
        // Lighthouse sometimes loses the trace (NO_NAVSTART, NO_FCP): measure again, up to twice.
        let row = await audit(page, url, chrome.port, i);
        for (let retry = 0; retry < 2 && Number.isNaN(row.lcpMs); retry += 1) {
          row = await audit(page, url, chrome.port, i);
        }
        rows.push(row);
        console.log(
          `run ${i} ${page.padEnd(18)} perf ${row.performance} a11y ${row.accessibility} bp ${row.bestPractices}` +
            ` FCP ${row.fcpMs} ms LCP ${row.lcpMs} ms SI ${row.siMs} ms TBT ${row.tbtMs} ms CLS ${row.cls} transfer ${row.transferKb} KB (JS ${row.scriptKb} KB)` +
            ` console errors: ours ${row.ownErrors.length}, offline tiles ${row.offlineErrors}` +
            ` CPU index ${row.benchmarkIndex} (slowdown ${row.cpuSlowdown}×)` +
            (args.sw ? ` from the service worker ${row.fromWorker} of ${row.responses}` : ''),
        );
        for (const error of row.ownErrors) console.log(`    ${error}`);
      }
    }
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  }

  console.log(
    '\n| page | perf | a11y | best practices | FCP ms | LCP ms | SI ms | TBT ms | CLS | transfer KB | JS KB |',
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const page of [...new Set(rows.map((r) => r.page))]) {
    const mine = rows.filter((r) => r.page === page);
    const m = (key: keyof Row) => median(mine.map((r) => Number(r[key])));
    console.log(
      `| ${page} | ${mine.map((r) => r.performance).join(' / ')} | ${m('accessibility')} | ${m('bestPractices')} |` +
        ` ${m('fcpMs')} | ${m('lcpMs')} | ${m('siMs')} | ${m('tbtMs')} | ${m('cls')} | ${m('transferKb')} | ${m('scriptKb')} |`,
    );
  }
  console.log(`(medians of ${args.runs} runs; perf lists every run)`);
  const indexes = rows.map((r) => r.benchmarkIndex);
  console.log(
    `Host CPU index (Lighthouse benchmarkIndex) ${median(indexes)} (${Math.min(...indexes)}–${Math.max(...indexes)}),` +
      ` simulated CPU slowdown ${median(rows.map((r) => r.cpuSlowdown))}×`,
  );
}

await main();
