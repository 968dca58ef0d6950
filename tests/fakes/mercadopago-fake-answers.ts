/**
 * Answers of the fake MercadoPago (./mercadopago-fake): an HTTP status and a JSON body, errors shaped as
 * MercadoPago's (`{message, error, status, cause}`), its amount rule, and reading a request's body
 * (JSON, or a form for `POST /oauth/token`).
 * @module
 */
import type { IncomingMessage } from 'node:http';

/** One answer: HTTP status and JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

/** Routes one authenticated API call of `collector` (the account its token names); null when no route matches. */
export type FakeRoute = (
  collector: string,
  method: string,
  url: URL,
  body: Record<string, unknown>,
) => FakeAnswer | null;

const error = (status: number, message: string): FakeAnswer => ({
  status,
  body: { message, error: status === 404 ? 'not_found' : 'bad_request', status, cause: [] },
});
export const notFound = (what: string): FakeAnswer => error(404, `${what} not found`);
export const badRequest = (message: string): FakeAnswer => error(400, message);

/** A positive amount with at most two decimals (MercadoPago's `unit_price`, `amount`). */
export const isAmount = (v: unknown): v is number =>
  typeof v === 'number' && v > 0 && Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** The whole body of `request`, as text. */
export const readBody = async (request: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/** A JSON object or form body; null when it is neither. */
export function parseBody(raw: string, type: string | undefined): Record<string, unknown> | null {
  if (raw === '') return {};
  if (type?.startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(raw));
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
