// Gym moderation and the other holds on a gym (ADR 0017 plan holds, ADR 0018 locks and "Moderation"):
// unlocking a partner and paying a plan never publish a gym an administrator unpublished (nor fail on
// it), and publishing it again leaves it unpublished, held, while its partner is locked or its plan has
// no room, so that the unlock or the payment publishes it later.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnlockResponse } from '../../../src/shared/contract/admin';
import type { PublishResponse } from '../../../src/shared/contract/admin-moderation';
import type { Order } from '../../../src/shared/contract/orders';
import { Client } from '../account/helpers';
import { GYM_A } from '../commerce/helpers';
import { insertGyms, payPlan, signUpPartner } from '../partners/helpers';
import { buildModerationApp, gymRow, MOD, unpublish, type ModerationTestApp } from './moderation-kit';

let t: ModerationTestApp;

beforeAll(async () => {
  t = await buildModerationApp();
});
afterAll(async () => {
  await t?.close();
});

const publish = async (id: string) => {
  const res = await t.admin.post(MOD.publish(id));
  expect(res.statusCode, res.body).toBe(200);
  return res.json<PublishResponse>();
};

describe('a locked partner', () => {
  it('the unlock leaves a moderated gym unpublished; publishing during the lock waits for the unlock', async () => {
    const lock = await t.admin.post('/api/admin/lockaccounts', { userId: t.partnerA, reason: 'Revisión' });
    expect(lock.statusCode, lock.body).toBe(201);
    expect(await gymRow(t, GYM_A)).toMatchObject({ active: false, lockHeld: true });

    // Moderated while the lock holds it; publishing it while the partner is locked keeps it held.
    expect((await unpublish(t, GYM_A, 'Precio engañoso')).status).toBe('moderated');
    expect(await publish(GYM_A)).toMatchObject({
      published: false,
      heldBy: 'lock',
      gym: { status: 'lockHeld', gymActive: false, moderation: null },
    });
    expect(await gymRow(t, GYM_A)).toMatchObject({ active: false, moderated: false, lockHeld: true });

    // Moderated again; the unlock publishes nothing and leaves it moderated.
    await unpublish(t, GYM_A, 'Precio engañoso otra vez');
    const unlock = await t.admin.delete(`/api/admin/lockaccounts/${encodeURIComponent(t.partnerAEmail)}`);
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect(unlock.json<UnlockResponse>()).toMatchObject({ gymsPublished: 0, gymsPlanHeld: 0 });
    expect(await gymRow(t, GYM_A)).toEqual({
      active: false,
      reason: 'Precio engañoso otra vez',
      moderated: true,
      planHeld: false,
      lockHeld: false,
    });
    expect((await new Client(t.app).get(MOD.byId(GYM_A))).statusCode).toBe(404);

    // Only an administrator's publish brings it back (the partner's plan, Premium, has room).
    expect(await publish(GYM_A)).toMatchObject({
      published: true,
      heldBy: null,
      gym: { status: 'published' },
    });
    expect((await new Client(t.app).get(MOD.byId(GYM_A))).statusCode).toBe(200);
  });
});

describe("a partner's plan", () => {
  it('paying a plan leaves a moderated held gym unpublished; publishing waits for room', async () => {
    const p = await signUpPartner(t, `plan-${randomUUID()}@example.com`, 'Dueña Plan');
    const [kept, held] = await insertGyms(t, p.userId, { count: 2, prefix: 'Retenido' });
    // Gratis allows one published gym: the second is held by the plan (as a lapse leaves it).
    await t.handle.db.execute(
      sql`update gyms set gym_active = false, plan_held_at = now() where id = ${held ?? ''}::uuid`,
    );
    await unpublish(t, held ?? '', 'Fotos ajenas');

    // Publishing it on Gratis: no room, it stays held by the plan.
    expect(await publish(held ?? '')).toMatchObject({
      published: false,
      heldBy: 'plan',
      gym: { status: 'planHeld', gymActive: false },
    });
    await unpublish(t, held ?? '', 'Fotos ajenas, de nuevo');

    // Paying Standar (3 gyms) publishes every held gym but the moderated one, and does not fail on it.
    const paid = await payPlan(p, 'standar');
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json<{ order: Order }>().order.status).toBe('paid');
    expect(await gymRow(t, kept ?? '')).toMatchObject({ active: true });
    expect(await gymRow(t, held ?? '')).toMatchObject({ active: false, moderated: true, planHeld: true });

    // Now the plan has room: the administrator's publish brings it back.
    expect(await publish(held ?? '')).toMatchObject({ published: true, heldBy: null });
    expect(await gymRow(t, held ?? '')).toMatchObject({ active: true, planHeld: false, moderated: false });
  });

  it('a gym published before its moderation is held by the plan if the plan filled up meanwhile', async () => {
    const p = await signUpPartner(t, `lleno-${randomUUID()}@example.com`, 'Dueño Lleno');
    const [first] = await insertGyms(t, p.userId, { count: 1, prefix: 'Primero' });
    await unpublish(t, first ?? '', 'Dirección inventada');
    // The partner uses Gratis's one published gym for another gym meanwhile.
    await insertGyms(t, p.userId, { count: 1, prefix: 'Segundo' });
    expect(await publish(first ?? '')).toMatchObject({ published: false, heldBy: 'plan' });
    expect(await gymRow(t, first ?? '')).toMatchObject({ active: false, planHeld: true });
  });
});
