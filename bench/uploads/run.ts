/**
 * Upload benchmark (ADR 0007): time to upload and process a 5 MB photo, the largest accepted, and the
 * size of the stored WebP.
 *
 * `npm run bench:uploads -- --runs 30 --warmup 3`
 *
 * 1. Makes a photo-like JPEG just under the 5 MB limit: 4000×3000 px (12 MP, a phone camera), detail
 *    at every scale plus sensor grain (`photo.ts`), at the highest JPEG quality that fits, with
 *    camera and GPS EXIF.
 * 2. Starts the real app in a child process (`server.ts`: production settings, in-memory PGlite,
 *    a temporary uploads folder) so that its memory is measured apart from this process.
 * 3. Posts the photo as `multipart/form-data` over real HTTP (`fetch` + `FormData`), one upload at a
 *    time: `--warmup` discarded, then `--runs` timed from the request's start to the parsed 201 body
 *    (upload + parse + sniff + decode/resize + 2 WebP encodes + 2 atomic writes + row insert).
 * 4. Samples the server's resident memory (VmRSS) every 10 ms and reads its high-water mark (VmHWM).
 * 5. Times `processUpload` alone in this process (no HTTP, disk or database) for comparison.
 *
 * Prints a markdown table on stdout (progress on stderr). Timings are never asserted anywhere.
 * @module
 */
import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { UPLOAD_RATE_MAX } from '../../src/server/modules/uploads/index';
import {
  LARGE_WEBP_QUALITY,
  processUpload,
  THUMB_WEBP_QUALITY,
} from '../../src/server/modules/uploads/process-image';
import { UPLOAD_MAX_BYTES } from '../../src/shared/constants/partners';
import { uploadResponseSchema, type Upload } from '../../src/shared/contract/partner-gyms';
import { machineBusyPct, rssHighWaterMb, rssMb } from '../search/measure';
import { texturedPhoto } from './photo';
import type { ReadyMessage } from './server';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '30' },
    warmup: { type: 'string', default: '3' },
  },
});
const RUNS = Number(values.runs);
const WARMUP = Number(values.warmup);
const SERVER_FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');
const log = (line: string): void => console.error(line);
const MB = 1024 * 1024;

/** The `p`-th percentile (0–100) of `xs`, nearest rank. */
function percentile(xs: readonly number[], p: number): number {
  const sorted = [...xs].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

/** The benchmark photo: the best JPEG quality (97 down to 80) that stays under 99 % of the limit. */
async function benchPhoto(): Promise<{ bytes: Buffer; quality: number }> {
  const exif = {
    IFD0: { Make: 'BenchCam', Model: 'Phone 12MP' },
    IFD3: {
      GPSLatitudeRef: 'S',
      GPSLatitude: '34/1 36/1 12/1',
      GPSLongitudeRef: 'W',
      GPSLongitude: '58/1 22/1 5/1',
    },
  };
  const pixels = await texturedPhoto(4000, 3000, 16).raw().toBuffer();
  for (let quality = 97; quality >= 80; quality--) {
    const bytes = await sharp(pixels, { raw: { width: 4000, height: 3000, channels: 3 } })
      .jpeg({ quality })
      .withExif(exif)
      .toBuffer();
    if (bytes.length <= 0.99 * UPLOAD_MAX_BYTES) return { bytes, quality };
  }
  throw new Error('could not make a photo under the limit');
}

/** Starts `server.ts` and waits for it to listen (at most 2 minutes). */
function startServer(partners: number): Promise<{ child: ChildProcess; ready: ReadyMessage }> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_FILE, '--partners', String(partners)], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start within 2 minutes')), 120_000);
    child.once('exit', (code) => reject(new Error(`server exited with code ${code}`)));
    child.on('message', (message: ReadyMessage) => {
      if (message.type !== 'ready') return;
      clearTimeout(timer);
      resolve({ child, ready: message });
    });
  });
}

const { bytes: jpegBytes, quality: jpegQuality } = await benchPhoto();
const jpegPart = new Uint8Array(jpegBytes); // an ArrayBuffer-backed copy, as Blob wants
log(
  `photo: 4000×3000 JPEG q${jpegQuality}, ${jpegBytes.length} bytes (${(jpegBytes.length / MB).toFixed(2)} MiB)`,
);

