import { describe, expect, it } from 'vitest';
import { creditMessages } from '../../../../shared/messages/credits';
import { planBody, planFormValues } from './plan-form';

describe('the credit plan form', () => {
  it('starts blank and active, or from the plan with its price as es-AR writes it', () => {
    expect(planFormValues(null)).toEqual({ name: '', creditsPerMonth: '', monthlyPrice: '', active: true });
    expect(
      planFormValues({
        _id: 'p1',
        name: 'Pase 8',
        creditsPerMonth: 8,
        monthlyPrice: { $numberDecimal: '24999.50' },
        currency: 'ARS',
        active: false,
      }),
    ).toEqual({ name: 'Pase 8', creditsPerMonth: '8', monthlyPrice: '24.999,50', active: false });
  });

  it('reads the values as the body of the plan calls', () => {
    expect(
      planBody({ name: ' Pase 8 ', creditsPerMonth: '8', monthlyPrice: '$ 24.999', active: true }),
    ).toEqual({
      body: { name: 'Pase 8', creditsPerMonth: 8, monthlyPrice: { $numberDecimal: '24999' }, active: true },
      errors: null,
    });
  });

  it("answers the contract's Spanish message of each wrong field", () => {
    expect(planBody({ name: 'a', creditsPerMonth: '0', monthlyPrice: '0', active: true }).errors).toEqual({
      name: creditMessages.planName,
      creditsPerMonth: creditMessages.creditsPerMonth,
      monthlyPrice: creditMessages.monthlyPrice,
    });
    expect(
      planBody({ name: 'Pase', creditsPerMonth: '2,5', monthlyPrice: 'mucho', active: true }).errors,
    ).toEqual({
      creditsPerMonth: creditMessages.creditsPerMonth,
      monthlyPrice: creditMessages.monthlyPrice,
    });
    expect(
      planBody({ name: 'Pase', creditsPerMonth: '201', monthlyPrice: '100', active: true }).errors,
    ).toEqual({
      creditsPerMonth: creditMessages.creditsPerMonth,
    });
  });
});
