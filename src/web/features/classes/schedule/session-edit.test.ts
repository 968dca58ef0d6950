import { describe, expect, it } from 'vitest';
import type { ClassSession } from '../../../../shared/contract/classes';
import { sessionEditBody, sessionEditValues } from './session-edit';

const session: ClassSession = {
  _id: '6a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  classId: '7b1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  name: 'Funcional',
  instructor: 'Caro',
  room: null,
  serviceId: null,
  startsAt: '2030-03-04T19:00:00.000-03:00',
  endsAt: '2030-03-04T19:50:00.000-03:00',
  capacity: 12,
  booked: 3,
  spotsLeft: 9,
  waitlisted: 0,
  status: 'scheduled',
  cancelBeforeHours: 12,
};

describe('the session editor', () => {
  it('starts from the session as it is', () => {
    expect(sessionEditValues(session)).toEqual({
      scope: 'this',
      name: 'Funcional',
      instructor: 'Caro',
      room: '',
      capacity: 12,
      durationMinutes: 50,
      date: '2030-03-04',
      time: '19:00',
    });
  });

  it('sends only what changed', () => {
    const values = { ...sessionEditValues(session), capacity: 15, room: ' Salón B ', instructor: '' };
    expect(sessionEditBody(session, values)).toEqual({
      scope: 'this',
      capacity: 15,
      room: 'Salón B',
      instructor: null,
    });
  });

  it('moves one session to another day and hour', () => {
    const values = { ...sessionEditValues(session), date: '2030-03-05', time: '20:30' };
    expect(sessionEditBody(session, values)).toEqual({ scope: 'this', startsAt: '2030-03-05T20:30' });
  });

  it('keeps the day of this and the following sessions, moving only the hour', () => {
    const values = {
      ...sessionEditValues(session),
      scope: 'following' as const,
      date: '2030-03-09',
      time: '18:00',
    };
    expect(sessionEditBody(session, values)).toEqual({ scope: 'following', startsAt: '2030-03-04T18:00' });
  });

  it('has nothing to send when nothing changed', () => {
    expect(sessionEditBody(session, { ...sessionEditValues(session), scope: 'following' })).toBeNull();
  });
});
