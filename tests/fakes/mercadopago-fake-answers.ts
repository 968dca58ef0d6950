/**
 * Answers of the fake MercadoPago (./mercadopago-fake): an HTTP status and a JSON body, errors shaped as
 * MercadoPago's (`{message, error, status, cause}`), and its amount rule.
 * @module
 */

/** One answer: HTTP status and JSON body. */
export interface FakeAnswer {
  status: number;
  body: unknown;
}

const error = (status: number, message: string): FakeAnswer => ({
  status,
  body: { message, error: status === 404 ? 'not_found' : 'bad_request', status, cause: [] },
});
export const notFound = (what: string): FakeAnswer => error(404, `${what} not found`);
export const badRequest = (message: string): FakeAnswer => error(400, message);

/** A positive amount with at most two decimals (MercadoPago's `unit_price`, `amount`). */
export const isAmount = (v: unknown): v is number =>
  typeof v === 'number' && v > 0 && Number.isFinite(v) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
