// Checks that a room moved to the catalogues (scripts/i18n-convert.ts, ADR 0055) still gives its es-AR
// texts exactly as the module did at a git revision (HEAD unless given):
//
//   node --import tsx scripts/i18n-verify.ts <room> [revision]
//
// Every text is compared:
// - a string with the string;
// - a function with the function, called with texts (`{a}`, `Ana`) and with numbers (0, 1, 2, 1500,
//   1234567, 2.5) for each parameter (a text given to a count, which ICU makes NaN, is skipped).
// Texts the module did not have are listed as new.
// Prints each difference and exits 1 when there is any. A migration aid, deleted with i18n-convert.ts.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const [room, revision = 'HEAD'] = process.argv.slice(2);
if (!room) throw new Error('usage: i18n-verify.ts <room> [revision]');

const before = mkdtempSync(path.join(tmpdir(), 'i18n-verify-'));
execFileSync('sh', ['-c', `git archive ${revision} src/shared | tar -x -C ${before}`], { cwd: ROOT });
symlinkSync(path.join(ROOT, 'node_modules'), path.join(before, 'node_modules'));
const load = (dir: string) =>
  import(pathToFileURL(path.join(dir, 'src/shared/messages', `${room}.ts`)).href) as Promise<
    Record<string, unknown>
  >;
const [was, now] = await Promise.all([load(before), load(ROOT)]);

const SAMPLES: readonly unknown[] = ['{a}', 'Ana', 0, 1, 2, 1500, 1234567, 2.5];
const differences: string[] = [];
/** Texts the room has and the module had not. */
const added: string[] = [];

function compare(a: unknown, b: unknown, at: string): void {
  if (typeof a === 'function' && typeof b === 'function') {
    for (const sample of SAMPLES) {
      const args = Array<unknown>(a.length).fill(sample);
      let x: unknown;
      try {
        x = (a as (...v: unknown[]) => unknown)(...args);
      } catch {
        continue; // the old function did not take this sample
      }
      const y = (b as (...v: unknown[]) => unknown)(...args);
      // A text given to a count (ICU `plural`/`number` make it NaN) is not a call the code makes.
      if (typeof sample === 'string' && typeof y === 'string' && y.includes('NaN')) continue;
      compare(x, y, `${at}(${JSON.stringify(sample)})`);
    }
    return;
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      compare((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key], `${at}.${key}`);
    }
    return;
  }
  if (a === undefined) {
    added.push(at);
    return;
  }
  if (a !== b) differences.push(`${at}: was ${JSON.stringify(a)}, is ${JSON.stringify(b)}`);
}

for (const name of new Set([...Object.keys(was), ...Object.keys(now)])) compare(was[name], now[name], name);
rmSync(before, { recursive: true, force: true });
for (const d of differences) console.log(d);
console.log(`${room}: ${differences.length} differences${added.length ? `; new: ${added.join(', ')}` : ''}`);
process.exitCode = differences.length ? 1 : 0;
