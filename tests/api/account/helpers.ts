/**
 * Test harness of the account API: the app built by `buildApp` on a fresh database (in-memory PGlite,
 * or PostgreSQL at TEST_DATABASE_URL, via the shared `openTestDatabase`), with the accounts plugin
 * registered when app.ts does not register it yet; a cookie-keeping client; and account fixtures.
 * (`buildTestApp` is not used because the security settings must be in the environment while the
 * plugin loads, and some tests build a second app on the same database.)
 * @module
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { simpleParser } from 'mailparser';
import { Secret, TOTP } from 'otpauth';
import type { PaymentProvider } from '../../../src/server/modules/payments/providers/provider';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type Config } from '../../../src/server/config';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { users } from '../../../src/server/db/schema';
import { hashPassword } from '../../../src/server/modules/account/credentials/password-hash';
import {
  newestRegistration,
  supersedeRegistrations,
} from '../../../src/server/modules/account/queries/registrations';
import { activateAccount } from '../../../src/server/modules/account/queries/users';
import type { LogStream } from '../../../src/server/plugins/logger';
import { insertSession } from '../../../src/server/modules/account/queries/sessions';
import { newOpaqueToken, sha256Hex } from '../../../src/server/secrets';
import { openTestDatabase, testEnv } from '../helpers/app';
import { findUserByEmail } from '../../../src/server/modules/account/index';

/** Rate limits high enough that only the rate-limit tests reach them. */
const GENEROUS_LIMITS = {
  RATE_LIMIT_LOGIN_MAX: '100000',
  RATE_LIMIT_REGISTER_MAX: '100000',
  RATE_LIMIT_RESET_MAX: '100000',
};