const total = RUNS + WARMUP;
const { child, ready } = await startServer(Math.ceil(total / UPLOAD_RATE_MAX));
const pid = child.pid ?? 0;
const base = `http://127.0.0.1:${ready.port}`;
const idleRssMb = rssMb(pid);
let peakRssMb = idleRssMb;
const sampler = setInterval(() => {
  peakRssMb = Math.max(peakRssMb, rssMb(pid));
}, 10);

/** One upload over HTTP; answers the elapsed ms and the stored upload. */
async function uploadOnce(i: number): Promise<{ ms: number; upload: Upload }> {
  const form = new FormData();
  form.append('file', new Blob([jpegPart], { type: 'image/jpeg' }), 'IMG_0001.jpg');
  const started = performance.now();
  const res = await fetch(`${base}/api/partner/uploads`, {
    method: 'POST',
    body: form,
    headers: {
      cookie: ready.cookies[Math.floor(i / UPLOAD_RATE_MAX)] ?? '',
      'sec-fetch-site': 'same-origin',
    },
  });
  const body: unknown = await res.json();
  const ms = performance.now() - started;
  if (res.status !== 201) throw new Error(`upload ${i} answered ${res.status}: ${JSON.stringify(body)}`);
  return { ms, upload: uploadResponseSchema.parse(body).upload };
}

const busyBefore = await machineBusyPct(1000);
const times: number[] = [];
let last: Upload | undefined;
try {
  for (let i = 0; i < total; i++) {
    const { ms, upload } = await uploadOnce(i);
    if (i >= WARMUP) times.push(ms);
    last = upload;
    log(`${i < WARMUP ? 'warm-up' : 'run'} ${i + 1}/${total}: ${ms.toFixed(0)} ms`);
  }
} finally {
  clearInterval(sampler);
}
const hwmMb = rssHighWaterMb(pid);
if (!last) throw new Error('no upload');
const thumb = await fetch(`${base}${last.thumbnailUrl}`);
const thumbData = Buffer.from(await thumb.arrayBuffer());
const thumbBytes = thumbData.length;
const thumbMeta = await sharp(thumbData).metadata();
const large = await fetch(`${base}${last.url}`);
const largeType = large.headers.get('content-type');
await large.arrayBuffer();
child.kill('SIGTERM');

// Processing alone, in this process (same photo, same settings).
const processing: number[] = [];
for (let i = 0; i < Math.min(RUNS, 10) + 1; i++) {
  const started = performance.now();
  await processUpload(jpegBytes);
  if (i > 0) processing.push(performance.now() - started);
}

const f0 = (n: number) => n.toFixed(0);
const rows: [string, string][] = [
  ['machine', `${os.cpus().length} × ${os.cpus()[0]?.model ?? '?'}, Node ${process.version}`],
  ['machine busy before the runs (other work)', `${busyBefore} % of one core`],
  ['input', `4000×3000 JPEG q${jpegQuality}, ${jpegBytes.length} bytes, with camera + GPS EXIF`],
  ['runs (sequential, after warm-up)', `${RUNS} (+${WARMUP})`],
  ['HTTP upload → 201, p50', `${f0(percentile(times, 50))} ms`],
  ['HTTP upload → 201, p95', `${f0(percentile(times, 95))} ms`],
  ['HTTP upload → 201, min / max', `${f0(Math.min(...times))} / ${f0(Math.max(...times))} ms`],
  [
    `processUpload alone (decode, resize, 2 encodes), p50 of ${processing.length}`,
    `${f0(percentile(processing, 50))} ms`,
  ],
  [
    'stored large WebP',
    `${last.width}×${last.height}, q${LARGE_WEBP_QUALITY}, ${last.bytes} bytes (${(last.bytes / 1024).toFixed(0)} KiB), ${largeType}`,
  ],
  [
    'stored thumbnail WebP',
    `${thumbMeta.width}×${thumbMeta.height}, q${THUMB_WEBP_QUALITY}, ${thumbBytes} bytes (${(thumbBytes / 1024).toFixed(0)} KiB)`,
  ],
  ['server RSS idle → peak during uploads', `${f0(idleRssMb)} → ${f0(peakRssMb)} MB`],
  ['server RSS high-water mark (VmHWM, whole life)', `${f0(hwmMb)} MB`],
];
console.log('| measure | value |\n| --- | --- |');
for (const [k, v] of rows) console.log(`| ${k} | ${v} |`);
