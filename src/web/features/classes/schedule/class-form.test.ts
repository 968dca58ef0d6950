import { describe, expect, it } from 'vitest';
import { classMessages as m } from '../../../../shared/messages/classes';
import { classFormMessages as f } from '../../../../shared/messages/classes-partner.web';
import { classFormSchema, emptyClassForm, type ClassFormValues } from './class-form';

const GYM = '6a1f2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const NOW = new Date('2030-03-01T12:00:00Z');

const values = (changes: Partial<ClassFormValues> = {}): ClassFormValues => ({
  ...emptyClassForm(NOW),
  name: 'Funcional',
  ...changes,
});

const parse = (v: ClassFormValues) => classFormSchema(GYM, undefined, NOW).safeParse(v);
const messageOf = (v: ClassFormValues, path: string) =>
  parse(v).error?.issues.find((issue) => issue.path[0] === path)?.message;

describe('the new-class form', () => {
  it('starts tomorrow at 19:00 with 12 places, an hour and the default policy', () => {
    expect(emptyClassForm(NOW)).toMatchObject({
      startDate: '2030-03-02',
      startTime: '19:00',
      capacity: 12,
      durationMinutes: 60,
      days: [],
      cancelBeforeHours: 2,
      promoteUntilHours: 1,
    });
  });

  it('makes the API body of a weekly class from the boxes and the end date', () => {
    const result = parse(
      values({ days: ['WE', 'MO'], until: '2030-04-30', instructor: ' Caro ', room: '', serviceId: '' }),
    );
    expect(result.data).toEqual({
      gymId: GYM,
      serviceId: null,
      name: 'Funcional',
      instructor: 'Caro',
      room: null,
      capacity: 12,
      durationMinutes: 60,
      startsAt: '2030-03-02T19:00',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE',
      until: '2030-04-30',
      cancelBeforeHours: 2,
      promoteUntilHours: 1,
    });
  });

  it('makes a single class without boxes', () => {
    expect(parse(values()).data).toMatchObject({ startsAt: '2030-03-02T19:00', rrule: null, until: null });
  });

  it('says what is wrong, on the field, in the contract texts', () => {
    expect(messageOf(values({ name: ' ' }), 'name')).toBe(m.name);
    expect(messageOf(values({ capacity: 0 }), 'capacity')).toBe(m.capacity);
    expect(messageOf(values({ capacity: Number.NaN }), 'capacity')).toBe(m.capacity);
    expect(messageOf(values({ durationMinutes: 601 }), 'durationMinutes')).toBe(m.duration);
    expect(messageOf(values({ cancelBeforeHours: 169 }), 'cancelBeforeHours')).toBe(m.policyHours);
    expect(messageOf(values({ startTime: '25:00' }), 'startTime')).toBe(m.startsAt);
  });

  it('refuses a schedule the server would refuse', () => {
    expect(messageOf(values({ days: ['MO'] }), 'until')).toBe(f.untilMissing);
    expect(messageOf(values({ days: ['MO'], until: '2030-03-01' }), 'until')).toBe(m.untilBeforeStart);
    expect(messageOf(values({ days: ['MO', 'TU', 'WE'], until: '2034-01-01' }), 'until')).toBe(
      m.tooManySessions,
    );
    expect(messageOf(values({ startDate: '2030-03-01', startTime: '08:00' }), 'startTime')).toBe(
      m.startsInPast,
    );
  });
});
