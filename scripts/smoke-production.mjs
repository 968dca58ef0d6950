// Production smoke test (run by .ci/run; ADR 0011): starts the compiled server of a production
// install (`npm ci --omit=dev` after `npm run build`) and checks that it answers, then proves that
// API processes are stateless: two of them on one PostgreSQL and one Redis, a session opened through
// one and used and closed through the other, one shared rate-limit allowance.
//
//   node scripts/smoke-production.mjs <install dir>
//
// Environment: SMOKE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test; its `public`,
// `drizzle` and `pgboss` schemas are dropped first) and SMOKE_REDIS_URL (default redis://127.0.0.1:6379).
// Exits 1 at the first failed check.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const installDir = path.resolve(process.argv[2] ?? '.');
const databaseUrl = process.env.SMOKE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const redisUrl = process.env.SMOKE_REDIS_URL ?? 'redis://127.0.0.1:6379';
const serverJs = path.join(installDir, 'dist/server/server.js');
const children = new Set();

/** Fails the smoke test with `message`. */
function fail(message) {
  throw new Error(`smoke: ${message}`);
}

/** Asserts `condition`, naming the check. */
function check(condition, what) {
  if (!condition) fail(what);
  console.log(`  ok  ${what}`);
}

/** Starts `node dist/server/server.js` of the install with `env`; resolves when /api/health is 200. */
async function startServer(name, port, env) {
  const child = spawn(process.execPath, [serverJs], {
    cwd: installDir,
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PORT: String(port), ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) fail(`${name} exited with ${child.exitCode} while starting`);
    try {
      const res = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return { name, base, child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  fail(`${name} did not become ready in 120 s`);
}

/** Sends SIGTERM and resolves with the exit code. */
function stopServer(server) {
  return new Promise((resolve) => {
    if (server.child.exitCode !== null) return resolve(server.child.exitCode);
    server.child.once('exit', (code) => resolve(code));
    server.child.kill('SIGTERM');
  });
}

/** Runs a compiled CLI of the install; rejects on a non-zero exit. */
function runCli(entry, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(installDir, 'dist/server', `${entry}.js`), ...args], {
      cwd: installDir,
      env: { ...process.env, NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${entry} exited with ${code}`))));
  });
}

/** A JSON call with the same-origin headers a browser sends; returns status, body and cookies. */
async function call(base, method, url, { body, cookie, origin } = {}) {
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...(method === 'GET' ? {} : { origin, 'x-requested-with': 'XMLHttpRequest' }),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  const setCookie = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  return { status: res.status, body: text ? JSON.parse(text) : undefined, setCookie, headers: res.headers };
}

/** One process on the embedded database: it starts, serves the web app and the API, stops cleanly. */
async function embedded() {
  console.log('production install on PGlite');
  const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-smoke-'));
  try {
    const server = await startServer('pglite', 4310, { DATA_DIR: dataDir });
    const home = await fetch(`${server.base}/`, { headers: { accept: 'text/html' } });
    check(home.status === 200 && (await home.text()).includes('<div id="root">'), 'GET / serves the web app');
    const gyms = await call(server.base, 'GET', '/api/partner/gyms/allgyms?limit=2');
    check(gyms.status === 200 && gyms.body.gyms.length === 2, 'the catalogue answers from the seeded clubs');
    check(
      (await call(server.base, 'GET', '/api/docs/json')).status === 404,
      'API docs are off in production',
    );
    check((await stopServer(server)) === 0, 'SIGTERM stops it with exit code 0');
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** Two processes on one PostgreSQL and one Redis. */
async function stateless() {
  console.log('two production processes on PostgreSQL and Redis');
  const require = createRequire(path.join(installDir, 'package.json'));
  const pg = require('pg');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('drop schema if exists drizzle cascade; drop schema if exists pgboss cascade;');
  await client.query('drop schema if exists public cascade; create schema public;');
  await client.end();
  const { Redis } = require('ioredis');
  const redis = new Redis(redisUrl);
  const stale = await redis.keys('buscagym-rl:*');
  if (stale.length > 0) await redis.del(...stale);
  await redis.quit();

  const origin = 'http://localhost:4311';
  const env = {
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    PUBLIC_URL: origin,
    SEED: 'false',
    RATE_LIMIT_REGISTER_MAX: '3',
  };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'buscagym-smoke-'));
  try {
    const email = 'smoke-admin@example.com';
    const password = 'Smoke-Test-Palermo-2026';
    const first = await startServer('api-1', 4311, { ...env, DATA_DIR: path.join(dataDir, 'a') });
    await runCli('admin-cli', [email], {
      ...env,
      ADMIN_PASSWORD: password,
      DATA_DIR: path.join(dataDir, 'a'),
    });
    check(true, 'npm run admin:create works from the compiled CLI');
    const second = await startServer('api-2', 4312, { ...env, DATA_DIR: path.join(dataDir, 'b') });

    const login = await call(first.base, 'POST', '/api/service/login', {
      body: { username: email, password },
      origin,
    });
    check(login.status === 200 && login.setCookie.length > 0, 'signed in through process 1');
    const cookie = login.setCookie.join('; ');
    const profile = await call(second.base, 'GET', `/api/user/profile/${login.body.userId}`, { cookie });
    check(profile.status === 200 && profile.body.user?.email === email, 'process 2 serves that session');
    const logout = await call(second.base, 'POST', '/api/service/logout', { cookie, origin });
    check(logout.status === 200, 'signed out through process 2');
    const after = await call(first.base, 'GET', `/api/user/profile/${login.body.userId}`, { cookie });
    check(after.status === 401, 'process 1 no longer accepts the closed session');

    // RATE_LIMIT_REGISTER_MAX=3 per address: three calls on process 1 (invalid bodies still count),
    // the fourth on process 2 is refused from the same Redis counter.
    for (let i = 0; i < 3; i += 1) {
      const res = await call(first.base, 'POST', '/api/service/register', { body: {}, origin });
      if (res.status === 429) fail(`register call ${i + 1} refused early`);
    }
    const limited = await call(second.base, 'POST', '/api/service/register', { body: {}, origin });
    check(
      limited.status === 429 && limited.headers.get('retry-after') !== null,
      'the rate limit is shared: process 2 refuses the 4th call',
    );
    check((await stopServer(first)) === 0 && (await stopServer(second)) === 0, 'both stop cleanly');
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

try {
  await embedded();
  await stateless();
  console.log('smoke: production install OK');
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  for (const child of children) child.kill('SIGKILL');
  process.exit(1);
}
