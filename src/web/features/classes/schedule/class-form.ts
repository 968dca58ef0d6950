/**
 * The new-class form's values, their checks and the body of `POST /api/partner/classes` they make
 * (ADR 0022). The field rules are the contract's (`nameSchema`, `capacitySchema`, `durationSchema`,
 * the Spanish texts of `classMessages`); the schedule (first day and hour, weekday boxes, end date) is
 * checked by expanding it as the server will ({@link scheduleOf}), so a repetition that makes no
 * session, too many, or starts in the past is refused before it is sent.
 * @module
 */
import { z } from 'zod';
import {
  DATE_PATTERN,
  DEFAULT_CANCEL_BEFORE_HOURS,
  DEFAULT_GYM_TIME_ZONE,
  DEFAULT_PROMOTE_UNTIL_HOURS,
  POLICY_MAX_HOURS,
} from '../../../../shared/constants/classes';
import {
  capacitySchema,
  durationSchema,
  nameSchema,
  type CreateClassBody,
} from '../../../../shared/contract/classes';
import { classMessages as m } from '../../../../shared/messages/classes';
import { classFormMessages as f } from '../../../../shared/messages/classes-partner.web';
import { scheduleOf, WEEKDAYS, type Weekday } from './recurrence-form';
import { todayIn } from '../week/week';

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/;
const hours = z
  .number({ error: () => m.policyHours })
  .int({ error: () => m.policyHours })
  .min(0, { error: () => m.policyHours })
  .max(POLICY_MAX_HOURS, { error: () => m.policyHours });

/** The form's values as the inputs hold them (numbers through `valueAsNumber`). */
export interface ClassFormValues {
  name: string;
  instructor: string;
  room: string;
  serviceId: string;
  capacity: number;
  durationMinutes: number;
  startDate: string;
  startTime: string;
  days: Weekday[];
  until: string;
  cancelBeforeHours: number;
  promoteUntilHours: number;
}

/** The values of a fresh form: tomorrow at 19:00, 12 places, an hour, the default policy. */
export function emptyClassForm(now: Date = new Date(), timeZone = DEFAULT_GYM_TIME_ZONE): ClassFormValues {
  const today = todayIn(timeZone, now);
  const tomorrow = todayIn(timeZone, new Date(now.getTime() + 86_400_000));
  return {
    name: '',
    instructor: '',
    room: '',
    serviceId: '',
    capacity: 12,
    durationMinutes: 60,
    startDate: tomorrow > today ? tomorrow : today,
    startTime: '19:00',
    days: [],
    until: '',
    cancelBeforeHours: DEFAULT_CANCEL_BEFORE_HOURS,
    promoteUntilHours: DEFAULT_PROMOTE_UNTIL_HOURS,
  };
}

/** Messages of the schedule refusals, on the field they belong to, in the page's language (read per use). */
const scheduleErrors = () =>
  ({
    startsAt: ['startDate', m.startsAt],
    until: ['until', m.until],
    untilMissing: ['until', f.untilMissing],
    rrule: ['days', m.rrule],
    untilBeforeStart: ['until', m.untilBeforeStart],
    tooManySessions: ['until', m.tooManySessions],
    noSessions: ['days', m.noSessions],
  }) as const;

/**
 * The form schema; its output is the API body of gym `gymId` in zone `timeZone`.
 * @param now - the present, for refusing a first session in the past (tests pass one)
 */
export function classFormSchema(gymId: string, timeZone = DEFAULT_GYM_TIME_ZONE, now?: Date) {
  return z
    .object({
      name: nameSchema,
      instructor: z.string().trim(),
      room: z.string().trim(),
      serviceId: z.string(),
      capacity: capacitySchema,
      durationMinutes: durationSchema,
      startDate: z.string().regex(DATE_PATTERN, { error: () => m.startsAt }),
      startTime: z.string().regex(CLOCK, { error: () => m.startsAt }),
      days: z.array(z.enum(WEEKDAYS)),
      until: z.string(),
      cancelBeforeHours: hours,
      promoteUntilHours: hours,
    })
    .transform((values, ctx): CreateClassBody => {
      const schedule = scheduleOf({ ...values, timeZone });
      if (!schedule.ok) {
        const [path, message] = scheduleErrors()[schedule.error];
        ctx.addIssue({ code: 'custom', path: [path], message });
        return z.NEVER;
      }
      const first = schedule.starts[0];
      if (first && first <= (now ?? new Date())) {
        ctx.addIssue({ code: 'custom', path: ['startTime'], message: m.startsInPast });
        return z.NEVER;
      }
      return {
        gymId,
        serviceId: values.serviceId || null,
        name: values.name,
        instructor: values.instructor || null,
        room: values.room || null,
        capacity: values.capacity,
        durationMinutes: values.durationMinutes,
        ...schedule.body,
        cancelBeforeHours: values.cancelBeforeHours,
        promoteUntilHours: values.promoteUntilHours,
      };
    });
}