/** A built app with accounts, its database and temporary data folder. */
export interface AccountTestApp {
  app: FastifyInstance;
  handle: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** Options of {@link buildAccountApp}. */
export interface AccountAppOptions {
  /** Configuration fields to replace (SMTP URL, Google settings, …). */
  config?: Partial<Config>;
  /** Environment of the security settings (rate limits, ALLOWED_ORIGINS); set while the app is built. */
  env?: Record<string, string>;
  /** An open database to build on (not reset, not closed by `close()`); default: a fresh one. */
  handle?: DatabaseHandle;
  /** Payment provider instead of the configured one (commerce tests). */
  provider?: PaymentProvider;
  /** Where the app's log lines go (tests that read the log; set `config.logLevel` too). */
  logStream?: LogStream;
  /** The app's clock (`BuildAppOptions.now`: "abierto ahora", open weeks); default the system clock. */
  now?: () => Date;
}

/** Builds the app on a fresh, migrated (unseeded) database. */
export async function buildAccountApp(options: AccountAppOptions = {}): Promise<AccountTestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-account-'));
  const handle = options.handle ?? (await openTestDatabase());
  const config = loadConfig(testEnv(dataDir), {
    webDistDir: path.join(dataDir, 'no-web-build'),
    ...options.config,
  });
  const env = { ...GENEROUS_LIMITS, ...options.env };
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  let app: FastifyInstance;
  try {
    app = await buildApp({
      config,
      db: handle,
      ...(options.provider ? { paymentProvider: options.provider } : {}),
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.now ? { now: options.now } : {}),
    });
    await app.ready();
  } finally {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  }
  return {
    app,
    handle,
    config,
    close: async () => {
      await app.close();
      if (!options.handle) await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A browser-like client: keeps the session cookie between calls, sends same-origin fetch metadata. */
export class Client {
  cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  /** Sends a request with the kept cookies; stores the cookies the answer sets (or clears). */
  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      ...options,
      headers: {
        'sec-fetch-site': 'same-origin',
        'x-requested-with': 'XMLHttpRequest',
        ...(cookie ? { cookie } : {}),
        ...options.headers,
      },
    });
    for (const c of res.cookies as { name: string; value: string; maxAge?: number; expires?: Date }[]) {
      const gone = c.value === '' || c.maxAge === 0 || (c.expires && c.expires.getTime() <= Date.now());
      if (gone) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  post(url: string, payload?: object, headers?: Record<string, string>) {
    return this.request({
      method: 'POST',
      url,
      ...(payload ? { payload } : {}),
      ...(headers ? { headers } : {}),
    });
  }

  put(url: string, payload?: object) {
    return this.request({ method: 'PUT', url, ...(payload ? { payload } : {}) });
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  delete(url: string) {
    return this.request({ method: 'DELETE', url });
  }

  /** The session cookie's value, if any. */
  get session(): string | undefined {
    return this.cookies.get('buscagym_session');
  }
}

/** A strong password that is not in the common list. */
export const GOOD_PASSWORD = 'Caballito-Parque-2024';
export const OTHER_PASSWORD = 'Palermo-Soho-Bici-77';

/** Inserts an account directly (active by default) and returns its id. */
export async function createAccount(
  handle: DatabaseHandle,
  fields: {
    email: string;
    password?: string | null;
    type?: 'user' | 'partner' | 'admin';
    active?: boolean;
    name?: string;
  },
): Promise<string> {
  const [row] = await handle.db
    .insert(users)
    .values({
      name: fields.name ?? 'Ana Pérez',
      email: fields.email,
      passwordHash: fields.password === null ? null : await hashPassword(fields.password ?? GOOD_PASSWORD),
      type: fields.type ?? 'user',
      active: fields.active ?? true,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('no row');
  return row.id;
}

/** Signs `client` in with e-mail and password; returns the answer. */
export function login(client: Client, email: string, password = GOOD_PASSWORD) {
  return client.post('/api/service/login', { username: email, password });
}

/**
 * A client signed in as `userId` without a password (a session row stored directly, 30 days). An
 * administrator's session completes its second factor through the API ({@link passSecondFactor}) unless
 * `secondFactor` is false.
 */
export async function sessionFor(
  t: AccountTestApp,
  userId: string,
  { secondFactor = true }: { secondFactor?: boolean } = {},
): Promise<Client> {
  const token = newOpaqueToken();
  const now = new Date();
  await insertSession(t.handle.db, {
    id: sha256Hex(token),
    userId,
    now,
    expiresAt: new Date(now.getTime() + 30 * 86_400_000),
  });
  const client = new Client(t.app);
  client.cookies.set('buscagym_session', token);
  if (secondFactor) {
    const [account] = await t.handle.db.select({ type: users.type }).from(users).where(eq(users.id, userId));
    if (account?.type === 'admin') await passSecondFactor(client, userId);
  }
  return client;
}

/** What a test keeps of an administrator's second factor: the TOTP secret and the recovery codes not used yet. */
export interface SecondFactorKit {
  secret: string;
  recoveryCodes: string[];
}

/** The kits of the administrators this process set up, by account id. */
const secondFactorKits = new Map<string, SecondFactorKit>();

/**
 * The TOTP code (RFC 6238: SHA-1, 6 digits, 30 s) of base32 `secret` at `at` (ms since the epoch; default
 * now), computed with `otpauth` as an authenticator app would.
 */
export function totpCode(secret: string, at: number = Date.now()): string {
  return new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: at,
  });
}

/**
 * Completes the second factor of administrator `userId`'s session on `client` through the API (ADR 0019):
 * the first time, `POST /api/admin/mfa/setup` and `/setup/confirm` with the code of now (the kit is kept);
 * afterwards `/verify` with one of the kept recovery codes (a TOTP code is accepted once per 30 s step).
 * @returns the account's kit (its recovery codes left)
 */
export async function passSecondFactor(client: Client, userId: string): Promise<SecondFactorKit> {
  const expectOk = (res: LightMyRequestResponse, what: string) => {
    if (res.statusCode !== 200) throw new Error(`${what}: ${res.statusCode} ${res.body}`);
  };
  let kit = secondFactorKits.get(userId);
  if (!kit) {
    const setup = await client.post('/api/admin/mfa/setup');
    expectOk(setup, 'mfa setup');
    const { secret } = setup.json<{ secret: string }>();
    const confirm = await client.post('/api/admin/mfa/setup/confirm', { code: totpCode(secret) });
    expectOk(confirm, 'mfa confirm');
    kit = { secret, recoveryCodes: confirm.json<{ recoveryCodes: string[] }>().recoveryCodes };
    secondFactorKits.set(userId, kit);
    return kit;
  }
  const recoveryCode = kit.recoveryCodes.shift();
  if (!recoveryCode) throw new Error(`no recovery code left for ${userId}`);
  expectOk(await client.post('/api/admin/mfa/verify', { recoveryCode }), 'mfa verify');
  return kit;
}

/**
 * Activates the account of `email` with the newest activation link mailed to it, read from the app's
 * outbox folder (no SMTP_URL: each mail is written there as .eml), as its owner would from the mail.
 * @throws when no activation mail reached `email` or the link does not answer 200
 */
export async function activateFromOutbox(t: AccountTestApp, email: string): Promise<void> {
  await t.app.mailer.idle();
  const files = (await readdir(t.config.outboxDir).catch(() => [] as string[])).filter((f) =>
    f.endsWith('.eml'),
  );
  let link: string | undefined;
  for (const file of files.sort()) {
    const mail = await simpleParser(await readFile(path.join(t.config.outboxDir, file)));
    const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
    const found = /\/activation\/[0-9a-f-]{36}\/[A-Za-z0-9_-]+/.exec(mail.text ?? '')?.[0];
    if (found && to.toLowerCase().includes(email.toLowerCase())) link = found;
  }
  if (!link) throw new Error(`no activation mail to ${email} in ${t.config.outboxDir}`);
  const res = await t.app.inject({ method: 'GET', url: `/api/service${link}` });
  if (res.statusCode !== 200) throw new Error(`activation of ${email}: ${res.statusCode} ${res.body}`);
}

/**
 * Activates the waiting account of `email` as its newest registration's link would (the account gets
 * that registration's password, name, type and location; ADR 0021), without reading the mail: for
 * fixtures of apps whose mail goes to an SMTP server the test does not read.
 * @throws when `email` has no waiting account with a registration
 */
export async function activateNewestRegistration(t: AccountTestApp, email: string): Promise<void> {
  const account = await findUserByEmail(t.handle.db, email.toLowerCase());
  const details = account ? (await newestRegistration(t.handle.db, account.id))?.details : undefined;
  if (!account || account.active || !details) throw new Error(`no waiting registration of ${email}`);
  await t.handle.db.transaction(async (tx) => {
    await activateAccount(tx, account.id, details);
    await supersedeRegistrations(tx, account.id, new Date());
  });
}
