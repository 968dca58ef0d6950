/**
 * `npm run admin:create -- <email> [name]` (ADR 0005): creates an administrator in the
 * configured database (DATABASE_URL, or the embedded one under DATA_DIR), migrating it first. The
 * password comes from ADMIN_PASSWORD or, on a terminal, from a hidden prompt typed twice. On the
 * embedded database it refuses at once while a running server holds it (../../db/embedded-lock): two
 * processes on one PGlite folder lose each other's writes. With DATABASE_URL it works while the
 * server runs. Exit codes: 0 done, 1 refused or failed, 2 usage. Failures print a Spanish line and
 * the error's message, never a stack trace.
 * @module
 */
import { accountConsoleMessages as m } from '../../../../shared/messages';
import { loadConfig } from '../../../config';
import { openDatabase } from '../../../db/client';
import { embeddedDatabaseHolder } from '../../../db/embedded-lock';
import { AdminError, createAdmin } from './admin';

/** Reads a line from the terminal without echoing it. @throws AdminError when stdin is not a terminal */
async function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) throw new AdminError(m.adminNoTty);
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  try {
    return await new Promise<string>((resolve, reject) => {
      let value = '';
      const onData = (chunk: string): void => {
        for (const ch of chunk) {
          if (ch === '\r' || ch === '\n') {
            stdin.off('data', onData);
            process.stdout.write('\n');
            resolve(value);
            return;
          }
          if (ch === '\u0003') {
            stdin.off('data', onData);
            reject(new AdminError(m.adminFailed));
            return;
          }
          value = ch === '\u007f' || ch === '\b' ? value.slice(0, -1) : value + ch;
        }
      };
      stdin.on('data', onData);
    });
  } finally {
    stdin.setRawMode(false);
    stdin.pause();
  }
}

/** The password from ADMIN_PASSWORD, else prompted twice. */
async function readPassword(): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv) return fromEnv;
  const first = await promptHidden(m.adminPrompt);
  const second = await promptHidden(m.adminPromptRepeat);
  if (first !== second) throw new AdminError(m.adminMismatch);
  return first;
}

async function main(argv: string[]): Promise<number> {
  const [email, ...nameParts] = argv;
  if (!email || email.startsWith('-')) {
    console.error(m.adminUsage);
    return 2;
  }
  const config = loadConfig();
  if (!config.databaseUrl) {
    const holder = await embeddedDatabaseHolder(config.dataDir);
    if (holder !== null) throw new AdminError(m.adminServerRunning(config.dataDir, holder));
  }
  const password = await readPassword();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    await handle.migrate();
    const outcome = await createAdmin(handle.db, { email, password, name: nameParts.join(' ') || undefined });
    const normalized = email.trim().toLowerCase();
    console.log(outcome === 'created' ? m.adminCreated(normalized) : m.adminUpdated(normalized));
    return 0;
  } finally {
    await handle.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof AdminError) console.error(error.message);
    else {
      console.error(m.adminFailed);
      console.error(error instanceof Error ? error.message : String(error));
    }
    process.exit(1);
  },
);
