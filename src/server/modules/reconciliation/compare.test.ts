// The comparison of a reconciliation run (ADR 0044): each kind of mismatch from the two sides, nothing on
// matching sides, and nothing for what is younger than the span's cutoff or booked as unapplied.
import { describe, expect, it } from 'vitest';
import type { ProviderMovement } from '../payments/index';
import { compare, ordersPaidTwice, type CompareInput, type OrderFact, type RefundFact } from './compare';

const from = new Date('2026-11-27T00:00:00Z');
const cutoff = new Date('2026-11-29T00:00:00Z');
const at = (h: number) => new Date(from.getTime() + h * 3_600_000);

const order = (id: string, over: Partial<OrderFact> = {}): OrderFact => ({
  id,
  paymentId: `pi_${id}`,
  status: 'paid',
  totalCentavos: 10_000,
  currency: 'ARS',
  paidAt: at(1),
  ...over,
});
const payment = (
  id: string,
  orderId: string | null,
  over: Partial<ProviderMovement> = {},
): ProviderMovement => ({
  kind: 'payment',
  id,
  paymentId: orderId ? `pi_${orderId}` : null,
  orderId,
  sourceId: id,
  amountCentavos: 10_000,
  currency: 'ARS',
  at: at(1),
  ...over,
});
const refund = (id: string, orderId: string, over: Partial<RefundFact> = {}): RefundFact => ({
  id,
  orderId,
  amountCentavos: 4_000,
  status: 'succeeded',
  providerRefundId: `re_${id}`,
  completedAt: at(2),
  currency: 'ARS',
  ...over,
});
const input = (over: Partial<CompareInput>): CompareInput => ({
  provider: 'stripe',
  from,
  cutoff,
  movements: [],
  orders: [],
  refunds: [],
  unapplied: new Set(),
  unappliedReturned: new Set(),
  ...over,
});
const kinds = (i: CompareInput) => compare(i).map((f) => `${f.kind} ${f.providerObjectId}`);

describe('compare', () => {
  it('finds nothing when both sides agree', () => {
    const movements = [
      payment('ch_a', 'a'),
      {
        ...payment('re_r1', 'a'),
        kind: 'refund' as const,
        id: 're_r1',
        sourceId: 'ch_a',
        amountCentavos: 4_000,
        at: at(2),
      },
    ];
    expect(compare(input({ movements, orders: [order('a')], refunds: [refund('r1', 'a')] }))).toEqual([]);
  });

  it('names each payment-side kind', () => {
    const movements = [
      payment('ch_stray', null),
      payment('ch_b', 'b', { amountCentavos: 9_000 }),
      payment('ch_c1', 'c'),
      payment('ch_c2', 'c', { at: at(3) }),
      payment('ch_pending', 'p'),
    ];
    const orders = [order('b'), order('c'), order('p', { status: 'cancelled', paidAt: null }), order('d')];
    expect(kinds(input({ movements, orders })).sort()).toEqual([
      'paid_not_captured pi_d',
      'payment_amount_differs ch_b',
      'payment_without_order ch_pending',
      'payment_without_order ch_stray',
      'second_payment ch_c2',
    ]);
    expect(ordersPaidTwice(movements)).toEqual(['c']);
  });

  it('names each refund-side kind, and leaves a second payment booked as unapplied alone', () => {
    const theirs = (id: string, amount: number, source = 'ch_a'): ProviderMovement => ({
      ...payment(id, 'a'),
      kind: 'refund',
      sourceId: source,
      amountCentavos: amount,
      at: at(2),
    });
    const movements = [
      payment('ch_a', 'a'),
      theirs('re_hand', 500),
      theirs('re_r1', 3_000),
      theirs('re_dup', 10_000, 'ch_dup'),
    ];
    const refunds = [refund('r1', 'a'), refund('r2', 'a')];
    const found = kinds(
      input({ movements, orders: [order('a')], refunds, unappliedReturned: new Set(['ch_dup']) }),
    );
    expect(found.sort()).toEqual([
      'refund_amount_differs re_r1',
      'refund_not_at_provider re_r2',
      'refund_not_here re_hand',
    ]);
  });

  it('leaves what is younger than the cutoff to the next run', () => {
    const late = new Date(cutoff.getTime() + 1000);
    const movements = [payment('ch_stray', null, { at: late })];
    expect(compare(input({ movements, orders: [order('x', { paidAt: late })] }))).toEqual([]);
  });
});
