import { describe, expect, it } from 'vitest';
import { creditLapsedPosting, creditSettledPosting, creditsSoldPosting } from './credit-entries';
import { assertBalanced } from './post';

const at = new Date('2026-11-29T12:00:00Z');
const sum = (lines: readonly { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);

describe('Pase BuscaGym postings (ADR 0045)', () => {
  it('a month sold: the provider holds the price, owed as credits', () => {
    const p = creditsSoldPosting({ id: 'o1', provider: 'stripe', currency: 'ARS', paidAt: at }, 1_200_000);
    expect(p.eventKey).toBe('order:o1:paid');
    expect(p.lines.map((l) => [l.account.code, l.amount])).toEqual([
      ['provider:stripe', 1_200_000],
      ['credit_liability', -1_200_000],
    ]);
  });

  it('a settlement pays the gym its rate and keeps the rest, or loses it when the rate is above the value', () => {
    const base = { id: 'b1', partnerId: 'p1', currency: 'ARS', settledAt: at };
    const kept = creditSettledPosting({ ...base, valueCentavos: 300_000, gymCentavos: 200_000 });
    expect(kept.eventKey).toBe('credit:b1:settled');
    expect(kept.lines.map((l) => [l.account.code, l.role, l.amount])).toEqual([
      ['credit_liability', 'credits', 300_000],
      ['partner:p1', 'visit', -200_000],
      ['credit_revenue', 'revenue', -100_000],
    ]);
    const lost = creditSettledPosting({ ...base, valueCentavos: 100_000, gymCentavos: 150_000 });
    expect(lost.lines.at(-1)?.amount).toBe(50_000);
    const even = creditSettledPosting({ ...base, valueCentavos: 100_000, gymCentavos: 100_000 });
    expect(even.lines).toHaveLength(2);
    for (const p of [kept, lost, even]) {
      expect(sum(p.lines)).toBe(0);
      assertBalanced(p.eventKey, p.lines);
    }
  });

  it('credits lapsed become revenue', () => {
    const p = creditLapsedPosting('lapse-1', 12_345, 'ARS', at);
    expect(p.eventKey).toBe('credit-lapse:lapse-1');
    expect(sum(p.lines)).toBe(0);
    expect(p.lines[1]?.account.code).toBe('credit_revenue');
  });
});
