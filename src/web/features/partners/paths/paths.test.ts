import { describe, expect, it } from 'vitest';
import { partnerPaths } from './paths';

describe('partner paths (SPEC §2)', () => {
  it('builds every partner screen path with encoded segments', () => {
    const p = partnerPaths('Gym Sur', 'u1');
    expect(p.profile).toBe('/profile/partner/Gym%20Sur/u1');
    expect(p.edit).toBe('/profile/edit/partner/Gym%20Sur/u1');
    expect(p.sales).toBe('/profile/partner/Gym%20Sur/u1/sales');
    expect(p.checkin).toBe('/profile/partner/Gym%20Sur/u1/checkin');
    expect(p.clients).toBe('/profile/partner/Gym%20Sur/u1/clients');
    expect(p.newGym).toBe('/profile/partner/Gym%20Sur/u1/gym');
    expect(p.payPlan('standar')).toBe('/profile/partner/Gym%20Sur/u1/plan/standar');
    expect(p.editGym('g1')).toBe('/profile/edit/partner/Gym%20Sur/u1/g1');
    expect(p.pase('g1')).toBe('/profile/partner/Gym%20Sur/u1/pase/g1');
    expect(p.newService('g1')).toBe('/profile/partner/Gym%20Sur/u1/gym/service?gym=g1');
    expect(p.editService('g1', 's1')).toBe(
      '/profile/edit/partner/Gym%20Sur/u1/gym/service?gym=g1&service=s1',
    );
    expect(p.updatePassword).toBe('/updatepassword/u1');
    expect(p.deactivate).toBe('/deactivate/u1');
  });
});
