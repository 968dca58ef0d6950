// Plans of Pase BuscaGym (ADR 0045) through the API, on PGlite and PostgreSQL: the public list of active
// plans, the administrators' creation and edition with Spanish 400s, 409 for a name taken, and the
// refusals for visitors (401), members, partners and administrators without the second factor (403).
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CreditPlan, CreditPlansResponse } from '../../../src/shared/contract/credits';
import { creditMessages } from '../../../src/shared/messages';
import { Client, createAccount, sessionFor } from '../account/helpers';
import { expectError } from '../admin/helpers';
import { signedIn } from '../commerce/helpers';
import { ADMIN_PLANS, PLANS, ars, newPlan, t, useCreditsApp } from './fixture';

useCreditsApp();

const body = (over: Record<string, unknown> = {}) => ({
  name: `Pase ${randomUUID().slice(0, 8)}`,
  creditsPerMonth: 8,
  monthlyPrice: ars('24999.00'),
  ...over,
});

describe('the plans of credits', () => {
  it('an administrator creates and edits plans; the public list shows only the active ones', async () => {
    const small = await newPlan(8, '24999.00');
    expect(small).toMatchObject({ creditsPerMonth: 8, monthlyPrice: ars('24999.00'), active: true });
    const big = await newPlan(30, '69999.50');
    const edited = await t.admin.put(`${ADMIN_PLANS}/${big._id}`, {
      name: big.name,
      creditsPerMonth: 32,
      monthlyPrice: ars('72000'),
      active: false,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<{ plan: CreditPlan }>().plan).toMatchObject({
      _id: big._id,
      creditsPerMonth: 32,
      monthlyPrice: ars('72000.00'),
      active: false,
    });
    const list = await new Client(t.app).get(PLANS);
    expect(list.statusCode).toBe(200);
    const ids = list.json<CreditPlansResponse>().plans.map((p) => p._id);
    expect(ids).toContain(small._id);
    expect(ids).not.toContain(big._id);
    // The administrators' list keeps the inactive plan, with its new fields.
    const all = await t.admin.get(ADMIN_PLANS);
    expect(all.statusCode, all.body).toBe(200);
    const plans = all.json<CreditPlansResponse>().plans;
    expect(plans.find((p) => p._id === big._id)).toMatchObject({ creditsPerMonth: 32, active: false });
    expect(plans.map((p) => p._id)).toContain(small._id);
  });

  it('refuses bad fields with Spanish messages, a taken name with 409, an unknown plan with 404', async () => {
    for (const [over, field, message] of [
      [{ creditsPerMonth: 0 }, 'creditsPerMonth', creditMessages.creditsPerMonth],
      [{ creditsPerMonth: 201 }, 'creditsPerMonth', creditMessages.creditsPerMonth],
      [{ creditsPerMonth: 2.5 }, 'creditsPerMonth', creditMessages.creditsPerMonth],
      [{ monthlyPrice: ars('0') }, 'monthlyPrice', creditMessages.monthlyPrice],
      [{ monthlyPrice: ars('-10') }, 'monthlyPrice', creditMessages.monthlyPrice],
      [{ name: ' a ' }, 'name', creditMessages.planName],
      [{ active: 'sí' }, 'active', creditMessages.active],
    ] as const) {
      const res = await t.admin.post(ADMIN_PLANS, body(over));
      expectError(res, 400, 'VALIDATION');
      // A nested field is named by its path (`monthlyPrice.$numberDecimal`).
      const fields = Object.entries(res.json<{ fields: Record<string, string> }>().fields);
      expect(fields.find(([key]) => key.split('.')[0] === field)?.[1], JSON.stringify(over)).toBe(message);
    }
    const taken = await newPlan(4, '9999');
    const again = await t.admin.post(ADMIN_PLANS, body({ name: taken.name.toUpperCase() }));
    expectError(again, 409, 'CONFLICT');
    expect(again.json<{ message: string }>().message).toBe(creditMessages.planNameTaken);
    const missing = await t.admin.put(`${ADMIN_PLANS}/${randomUUID()}`, body());
    expectError(missing, 404, 'NOT_FOUND');
  });

  it('only administrators with the second factor write plans', async () => {
    expectError(await new Client(t.app).post(ADMIN_PLANS, body()), 401, 'UNAUTHORIZED');
    expectError(await t.member.post(ADMIN_PLANS, body()), 403, 'FORBIDDEN');
    expectError(await new Client(t.app).get(ADMIN_PLANS), 401, 'UNAUTHORIZED');
    expectError(await t.member.get(ADMIN_PLANS), 403, 'FORBIDDEN');
    const partner = await signedIn(t, 'partner', 'Dueño Gym');
    expectError(await partner.client.post(ADMIN_PLANS, body()), 403, 'FORBIDDEN');
    const plan = await newPlan(10, '30000');
    expectError(await t.member.put(`${ADMIN_PLANS}/${plan._id}`, body()), 403, 'FORBIDDEN');
    const adminId = await createAccount(t.handle, {
      email: `adm-${randomUUID()}@example.com`,
      type: 'admin',
    });
    const unverified = await sessionFor(t, adminId, { secondFactor: false });
    expectError(await unverified.post(ADMIN_PLANS, body()), 403, 'SECOND_FACTOR_REQUIRED');
  });
});
