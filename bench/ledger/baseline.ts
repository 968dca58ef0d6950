/**
 * An earlier commit of this repository checked out beside it (a git worktree under the system's temp
 * folder, reused when present, sharing this checkout's node_modules), so a benchmark can run the
 * product from before a change side by side with this one (`bench:ledger`, `bench:ledger-backfill`).
 * @module
 */
import { execFileSync } from 'node:child_process';
import { existsSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The worktree of `rev`. @returns its folder */
export function baselineTree(rev: string): string {
  const dir = path.join(tmpdir(), `buscagym-baseline-${rev}`);
  if (!existsSync(dir)) execFileSync('git', ['worktree', 'add', '--detach', dir, rev], { stdio: 'ignore' });
  if (!existsSync(path.join(dir, 'node_modules')))
    symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  return dir;
}
