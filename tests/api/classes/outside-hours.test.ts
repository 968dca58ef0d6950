// A class when the gym is closed (ADR 0022; ADR 0025): a session outside the gym's opening hours is
// refused with 409 and a Spanish text naming its day and hour, until the partner confirms with
// `confirmOutsideHours: true`; one inside the hours, or at a gym without hours, needs no confirmation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES, classBody, wallTime } from './helpers';
import { buildCommerceApp, GYM_A, GYM_B, sessionFor, type Client, type CommerceTestApp } from './kit';

let t: CommerceTestApp;
let partnerA: Client;
let partnerB: Client;
beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
  partnerB = await sessionFor(t, t.partnerB);
  const hours = await partnerA.put('/api/partner/gyms/gymsupdate', {
    _id: GYM_A,
    openingHours: 'Mo-Su 08:00-13:00',
  });
  expect(hours.statusCode).toBe(200);
});
afterAll(async () => t?.close());

describe('a class outside the gym’s opening hours', () => {
  it('is refused with 409 naming the session, and created once the partner confirms', async () => {
    const late = classBody({ name: 'Funcional nocturno', startsAt: wallTime(3, '22:00') });
    const refused = await partnerA.post(CLASSES, late);
    expect(refused.statusCode).toBe(409);
    const { message } = refused.json<{ message: string }>();
    expect(message).toMatch(/^La clase del .+ a las 22:00 queda fuera del horario del gimnasio\./);
    expect(message).toContain('confirmalo');

    const confirmed = await partnerA.post(CLASSES, { ...late, confirmOutsideHours: true });
    expect(confirmed.statusCode).toBe(201);
  });

  it('needs no confirmation inside the hours, or at a gym without hours', async () => {
    const morning = await partnerA.post(CLASSES, classBody({ startsAt: wallTime(3, '10:00') }));
    expect(morning.statusCode).toBe(201);
    // Ends at 13:30, after closing: outside.
    const overrun = await partnerA.post(CLASSES, classBody({ startsAt: wallTime(3, '12:30') }));
    expect(overrun.statusCode).toBe(409);
    const noHours = await partnerB.post(CLASSES, classBody({ gymId: GYM_B, startsAt: wallTime(3, '22:00') }));
    expect(noHours.statusCode).toBe(201);
  });
});
