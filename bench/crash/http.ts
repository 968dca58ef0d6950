/**
 * The crash test's HTTP client: a request repeated, unchanged, until the server answers something that
 * is not a 5xx — what a careful browser or script does while the server it talks to dies and restarts
 * under it (connection refused, reset, or a timeout are retried too).
 * @module
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** Headers every call of the crash test sends (JSON, and the same-origin marks of the CSRF check). */
export const HEADERS = {
  'content-type': 'application/json',
  'sec-fetch-site': 'same-origin',
  'x-requested-with': 'XMLHttpRequest',
};
/** How long a client keeps retrying one request before giving up, ms. */
export const PATIENCE_MS = 120_000;

/** An answer: HTTP status and JSON body. */
export interface Answer {
  status: number;
  json: Record<string, unknown>;
}

/**
 * Sends a request until the server gives an answer that is not a 5xx (the same method, path, body and
 * headers each time).
 * @returns status and JSON body, or null when {@link PATIENCE_MS} ran out
 */
export async function persist(
  baseUrl: string,
  cookie: string,
  method: string,
  path: string,
  body?: object,
  extra: Record<string, string> = {},
): Promise<Answer | null> {
  const end = Date.now() + PATIENCE_MS;
  while (Date.now() < end) {
    try {
      const res = await fetch(`${baseUrl}${path}`, {
        method,
        headers: { ...HEADERS, cookie, ...extra },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(10_000),
      });
      if (res.status < 500)
        return { status: res.status, json: (await res.json()) as Record<string, unknown> };
    } catch {
      // Connection refused or reset: the server is down; try again.
    }
    await sleep(200);
  }
  return null;
}

/**
 * Delivers a provider's notification (already signed) until the server acknowledges it with a 2xx, at
 * most `attempts` times 300 ms apart — as Stripe and MercadoPago retry theirs.
 * @returns whether it was acknowledged
 */
export async function redeliver(send: () => Promise<{ status: number }>, attempts = 50): Promise<boolean> {
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    try {
      if ((await send()).status < 300) return true;
    } catch {
      // Server down: the provider retries later.
    }
    await sleep(300);
  }
  return false;
}
