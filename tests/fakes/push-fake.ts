/**
 * A local Web Push service (RFC 8030) for the API tests: HTTPS on 127.0.0.1 with the self-signed
 * certificate in ./push-tls (the test trusts it through `config.push.tlsCa`). It speaks the protocol a
 * push service speaks to an application server:
 *
 * - `POST /push/{id}` needs `Authorization: vapid t=<JWT>, k=<key>` (RFC 8292 §3): the JWT is ES256, its
 *   signature verified with `k` (an uncompressed P-256 point, base64url) by `jose`; `aud` must be the
 *   endpoint's origin, `exp` at most 24 hours ahead, `sub` a `mailto:` or `https:` contact (§2). A bad
 *   or missing header answers 401 (§4.1 says 401/403); no `TTL` header answers 400 (RFC 8030 §5.2).
 * - The body is `Content-Encoding: aes128gcm` (RFC 8188) with the keys of RFC 8291: the fake holds the
 *   test subscription's private key and auth secret (from {@link PushServiceFake.subscribe}), derives
 *   the content key with ECDH P-256 and HKDF-SHA-256 (node:crypto), decrypts the single record and
 *   stores the plaintext, so a test reads the notification's real text.
 * - {@link PushServiceFake.answer} makes a subscription answer 410 Gone or 404 (expired, RFC 8030 §7.3)
 *   or 500, or never answer at all (0: the request hangs until the client gives up); success is 201
 *   Created (RFC 8030 §5). {@link PushServiceFake.peakInFlight} is the most requests it held at once.
 * @module
 */
import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeProtectedHeader, importJWK, jwtVerify } from 'jose';

const here = path.dirname(fileURLToPath(import.meta.url));
/** The fake's certificate (PEM): what the app under test must trust. */
export const PUSH_FAKE_CA = readFileSync(path.join(here, 'push-tls', 'localhost-cert.pem'), 'utf8');
const TLS_KEY = readFileSync(path.join(here, 'push-tls', 'localhost-key.pem'), 'utf8');

/** A browser's `PushSubscription.toJSON()`. */
export interface SubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

/** A push message the fake accepted and decrypted. */
export interface ReceivedPush {
  /** The subscription's endpoint. */
  endpoint: string;
  /** The decrypted payload, UTF-8. */
  text: string;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID JWT's claims and its `k` key. */
  vapid: { aud: string; sub: string; exp: number; k: string };
}

/** A request the fake refused, and why. */
export interface RefusedPush {
  endpoint: string;
  status: number;
  reason: string;
}

interface Device {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  answer: number;
}

/** The running fake. */
export interface PushServiceFake {
  /** Origin, e.g. `https://127.0.0.1:43123`. */
  origin: string;
  /** A new device: its key pair and auth secret stay here; the JSON goes to the app. */
  subscribe(): SubscriptionJson;
  /** Makes `endpoint` answer `status` (410, 404, 500…; 0 never answers) from now on; 201 restores it. */
  answer(endpoint: string, status: number): void;
  received: ReceivedPush[];
  refused: RefusedPush[];
  /** Requests the fake has been sent, whatever it answered. */
  requests(): number;
  /** The most requests in flight at once (received, not yet answered) since the fake started. */
  peakInFlight(): number;
  /** Resolves with the first message for `endpoint` after index `since`, or throws after `timeoutMs`. */
  waitFor(endpoint: string, options?: { since?: number; timeoutMs?: number }): Promise<ReceivedPush>;
  close(): Promise<void>;
}

/** Seconds a VAPID JWT may live at most (RFC 8292 §2: no more than 24 hours). */
const MAX_JWT_SECONDS = 24 * 60 * 60;

/** Parses `vapid t=…, k=…` (RFC 8292 §3). */
function parseVapid(header: string | undefined): { t: string; k: string } | null {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match?.[1]) return null;
  const params = new Map(
    match[1].split(',').map((part) => {
      const [name = '', ...rest] = part.trim().split('=');
      return [name.trim().toLowerCase(), rest.join('=').trim()] as const;
    }),
  );
  const t = params.get('t');
  const k = params.get('k');
  return t && k ? { t, k } : null;
}

