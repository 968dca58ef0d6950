import { describe, expect, it } from 'vitest';
import { splitCommission } from '../../../shared/domain/money';
import { allocateRefund, commissionBack, usesAfterRefund } from './allocate';

const line = (lineId: string, total: number, refunded = 0) => ({ lineId, total, refunded });

describe('allocateRefund', () => {
  it('gives each line its remainder for a full refund', () => {
    const parts = allocateRefund([line('a', 3000, 1000), line('b', 1500)], 3500);
    expect([...parts]).toEqual([
      ['a', 2000],
      ['b', 1500],
    ]);
  });

  it('splits in proportion with whole centavos that add up exactly (largest remainder)', () => {
    const parts = allocateRefund([line('a', 1), line('b', 1), line('c', 1)], 2);
    expect([...parts.values()].reduce((a, b) => a + b, 0)).toBe(2);
    expect([...parts]).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    const uneven = allocateRefund([line('a', 10_000), line('b', 20_001)], 10_000);
    expect(uneven.get('a')! + uneven.get('b')!).toBe(10_000);
    expect(uneven.get('a')).toBe(3333);
  });

  it('refuses more than is left, zero, negatives and fractions', () => {
    expect(() => allocateRefund([line('a', 1000, 400)], 601)).toThrow(RangeError);
    expect(() => allocateRefund([line('a', 1000)], 0)).toThrow(RangeError);
    expect(() => allocateRefund([line('a', 1000)], -5)).toThrow(RangeError);
    expect(() => allocateRefund([line('a', 1000)], 1.5)).toThrow(RangeError);
  });
});

describe('commissionBack', () => {
  it('gives back exactly the commission taken, whatever the partial refunds', () => {
    const gross = 1_234_567;
    const percent = '12.50';
    const sale = {
      gross,
      commission: splitCommission(gross, percent).commission,
      commissionPercent: percent,
    };
    let refunded = 0;
    let back = 0;
    for (const part of [1, 333, 100_000, 3, 734_230]) {
      const { commission, net } = commissionBack(sale, refunded, part);
      expect(commission + net).toBe(part);
      expect(commission).toBeGreaterThanOrEqual(0);
      back += commission;
      refunded += part;
    }
    const last = commissionBack(sale, refunded, gross - refunded);
    expect(back + last.commission).toBe(sale.commission);
  });

  it('gives back the whole commission in one full refund', () => {
    expect(commissionBack({ gross: 999, commission: 125, commissionPercent: '12.50' }, 0, 999)).toEqual({
      commission: 125,
      net: 874,
    });
  });
});

describe('usesAfterRefund', () => {
  it('takes off the uses paid back in whole, never more than are left', () => {
    expect(usesAfterRefund(3, 3, 1000, 999)).toBe(3);
    expect(usesAfterRefund(3, 3, 1000, 1000)).toBe(2);
    expect(usesAfterRefund(3, 1, 1000, 1000)).toBe(1);
    expect(usesAfterRefund(3, 3, 1000, 3000)).toBe(0);
  });
});
