// Migration 0023 (ADR 0021) on a database that has accounts from before it: the database is migrated up
// to 0022, filled the way the earlier code left it (activation tokens in one_time_tokens, a waiting
// account's password on its row), then migrated to the end. Links already mailed keep working with the
// details the account row held, a used link says the account is active, a waiting account whose links
// were cleaned up can still ask for a new one, and waiting rows hold no password any more.
// PGlite, and PostgreSQL when TEST_DATABASE_URL is set.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, type DatabaseHandle } from '../../../src/server/db/client';
import { hashPassword } from '../../../src/server/modules/account/credentials/password-hash';
import { newOpaqueToken, sha256Hex } from '../../../src/server/secrets';
import { activationLinkMessages } from '../../../src/shared/messages';
import { migrateWith, migrationsUpTo, openEmptyDatabase } from '../helpers/migrations';
import { activateFromOutbox, buildAccountApp, Client, login, type AccountTestApp } from './helpers';

const LAST_BEFORE = 22;
const WAITING = { id: '0a000000-0000-4000-8000-00000000000a', email: 'ana.vieja@example.com' };
const ACTIVE = { id: '0b000000-0000-4000-8000-00000000000b', email: 'beto.activo@example.com' };
const LINKLESS = { id: '0c000000-0000-4000-8000-00000000000c', email: 'caro.sin.enlace@example.com' };
const PASSWORD = {
  waiting: 'Anterior-Palermo-2020',
  active: 'Anterior-Boedo-2019',
  linkless: 'Anterior-Once-2018',
};

let dir: string;
let handle: DatabaseHandle;
let t: AccountTestApp;
const secret = { waiting: newOpaqueToken(), retired: newOpaqueToken(), active: newOpaqueToken() };

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'buscagym-migrations-'));
  handle = await openEmptyDatabase();
  await migrateWith(handle, await migrationsUpTo(dir, LAST_BEFORE));

  // What the earlier code left behind.
  const q = handle.query;
  await q(
    `insert into users (id, name, email, password_hash, type, active, latitude, longitude)
     values ($1, 'Ana Vieja', $2, $3, 'partner', false, -34.6, -58.4),
            ($4, 'Beto Activo', $5, $6, 'user', true, null, null),
            ($7, 'Caro Sin Enlace', $8, $9, 'user', false, null, null)`,
    [
      WAITING.id,
      WAITING.email,
      await hashPassword(PASSWORD.waiting),
      ACTIVE.id,
      ACTIVE.email,
      await hashPassword(PASSWORD.active),
      LINKLESS.id,
      LINKLESS.email,
      await hashPassword(PASSWORD.linkless),
    ],
  );
  await q(`insert into partners (user_id, name, email) values ($1, 'Ana Vieja', $2)`, [
    WAITING.id,
    WAITING.email,
  ]);
  await q(
    `insert into one_time_tokens (user_id, kind, token_hash, created_at, expires_at, used_at) values
       ($1, 'activation', $2, now() - interval '2 hours', now() + interval '46 hours', now() - interval '1 hour'),
       ($1, 'activation', $3, now() - interval '1 hour', now() + interval '47 hours', null),
       ($4, 'activation', $5, now() - interval '3 days', now() - interval '1 day', now() - interval '2 days'),
       (null, 'activation', $6, now(), now() + interval '48 hours', null),
       ($4, 'reset', $7, now(), now() + interval '15 minutes', null)`,
    [
      WAITING.id,
      sha256Hex(secret.retired),
      sha256Hex(secret.waiting),
      ACTIVE.id,
      sha256Hex(secret.active),
      sha256Hex(newOpaqueToken()),
      sha256Hex(newOpaqueToken()),
    ],
  );

  await migrateWith(handle, MIGRATIONS_DIR);
  t = await buildAccountApp({ handle, config: { activationResendIntervalMs: 0 } });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await handle?.close();
  await rm(dir, { recursive: true, force: true });
});

const open = (userId: string, token: string) =>
  new Client(t.app).get(`/api/service/activation/${userId}/${token}`);

describe('migration 0023 on accounts made before it', () => {
  it('moves the activation tokens: one_time_tokens keeps reset codes only; waiting rows lose their password', async () => {
    const kinds = (await handle.query(`select kind, count(*)::int as n from one_time_tokens group by kind`))
      .rows as { kind: string; n: number }[];
    expect(kinds).toEqual([{ kind: 'reset', n: 1 }]);
    const waiting = (await handle.query(`select password_hash from users where not active order by email`))
      .rows as { password_hash: string | null }[];
    expect(waiting).toEqual([{ password_hash: null }, { password_hash: null }]);
    const decoys = (await handle.query(`select count(*)::int as n from registrations where user_id is null`))
      .rows as { n: number }[];
    expect(decoys).toEqual([{ n: 0 }]);
  });

  it('a link mailed before still activates, with the details the account row held', async () => {
    expect((await open(WAITING.id, secret.retired)).json()).toMatchObject({
      reason: 'superseded',
      message: activationLinkMessages.superseded,
    });
    expect((await login(new Client(t.app), WAITING.email, PASSWORD.waiting)).statusCode).toBe(403);
    expect((await open(WAITING.id, secret.waiting)).statusCode).toBe(200);
    const signedIn = await login(new Client(t.app), WAITING.email, PASSWORD.waiting);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ name: 'Ana Vieja', type: 'partner' });
  });

  it("an active account's old link says it is active", async () => {
    const res = await open(ACTIVE.id, secret.active);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ reason: 'used', message: activationLinkMessages.used });
    expect((await login(new Client(t.app), ACTIVE.email, PASSWORD.active)).statusCode).toBe(200);
  });

  it('a waiting account whose links were cleaned up gets a new one that carries its password', async () => {
    expect((await login(new Client(t.app), LINKLESS.email, PASSWORD.linkless)).statusCode).toBe(403);
    const resend = await new Client(t.app).post('/api/service/activation/resend', {
      username: LINKLESS.email,
    });
    expect(resend.statusCode).toBe(202);
    await activateFromOutbox(t, LINKLESS.email);
    expect((await login(new Client(t.app), LINKLESS.email, PASSWORD.linkless)).statusCode).toBe(200);
  });
});
