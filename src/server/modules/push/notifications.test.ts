// The notifications' payloads and delivery (ADR 0031): days and hours in the gym's zone, TTL until the
// class starts (at least a minute), the reminder's day count, and where each one opens.
import { describe, expect, it } from 'vitest';
import {
  cancelledNotification,
  expiryNotification,
  promotionNotification,
  reviewNotification,
  shortDayAndTime,
} from './notifications';

const ZONE = 'America/Argentina/Buenos_Aires';
const NOW = new Date('2026-11-30T12:00:00Z');
const session = {
  id: 'b1',
  memberId: 'u1',
  memberName: 'Ana Núñez',
  className: 'Spinning',
  gymName: 'Gimnasio Ágora',
  startsAt: new Date('2026-12-03T10:00:00Z'),
  timeZone: ZONE,
};

describe('push notifications', () => {
  it('writes the day and hour in the gym zone', () => {
    expect(shortDayAndTime(session.startsAt, ZONE)).toEqual(['jueves, 3 de diciembre', '07:00']);
    expect(shortDayAndTime(session.startsAt, 'Europe/Madrid')).toEqual(['jueves, 3 de diciembre', '11:00']);
  });

  it('a class notice lives until the class starts, at high urgency, and opens Mis reservas', () => {
    const n = promotionNotification(session, NOW);
    expect(n.payload).toEqual({
      title: 'Tenés lugar en Spinning',
      body: 'Se liberó un lugar en Gimnasio Ágora: te esperamos el jueves, 3 de diciembre a las 07:00.',
      url: '/profile/user/Ana%20N%C3%BA%C3%B1ez/u1/bookings',
      tag: 'booking-b1',
    });
    expect(n.delivery).toEqual({ ttlSeconds: (2 * 24 + 22) * 3600, urgency: 'high' });
    const late = cancelledNotification(session, new Date('2026-12-03T10:30:00Z'));
    expect(late.delivery.ttlSeconds).toBe(60);
    expect(late.payload.title).toBe('Se canceló Spinning');
  });

  it('counts the days left of a pass, "mañana" for the last one', () => {
    const pass = {
      passId: 'p1',
      gymId: 'g1',
      gymName: 'Gimnasio Ágora',
      productName: 'Cuota mensual',
      timeZone: ZONE,
    };
    const inThree = expiryNotification({ ...pass, validUntil: new Date('2026-12-03T02:59:59Z') }, NOW);
    expect(inThree.payload.title).toBe('Tu pase vence en 3 días');
    expect(inThree.payload.body).toBe(
      'Cuota mensual de Gimnasio Ágora vence el 2 de diciembre de 2026. Si querés seguir entrenando, renovalo a tiempo.',
    );
    expect(inThree.payload.url).toBe('/detail/gym/g1');
    const tomorrow = expiryNotification({ ...pass, validUntil: new Date('2026-11-30T20:00:00Z') }, NOW);
    expect(tomorrow.payload.title).toBe('Tu pase vence mañana');
  });

  it('the review invitation opens the gym’s review form, at low urgency', () => {
    const n = reviewNotification('g1', 'Gimnasio Ágora');
    expect(n.payload).toMatchObject({
      title: '¿Cómo te fue en Gimnasio Ágora?',
      url: '/detail/gym/g1#opinar',
    });
    expect(n.delivery.urgency).toBe('low');
  });
});
