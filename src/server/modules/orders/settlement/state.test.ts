import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from '../../../../shared/constants/commerce';
import { canTransition } from './state';

describe('order state machine (docs/architecture.md §5)', () => {
  it('allows exactly the documented moves', () => {
    const allowed = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => canTransition(from, to)).map((to) => `${from}→${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'pending→paid',
        'pending→failed',
        'pending→cancelled',
        'failed→paid',
        'failed→cancelled',
        'paid→refunded',
      ].sort(),
    );
  });

  it('never leaves a refunded or cancelled order, and never goes back to pending', () => {
    for (const to of ORDER_STATUSES) {
      expect(canTransition('refunded', to)).toBe(false);
      expect(canTransition('cancelled', to)).toBe(false);
    }
    for (const from of ORDER_STATUSES) expect(canTransition(from, 'pending')).toBe(false);
    expect(canTransition('paid', 'failed')).toBe(false);
    expect(canTransition('paid', 'paid')).toBe(false);
  });
});
