// A class when the gym is closed (ADR 0022; ADR 0025): a session outside the gym's opening hours is
// refused with 409 and a Spanish text naming its day and hour, until the partner confirms with
// `confirmOutsideHours: true`; one inside the hours, or at a gym without hours, needs no confirmation.
// Moving a session (its start or length) out of the hours is refused and confirmed the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASSES, classBody, createClass, editSession, sessionsOf, wallTime } from './helpers';
import { buildCommerceApp, GYM_A, GYM_B, sessionFor, type Client, type CommerceTestApp } from './kit';

let t: CommerceTestApp;
let partnerA: Client;
let partnerB: Client;
/** Days from today to the next Saturday in the gym's zone (1–7). */
const daysToSaturday = () => {
  for (let d = 1; ; d++)
    if (new Date(`${wallTime(d, '12:00').slice(0, 10)}T12:00Z`).getUTCDay() === 6) return d;
};
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

describe('a session moved outside the gym’s opening hours', () => {
  it('is refused with 409 naming the day and hour, and saved once the partner confirms', async () => {
    const saturday = daysToSaturday();
    const cls = await createClass(partnerA, { startsAt: wallTime(saturday, '10:00') });
    const [sessionId = ''] = await sessionsOf(t, cls._id);
    const late = { scope: 'this', startsAt: wallTime(saturday, '22:00') };
    const refused = await editSession(partnerA, sessionId, late);
    expect(refused.statusCode).toBe(409);
    const answer = refused.json<{ message: string; fields?: Record<string, string> }>();
    expect(answer.message).toMatch(
      /^La clase del sábado.+ a las 22:00 queda fuera del horario del gimnasio\./,
    );
    expect(answer.message).toContain('confirmalo');
    expect(answer.fields?.confirmOutsideHours).toBe(answer.message);

    const confirmed = await editSession(partnerA, sessionId, { ...late, confirmOutsideHours: true });
    expect(confirmed.statusCode).toBe(200);
  });

  it('needs no confirmation when the new time is inside the hours', async () => {
    const cls = await createClass(partnerA, { startsAt: wallTime(4, '09:00') });
    const [sessionId = ''] = await sessionsOf(t, cls._id);
    const moved = await editSession(partnerA, sessionId, {
      scope: 'following',
      startsAt: wallTime(4, '11:00'),
    });
    expect(moved.statusCode).toBe(200);
    // 90 minutes from 11:00 end at 12:30, before closing; a rename alone is never checked.
    const longer = await editSession(partnerA, sessionId, {
      scope: 'this',
      durationMinutes: 90,
      name: 'Yoga',
    });
    expect(longer.statusCode).toBe(200);
  });
});
