// `npm run admin:create -- <email>` (ADR 0005): the command run as a child process against
// an embedded database folder (password from ADMIN_PASSWORD), then the same rule through createAdmin.
// While a running server holds that folder (its lock file, ADR 0035) the command refuses at once with
// exit code 1 and a Spanish line, creating nothing; a lock left by a dead process is ignored.
import { execFile, spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/server/db/client';
import { holdEmbeddedDatabase, LOCK_FILE } from '../../../src/server/db/embedded-lock';
import { users } from '../../../src/server/db/schema';
import { AdminError, createAdmin } from '../../../src/server/modules/account/registration/admin';
import { verifyPassword } from '../../../src/server/modules/account/credentials/password-hash';
import { accountConsoleMessages, accountFieldMessages } from '../../../src/shared/messages';
import {
  buildAccountApp,
  Client,
  createAccount,
  GOOD_PASSWORD,
  login,
  passSecondFactor,
  type AccountTestApp,
} from './helpers';

const run = promisify(execFile);
const CLI = path.resolve('src/server/modules/account/registration/admin-cli.ts');
const TSX = path.resolve('node_modules/.bin/tsx');

describe('admin:create command', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-admin-'));
  });
  afterAll(async () => rm(dataDir, { recursive: true, force: true }));

  const cli = (args: string[], env: Record<string, string> = {}) => {
    const base = {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
    };
    return run(TSX, [CLI, ...args], { env: { ...base, ...env }, timeout: 60_000 });
  };

  it('creates an active admin in the embedded database, then updates its password', async () => {
    const created = await cli(['Jefa@Example.com', 'La', 'Jefa'], { ADMIN_PASSWORD: GOOD_PASSWORD });
    expect(created.stdout.trim()).toBe(accountConsoleMessages.adminCreated('jefa@example.com'));
    const updated = await cli(['jefa@example.com'], { ADMIN_PASSWORD: 'Nueva-Clave-Admin-9' });
    expect(updated.stdout.trim()).toBe(accountConsoleMessages.adminUpdated('jefa@example.com'));

    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const [row] = await handle.db.select().from(users).where(eq(users.email, 'jefa@example.com'));
      expect(row).toMatchObject({ name: 'La Jefa', type: 'admin', active: true });
      expect(await verifyPassword(row?.passwordHash, 'Nueva-Clave-Admin-9')).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it('exits 2 with the usage, and 1 with the rule for a weak password', async () => {
    await expect(cli([])).rejects.toMatchObject({
      code: 2,
      stderr: expect.stringContaining(accountConsoleMessages.adminUsage),
    });
    await expect(cli(['x@example.com'], { ADMIN_PASSWORD: 'password1' })).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(accountFieldMessages.passwordCommon),
    });
  });

  it('refuses at once, exit 1 and a Spanish line, while a running server holds the embedded database', async () => {
    // This test process takes the server's lock: a live process other than the command's.
    const release = await holdEmbeddedDatabase(dataDir);
    try {
      const refused = cli(['lock@example.com'], { ADMIN_PASSWORD: GOOD_PASSWORD });
      await expect(refused).rejects.toMatchObject({
        code: 1,
        stdout: '',
        stderr: `${accountConsoleMessages.adminServerRunning(dataDir, process.pid)}\n`,
      });
    } finally {
      release();
    }
    const handle = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      expect(await handle.db.select().from(users).where(eq(users.email, 'lock@example.com'))).toEqual([]);
    } finally {
      await handle.close();
    }
    // A lock left by a process that is gone is stale: the command goes on.
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await writeFile(path.join(dataDir, LOCK_FILE), `${dead}\n`);
    const created = await cli(['lock@example.com'], { ADMIN_PASSWORD: GOOD_PASSWORD });
    expect(created.stdout.trim()).toBe(accountConsoleMessages.adminCreated('lock@example.com'));
  });

  it('without ADMIN_PASSWORD and no terminal, says how to give the password', async () => {
    await expect(cli(['y@example.com'])).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining(accountConsoleMessages.adminNoTty),
    });
  });
});

describe('createAdmin and administrator rights', () => {
  let t: AccountTestApp;
  beforeAll(async () => {
    t = await buildAccountApp();
  });
  afterAll(async () => t?.close());

  it('refuses to turn a member into an admin', async () => {
    await createAccount(t.handle, { email: 'socio@example.com' });
    await expect(
      createAdmin(t.handle.db, { email: 'socio@example.com', password: GOOD_PASSWORD }),
    ).rejects.toBeInstanceOf(AdminError);
  });

  it('an admin created this way signs in as type admin, sets up TOTP, then reads any profile', async () => {
    expect(await createAdmin(t.handle.db, { email: 'admin@example.com', password: GOOD_PASSWORD })).toBe(
      'created',
    );
    const memberId = await createAccount(t.handle, { email: 'miembro@example.com' });
    const c = new Client(t.app);
    const signedIn = (await login(c, 'admin@example.com')).json<{ userId: string }>();
    expect(signedIn).toMatchObject({ type: 'admin', name: 'admin', secondFactor: 'setup' });
    // ADR 0019: no administrator privilege before the second factor.
    expect((await c.get(`/api/user/profile/${memberId}`)).json()).toMatchObject({
      code: 'SECOND_FACTOR_REQUIRED',
    });
    await passSecondFactor(c, signedIn.userId);
    expect((await c.get(`/api/user/profile/${memberId}`)).statusCode).toBe(200);
    expect((await login(new Client(t.app), 'admin@example.com')).json()).toMatchObject({
      secondFactor: 'verify',
    });
  });
});
