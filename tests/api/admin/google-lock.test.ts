// A lock refuses Google sign-in too (ADR 0018; ADR 0005 "Google"): an account signed up with Google,
// locked by an administrator, gets 403 from `POST /api/service/google/auth` with a valid ID token, and signs
// in again once unlocked. Tokens are signed by a test key and verified against a local JWKS endpoint.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { accountMessages } from '../../../src/shared/messages';
import { buildAccountApp, Client, createAccount, sessionFor, type AccountTestApp } from '../account/helpers';
import { ADMIN } from './helpers';

const CLIENT_ID = 'buscagym-admin-test.apps.googleusercontent.com';
const KID = 'admin-test-key';

let t: AccountTestApp;
let jwks: Server;
let key: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  key = pair.privateKey;
  const jwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  t = await buildAccountApp({
    config: { google: { clientId: CLIENT_ID, jwksUrl: `http://127.0.0.1:${port}/certs` } },
  });
});
afterAll(async () => {
  await t?.close();
  await new Promise((resolve) => jwks?.close(resolve));
});

const idToken = (email: string): Promise<string> =>
  new SignJWT({ email, email_verified: true, name: 'Lola Google' })
    .setProtectedHeader({ alg: 'RS256', kid: KID, typ: 'JWT' })
    .setSubject('7000007')
    .setIssuer('https://accounts.google.com')
    .setAudience(CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(key);

it('a locked Google account cannot sign in with Google until it is unlocked', async () => {
  const email = 'lola.google@gmail.com';
  const signIn = async () =>
    new Client(t.app).post('/api/service/google/auth', { tokenId: await idToken(email), data: {} });
  expect((await signIn()).statusCode).toBe(200);

  const adminId = await createAccount(t.handle, { email: 'jefa@example.com', type: 'admin' });
  const admin = await sessionFor(t, adminId);
  expect((await admin.post(ADMIN.locks, { email, reason: 'Suplantación de identidad' })).statusCode).toBe(
    201,
  );
  const refused = await signIn();
  expect(refused.statusCode).toBe(403);
  expect(refused.json<{ message: string }>().message).toBe(accountMessages.emailLocked);

  expect((await admin.delete(ADMIN.unlock(email))).statusCode).toBe(200);
  expect((await signIn()).statusCode).toBe(200);
});
