// Google sign-in (ADR 0005; docs/architecture.md §3): ID tokens signed by a test key and verified
// against a LOCAL JWKS endpoint (node:http on 127.0.0.1); wrong audience, wrong issuer, expired,
// bad signature and unverified e-mail are refused; `data` is never trusted; accounts are found,
// linked or created and get a session.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema';
import { externalIdentities, lockedEmails } from '../../../src/server/db/schema-accounts';
import { accountMessages } from '../../../src/shared/messages';
import { buildAccountApp, Client, createAccount, GOOD_PASSWORD, login, type AccountTestApp } from './helpers';

const CLIENT_ID = 'buscagym-test.apps.googleusercontent.com';
const KID = 'test-key-1';

let t: AccountTestApp;
let jwks: Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwks = createServer((req, res) => {
    res.writeHead(req.url === '/oauth2/v3/certs' ? 200 : 404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  t = await buildAccountApp({
    config: { google: { clientId: CLIENT_ID, jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs` } },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => jwks?.close(resolve));
});

interface TokenOptions {
  sub?: string;
  email?: string;
  emailVerified?: boolean;
  name?: string;
  aud?: string;
  iss?: string;
  expiresIn?: string | number;
  key?: CryptoKey;
}

/** Signs an ID token shaped like Google's. */
function idToken(o: TokenOptions = {}): Promise<string> {
  return new SignJWT({
    email: o.email ?? 'lola@gmail.com',
    email_verified: o.emailVerified ?? true,
    name: o.name ?? 'Lola Mora',
  })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setSubject(o.sub ?? '1000001')
    .setIssuer(o.iss ?? 'https://accounts.google.com')
    .setAudience(o.aud ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(o.expiresIn ?? '1h')
    .sign(o.key ?? signingKey);
}

const google = (client: Client, tokenId: string, data: object = {}) =>
  client.post('/api/service/google/auth', { tokenId, data });

describe('POST /api/service/google/auth', () => {
  it('creates an active member for a new Google account, starts a session, and trusts only the token', async () => {
    const c = new Client(t.app);
    const res = await google(c, await idToken(), {
      email: 'intruso@example.com',
      name: 'Intruso',
      sub: '666',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json<{ user: { userId: string }; usuario: Record<string, unknown> }>();
    expect(body).toEqual({
      user: { userId: body.user.userId, type: 'user', avatar: null },
      usuario: {
        _id: body.user.userId,
        name: 'Lola Mora',
        email: 'lola@gmail.com',
        type: 'user',
        avatar: null,
      },
    });
    expect(c.session).toBeDefined();
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, body.user.userId));
    expect(row).toMatchObject({ email: 'lola@gmail.com', active: true, passwordHash: null });
    expect(await t.handle.db.select().from(users).where(eq(users.email, 'intruso@example.com'))).toEqual([]);

    const profile = await c.post('/api/service/google/auth/profile', { token: 'ignored' });
    expect(profile.json()).toMatchObject({ user: { _id: body.user.userId, email: 'lola@gmail.com' } });

    const again = await google(new Client(t.app), await idToken({ email: 'lola.nueva@gmail.com' }));
    expect(again.json()).toMatchObject({ user: { userId: body.user.userId } });
  });

  it('links an existing password account with the same e-mail', async () => {
    const id = await createAccount(t.handle, { email: 'marta@example.com', name: 'Marta', type: 'partner' });
    const res = await google(
      new Client(t.app),
      await idToken({ sub: '2000002', email: 'Marta@Example.com' }),
    );
    expect(res.json()).toMatchObject({ user: { userId: id, type: 'partner' }, usuario: { name: 'Marta' } });
    const links = await t.handle.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.userId, id));
    expect(links).toMatchObject([{ provider: 'google', subject: '2000002' }]);
    expect((await login(new Client(t.app), 'marta@example.com')).statusCode).toBe(200);
  });

  it('activates an unproven inactive account and drops the password its registrant chose', async () => {
    const id = await createAccount(t.handle, { email: 'nora@example.com', name: 'Nora', active: false });
    const res = await google(new Client(t.app), await idToken({ sub: '3000003', email: 'nora@example.com' }));
    expect(res.json()).toMatchObject({ user: { userId: id } });
    const [row] = await t.handle.db.select().from(users).where(eq(users.id, id));
    expect(row).toMatchObject({ active: true, passwordHash: null });
    expect((await login(new Client(t.app), 'nora@example.com', GOOD_PASSWORD)).statusCode).toBe(401);
  });

  it.each<[string, () => Promise<string>, string]>([
    [
      'a wrong audience',
      () => idToken({ aud: 'someone-else.apps.googleusercontent.com' }),
      accountMessages.googleInvalid,
    ],
    [
      'a wrong issuer',
      () => idToken({ iss: 'https://accounts.evil.example' }),
      accountMessages.googleInvalid,
    ],
    [
      'an expiry in the past',
      () => idToken({ expiresIn: Math.floor(Date.now() / 1000) - 60 }),
      accountMessages.googleInvalid,
    ],
    ['a bad signature', () => idToken({ key: strangerKey }), accountMessages.googleInvalid],
    [
      'an unverified e-mail',
      () => idToken({ sub: '4000004', email: 'otro@gmail.com', emailVerified: false }),
      accountMessages.googleEmailUnverified,
    ],
    ['garbage', async () => 'not.a.jwt', accountMessages.googleInvalid],
  ])('refuses %s with 401 and no session', async (_label, token, message) => {
    const c = new Client(t.app);
    const res = await google(c, await token());
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ login: false, message, code: 'UNAUTHORIZED' });
    expect(c.session).toBeUndefined();
  });

  it('accepts the issuer without scheme', async () => {
    const res = await google(
      new Client(t.app),
      await idToken({ sub: '5000005', email: 'pia@gmail.com', iss: 'accounts.google.com' }),
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses a locked e-mail with 403', async () => {
    await t.handle.db.insert(lockedEmails).values({ email: 'spam@gmail.com' });
    const res = await google(new Client(t.app), await idToken({ sub: '6000006', email: 'spam@gmail.com' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: accountMessages.emailLocked });
  });

  it('answers 400 without tokenId', async () => {
    expect((await new Client(t.app).post('/api/service/google/auth', { data: {} })).statusCode).toBe(400);
  });
});

describe('Google sign-in switched off', () => {
  it('answers 404 with a Spanish message when GOOGLE_CLIENT_ID is not set', async () => {
    const off = await buildAccountApp({ handle: t.handle });
    try {
      const res = await google(new Client(off.app), await idToken());
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: accountMessages.googleDisabled });
    } finally {
      await off.close();
    }
  });
});
