/**
 * The refund phase of the crash test (ADR 0027): an administrator — and partner A for the orders that
 * hold his lines — refunds a share of the paid orders, in full or in part (sometimes a part and then
 * the rest), while the server is SIGKILLed under them. Each refund request carries its own
 * `Idempotency-Key` and is repeated with the same key and body until the server answers (./http), as
 * the back office would after a dropped connection. What was sent is kept for ./check-refunds.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { fromCentavos } from '../../src/shared/domain/money';
import { persist } from './http';

/** One refund request as the client meant it. */
export interface SentRefund {
  orderId: string;
  actor: 'admin' | 'partner';
  key: string;
  /** Centavos; null: everything left (of the caller's lines). */
  amountCentavos: number | null;
  /**
   * The final HTTP status (201 created, 200 replayed, 202 requested, 4xx refused); null: gave up, and
   * asked again after the kills without an answer either.
   */
  status: number | null;
  /** Whether the client gave up during the kills ({@link askAgain} then asked once more with the same key). */
  gaveUp: boolean;
  /** The refund's id in the answer. */
  refundId: string | null;
}

/** A paid order the phase may refund. */
export interface RefundCandidate {
  orderId: string;
  totalCentavos: number;
  /** Whether partner A sold a line of it (he may refund his lines). */
  partnerLines: boolean;
}

/** Options of {@link refundPhase}. */
export interface RefundPhaseOptions {
  baseUrl: string;
  adminCookie: string;
  partnerCookie: string;
  candidates: readonly RefundCandidate[];
  /** Share of the candidates to refund, in [0, 1]. */
  share: number;
  /** Requests in flight at once. */
  workers: number;
  random: () => number;
}

type Step = Pick<SentRefund, 'actor' | 'key' | 'amountCentavos'>;

/** The refunds of one order: full, partial, partial + rest, or the partner's own lines. */
function stepsOf(candidate: RefundCandidate, random: () => number): Step[] {
  const r = random();
  const part = Math.max(100, Math.floor(candidate.totalCentavos * (0.1 + 0.5 * random())));
  const admin = (amountCentavos: number | null): Step => ({
    actor: 'admin',
    key: randomUUID(),
    amountCentavos,
  });
  if (r < 0.35) return [admin(null)];
  if (r < 0.65) return [admin(part)];
  if (r < 0.85) return [admin(part), admin(null)];
  if (candidate.partnerLines) return [{ actor: 'partner', key: randomUUID(), amountCentavos: null }];
  return [admin(null)];
}

/** Sends one refund request until answered. */
async function send(o: RefundPhaseOptions, orderId: string, step: Step): Promise<SentRefund> {
  const path =
    step.actor === 'admin'
      ? `/api/admin/orders/${orderId}/refunds`
      : `/api/partner/sales/orders/${orderId}/refunds`;
  const body = {
    reason: 'Prueba de caída del servidor',
    ...(step.amountCentavos === null
      ? {}
      : { amount: { $numberDecimal: fromCentavos(step.amountCentavos) } }),
  };
  const cookie = step.actor === 'admin' ? o.adminCookie : o.partnerCookie;
  const answer = await persist(o.baseUrl, cookie, 'POST', path, body, { 'idempotency-key': step.key });
  const refund = answer?.json.refund as { _id?: string } | undefined;
  return {
    orderId,
    ...step,
    status: answer?.status ?? null,
    refundId: refund?._id ?? null,
    gaveUp: answer === null,
  };
}

/**
 * Asks again, once the kills have stopped, for every request whose client gave up during them: the
 * same path, body and `Idempotency-Key`, as the back office would when it comes back to an order it
 * left without an answer. The key makes the server answer with the refund the first attempts wrote
 * (200), or write it now (201) if none did; either way the request is not lost. What comes back
 * replaces the request's status and refund id.
 * @returns `sent`, with the given-up requests' final answers
 */
export async function askAgain(o: RefundPhaseOptions, sent: readonly SentRefund[]): Promise<SentRefund[]> {
  return Promise.all(
    sent.map(async (s) => {
      if (!s.gaveUp) return s;
      const again = await send(o, s.orderId, {
        actor: s.actor,
        key: s.key,
        amountCentavos: s.amountCentavos,
      });
      return { ...again, gaveUp: true };
    }),
  );
}

/**
 * Runs the phase: picks `share` of the candidates and sends their refunds, `workers` orders at a
 * time, each order's steps in sequence. @returns every request sent, in the order they ended
 */
export async function refundPhase(o: RefundPhaseOptions): Promise<SentRefund[]> {
  const chosen = o.candidates
    .filter(() => o.random() < o.share)
    .map((c) => ({ orderId: c.orderId, steps: stepsOf(c, o.random) }));
  const sent: SentRefund[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: o.workers }, async () => {
      while (next < chosen.length) {
        const job = chosen[next]!;
        next += 1;
        for (const step of job.steps) sent.push(await send(o, job.orderId, step));
      }
    }),
  );
  return sent;
}
