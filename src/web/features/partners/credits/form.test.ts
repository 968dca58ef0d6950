import { describe, expect, it } from 'vitest';
import type { GymCreditTerms } from '../../../../shared/contract/credits-gyms';
import { creditTermsMessages as m } from '../../../../shared/messages/credits-gyms';
import { nextCostChangeAllowedAt, paseFormSchema, paseFormValues, type PaseFormValues } from './form';

const terms = (over: Partial<GymCreditTerms> = {}): GymCreditTerms => ({
  gymId: 'g1',
  accepts: true,
  acceptsPase: true,
  visitCredits: 3,
  classCredits: 2,
  monthlyVisitLimit: null,
  cancelWindowHours: 12,
  nextChange: null,
  costsSetAt: '2026-11-20T12:00:00.000Z',
  ratePerCredit: { $numberDecimal: '1200.00' },
  ...over,
});

const values = (over: Partial<PaseFormValues> = {}): PaseFormValues => ({
  accepts: true,
  visitCredits: '2',
  classCredits: '1',
  monthlyVisitLimit: '',
  cancelWindowHours: '12',
  ...over,
});

describe('the partner Pase BuscaGym form', () => {
  it('reads the text inputs as the body of PUT /api/partner/gyms/{gymId}/credits', () => {
    expect(paseFormSchema.parse(values())).toEqual({
      accepts: true,
      visitCredits: 2,
      classCredits: 1,
      monthlyVisitLimit: null,
      cancelWindowHours: 12,
    });
    expect(paseFormSchema.parse(values({ monthlyVisitLimit: ' 8 ', cancelWindowHours: '0' }))).toMatchObject({
      monthlyVisitLimit: 8,
      cancelWindowHours: 0,
    });
  });

  it('refuses what the server refuses, with its Spanish messages', () => {
    const issue = (over: Partial<PaseFormValues>) => {
      const result = paseFormSchema.safeParse(values(over));
      return result.success ? null : result.error.issues.map((i) => [i.path.join('.'), i.message]);
    };
    expect(issue({ visitCredits: '0' })).toEqual([['visitCredits', m.cost]]);
    expect(issue({ classCredits: '11' })).toEqual([['classCredits', m.cost]]);
    expect(issue({ classCredits: '' })).toEqual([['classCredits', m.cost]]);
    expect(issue({ visitCredits: '2,5' })).toEqual([['visitCredits', m.cost]]);
    expect(issue({ monthlyVisitLimit: '32' })).toEqual([['monthlyVisitLimit', m.visitLimit]]);
    expect(issue({ cancelWindowHours: '73' })).toEqual([['cancelWindowHours', m.cancelWindow]]);
    expect(issue({ cancelWindowHours: '' })).toEqual([['cancelWindowHours', m.cancelWindow]]);
  });

  it('starts from the costs the gym will have: the coming change when one waits', () => {
    expect(paseFormValues(terms())).toEqual({
      accepts: true,
      visitCredits: '3',
      classCredits: '2',
      monthlyVisitLimit: '',
      cancelWindowHours: '12',
    });
    const waiting = terms({
      monthlyVisitLimit: 6,
      nextChange: { visitCredits: 5, classCredits: 2, effectiveAt: '2026-12-01T12:00:00.000Z' },
    });
    expect(paseFormValues(waiting)).toMatchObject({
      visitCredits: '5',
      classCredits: '2',
      monthlyVisitLimit: '6',
    });
    const never = terms({ accepts: false, visitCredits: null, classCredits: null, costsSetAt: null });
    expect(paseFormValues(never)).toMatchObject({ accepts: false, visitCredits: '', classCredits: '' });
  });

  it('knows when the costs may change again: 7 days after they were set', () => {
    const set = terms({ costsSetAt: '2026-11-20T12:00:00.000Z' });
    expect(nextCostChangeAllowedAt(set, new Date('2026-11-25T12:00:00.000Z'))?.toISOString()).toBe(
      '2026-11-27T12:00:00.000Z',
    );
    expect(nextCostChangeAllowedAt(set, new Date('2026-11-27T12:00:00.001Z'))).toBeNull();
    expect(nextCostChangeAllowedAt(terms({ costsSetAt: null }), new Date())).toBeNull();
  });
});
