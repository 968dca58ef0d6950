/**
 * Who holds the embedded database (PGlite under `DATA_DIR`; ADR 0035). PGlite is one process's
 * database: a second process that opens the same folder (`npm run admin:create` while the server
 * runs) writes where the server never reads, so its work is lost. The server therefore writes its
 * process id to {@link LOCK_FILE} in `DATA_DIR` while it runs and removes it when it closes; the
 * command line reads it and refuses while that process is alive. A file left by a process that died
 * (crash, `kill -9`) is stale: `process.kill(pid, 0)` says the process is gone, and the file is ignored
 * and replaced. With `DATABASE_URL` (a PostgreSQL server) nothing of this applies.
 * @module
 */
import { readFileSync, unlinkSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** File in `DATA_DIR` holding the running server's process id (decimal text). */
export const LOCK_FILE = 'server.pid';

/** True when process `pid` exists (EPERM: it exists but belongs to another user). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The id of another live process that holds `dataDir`'s embedded database, or null (no file, a stale
 * file, or this very process).
 */
export async function embeddedDatabaseHolder(dataDir: string): Promise<number | null> {
  let text: string;
  try {
    text = await readFile(path.join(dataDir, LOCK_FILE), 'utf8');
  } catch {
    return null;
  }
  const pid = Number.parseInt(text.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0 || pid === process.pid) return null;
  return alive(pid) ? pid : null;
}

/**
 * Marks `dataDir`'s embedded database as held by this process (see module doc); the file is also
 * removed when the process exits normally.
 * @returns the release: removes the file if it still names this process
 */
export async function holdEmbeddedDatabase(dataDir: string): Promise<() => void> {
  const file = path.join(dataDir, LOCK_FILE);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${process.pid}\n`, 'utf8');
  const release = (): void => {
    try {
      if (readFileSync(file, 'utf8').trim() === String(process.pid)) unlinkSync(file);
    } catch {
      // Already gone.
    }
    process.off('exit', release);
  };
  process.on('exit', release);
  return release;
}