/** Verifies the VAPID header against `origin` (see module doc); throws with the reason. */
async function verifyVapid(header: string | undefined, origin: string): Promise<ReceivedPush['vapid']> {
  const vapid = parseVapid(header);
  if (!vapid) throw new Error('no vapid authorization');
  const point = Buffer.from(vapid.k, 'base64url');
  if (point.length !== 65 || point[0] !== 0x04) throw new Error('k is not an uncompressed P-256 point');
  if (decodeProtectedHeader(vapid.t).alg !== 'ES256') throw new Error('JWT alg is not ES256');
  const key = await importJWK(
    {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    'ES256',
  );
  const { payload } = await jwtVerify(vapid.t, key, { algorithms: ['ES256'], audience: origin });
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== 'number' || payload.exp > now + MAX_JWT_SECONDS)
    throw new Error('exp missing or more than 24 h ahead');
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub))
    throw new Error('sub missing or not mailto:/https:');
  return { aud: origin, sub: payload.sub, exp: payload.exp, k: vapid.k };
}

/** Decrypts an `aes128gcm` body sent to `device` (RFC 8291 §3.4, RFC 8188 §2); throws when it fails. */
function decrypt(device: Device, body: Buffer): string {
  const salt = body.subarray(0, 16);
  const rs = body.readUInt32BE(16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const records = body.subarray(21 + idlen);
  if (idlen !== 65 || records.length > rs) throw new Error('unexpected aes128gcm header');
  const uaPublic = device.ecdh.getPublicKey();
  const ecdhSecret = device.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, device.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding (RFC 8188 §2).
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 0x02) throw new Error('last record delimiter missing');
  return padded.subarray(0, end).toString('utf8');
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startPushFake(): Promise<PushServiceFake> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const refused: RefusedPush[] = [];
  let origin = '';
  let requests = 0;
  let inFlight = 0;
  let peak = 0;

  const server: Server = createServer({ key: TLS_KEY, cert: PUSH_FAKE_CA }, (req, res) => {
    requests += 1;
    inFlight += 1;
    peak = Math.max(peak, inFlight);
    res.once('close', () => (inFlight -= 1));
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const endpoint = `${origin}${req.url ?? ''}`;
      const refuse = (status: number, reason: string) => {
        refused.push({ endpoint, status, reason });
        // A 3xx names where to go (a client that follows it makes a second request).
        const redirect = status >= 300 && status < 400 ? { location: `${origin}/push/elsewhere` } : {};
        res.writeHead(status, { 'content-type': 'text/plain', ...redirect }).end(reason);
      };
      void (async () => {
        const id = /^\/push\/([\w-]+)$/.exec(req.url ?? '')?.[1];
        const device = id ? devices.get(id) : undefined;
        if (req.method !== 'POST' || !device) return refuse(404, 'no such subscription');
        let vapid: ReceivedPush['vapid'];
        try {
          vapid = await verifyVapid(req.headers.authorization, origin);
        } catch (error) {
          return refuse(401, `vapid: ${(error as Error).message}`);
        }
        const ttl = Number(req.headers.ttl);
        if (req.headers.ttl === undefined || !Number.isInteger(ttl) || ttl < 0)
          return refuse(400, 'TTL header');
        if (device.answer === 0) return; // never answers: the client's timeout ends it
        if (device.answer !== 201) return refuse(device.answer, 'told to refuse');
        if (req.headers['content-encoding'] !== 'aes128gcm') return refuse(415, 'not aes128gcm');
        let text: string;
        try {
          text = decrypt(device, Buffer.concat(chunks));
        } catch (error) {
          return refuse(400, `decrypt: ${(error as Error).message}`);
        }
        const urgency = req.headers.urgency;
        received.push({
          endpoint,
          text,
          ttl,
          urgency: typeof urgency === 'string' ? urgency : undefined,
          vapid,
        });
        res.writeHead(201, { location: `${origin}/message/${randomUUID()}` }).end();
      })().catch((error: unknown) => refuse(500, String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const idOf = (endpoint: string) => endpoint.slice(`${origin}/push/`.length);
  return {
    origin,
    received,
    refused,
    requests: () => requests,
    peakInFlight: () => peak,
    subscribe: () => {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const id = randomUUID();
      devices.set(id, { ecdh, auth, answer: 201 });
      return {
        endpoint: `${origin}/push/${id}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    answer: (endpoint, status) => {
      const device = devices.get(idOf(endpoint));
      if (!device) throw new Error(`unknown endpoint ${endpoint}`);
      device.answer = status;
    },
    waitFor: async (endpoint, { since = 0, timeoutMs = 15_000 } = {}) => {
      const end = Date.now() + timeoutMs;
      for (;;) {
        const found = received.slice(since).find((r) => r.endpoint === endpoint);
        if (found) return found;
        if (Date.now() > end) throw new Error(`no push for ${endpoint} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
