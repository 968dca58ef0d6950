// A partner's paid plan (ADR 0017) with MercadoPago (ADR 0028): the month is BuscaGym's own sale, so
// its preference is the platform's (no marketplace fee) and MercadoPago brings the partner back to his
// profile with the plan return mark; the notification puts the plan in force. A renewal cannot charge a
// saved card (Checkout Pro keeps none): it fails with payment_method_missing and the plan goes past due.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renewPlans } from '../../../src/server/modules/subscriptions/renewal';
import { PLAN_RETURN_PARAM } from '../../../src/shared/constants/plans';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import { newKey } from '../commerce/helpers';
import { planCheckoutUrl, signUpPartner, subscriptionUrl } from '../partners/helpers';
import { buildMpApp, deliver, preferenceOf, PUBLIC_URL, type MpTestApp } from './helpers';

let s: MpTestApp;
beforeAll(async () => {
  s = await buildMpApp();
});
afterAll(async () => s?.close());

describe('plans paid with MercadoPago', () => {
  it('the first month goes back to the profile, is paid by the notification, and renewals go past due', async () => {
    const p = await signUpPartner(s.t, 'mp.plan@example.com', 'Dueña MP');
    const res = await p.client.post(
      planCheckoutUrl(p.userId),
      { plan: 'premium' },
      { 'idempotency-key': newKey() },
    );
    expect(res.statusCode).toBe(201);
    const answer = res.json<CheckoutResponse>();
    const preference = s.fake.store.preferences.get(preferenceOf(answer));
    const back = `${PUBLIC_URL}/profile/partner/${encodeURIComponent('Dueña MP')}/${p.userId}?${PLAN_RETURN_PARAM}=premium`;
    expect(preference).toMatchObject({
      collector_id: s.fake.platformCollector,
      marketplace_fee: 0,
      back_urls: { success: back, failure: back, pending: back },
      items: [{ unit_price: 34999 }],
    });
    const payment = s.fake.pay(preferenceOf(answer), 'approved');
    expect((await deliver(s, s.fake.notification(payment.id))).statusCode).toBe(200);
    const subscription = async () =>
      (await p.client.get(subscriptionUrl(p.userId))).json<{
        subscription: { plan: string; status: string };
      }>().subscription;
    expect(await subscription()).toMatchObject({ plan: 'premium', status: 'active' });

    await s.t.handle.db.execute(
      sql`update plan_subscriptions set current_period_start = now() - interval '1 month 1 minute',
             current_period_end = now() - interval '1 minute' where user_id = ${p.userId}::uuid`,
    );
    await renewPlans(s.t.app.orders);
    expect(await subscription()).toMatchObject({ plan: 'premium', status: 'pastDue' });
  });
});
