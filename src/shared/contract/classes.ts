/**
 * Contract of classes and bookings (ADR 0022): `POST /api/partner/classes`, the public timetable
 * `GET /api/gyms/{gymId}/classes`, and the member's `POST`/`GET /api/bookings` and
 * `DELETE /api/bookings/{id}` (the partner's class management and the calendar feed are in
 * `./classes-partner.ts`). Local wall times are ISO 8601 `YYYY-MM-DDTHH:mm` in the gym's zone;
 * instants in answers are ISO 8601 with the gym's offset (`2026-03-02T19:00:00.000-03:00`).
 * @module
 */
import { z } from 'zod';
import { creditChargeSchema, publicCreditTermsSchema } from './credits-gyms';
import {
  BOOKING_STATUSES,
  CLASS_CAPACITY_MAX,
  CLASS_CAPACITY_MIN,
  CLASS_DURATION_MAX_MINUTES,
  CLASS_DURATION_MIN_MINUTES,
  CLASS_NAME_MAX,
  CLASS_TEXT_MAX,
  DATE_PATTERN,
  POLICY_MAX_HOURS,
  RRULE_MAX_LENGTH,
  SESSION_STATUSES,
  WALL_TIME_PATTERN,
} from '../constants/classes';
import { bookingMessages as b, classMessages as m } from '../messages/classes';
import {
  idSchema,
  itemAnswer,
  listAnswer,
  namedRefSchema,
  optionalTrimmedText,
  trimmedText,
  wholeNumber,
} from './common';

/** A class's name, 1–80 characters after trimming (creating and editing). */
export const nameSchema = trimmedText(1, CLASS_NAME_MAX, () => m.name);
/** Places of a session, 1–500 (ADR 0022). */
export const capacitySchema = wholeNumber(CLASS_CAPACITY_MIN, CLASS_CAPACITY_MAX, () => m.capacity);
/** Minutes of a session, 5–600 (ADR 0022). */
export const durationSchema = wholeNumber(
  CLASS_DURATION_MIN_MINUTES,
  CLASS_DURATION_MAX_MINUTES,
  () => m.duration,
);
const hours = wholeNumber(0, POLICY_MAX_HOURS, () => m.policyHours);

/**
 * Body of `POST /api/partner/classes`. `startsAt`: the first session's local wall time in the gym's
 * zone; `rrule`: an RFC 5545 RRULE value (`FREQ=WEEKLY;BYDAY=MO,WE`), absent for a single session;
 * `until`: last local date (included); hours of the cancel and waitlist policy default from
 * `constants/classes.ts`.
 */
export const createClassBodySchema = z.object({
  gymId: z.uuid({ error: () => m.gymInvalid }),
  serviceId: z.uuid({ error: () => m.serviceInvalid }).nullish(),
  name: nameSchema,
  instructor: optionalTrimmedText(CLASS_TEXT_MAX, () => m.instructor),
  room: optionalTrimmedText(CLASS_TEXT_MAX, () => m.room),
  capacity: capacitySchema,
  durationMinutes: durationSchema,
  startsAt: z.string({ error: () => m.startsAt }).regex(WALL_TIME_PATTERN, { error: () => m.startsAt }),
  rrule: optionalTrimmedText(RRULE_MAX_LENGTH, () => m.rrule),
  until: z
    .string({ error: () => m.until })
    .regex(DATE_PATTERN, { error: () => m.until })
    .nullish(),
  cancelBeforeHours: hours.optional(),
  promoteUntilHours: hours.optional(),
  /** True to create it even when a session falls outside the gym's opening hours (else 409). */
  confirmOutsideHours: z.boolean().optional(),
});
export type CreateClassBody = z.output<typeof createClassBodySchema>;

/** What names a class wherever it is shown: its name, instructor and room (both optional). */
const classLabelFields = {
  name: z.string(),
  instructor: z.string().nullable(),
  room: z.string().nullable(),
};

/** A class as made: its fields, the gym's zone and how many sessions exist as rows so far. */
export const classSchema = z
  .object({
    _id: idSchema,
    gymId: idSchema,
    serviceId: idSchema.nullable(),
    ...classLabelFields,
    capacity: z.number().int(),
    durationMinutes: z.number().int(),
    startsAt: z.string(),
    timeZone: z.string(),
    rrule: z.string().nullable(),
    until: z.string().nullable(),
    cancelBeforeHours: z.number().int(),
    promoteUntilHours: z.number().int(),
    sessions: z.number().int(),
  })
  .meta({ id: 'GymClass' });
export type GymClass = z.infer<typeof classSchema>;

/** Answer of `POST /api/partner/classes` (201). */
export const createClassResponseSchema = itemAnswer('class', classSchema, 'CreatedClass');
export type CreateClassResponse = z.infer<typeof createClassResponseSchema>;

/** Path of the timetable. */
export const timetableParamsSchema = z.object({ gymId: z.uuid({ error: () => m.gymInvalid }) });

/** Query of the timetable: local dates of the gym, both included, at most `TIMETABLE_MAX_DAYS` days. */
export const timetableQuerySchema = z.object({
  from: z.string({ error: () => m.date }).regex(DATE_PATTERN, { error: () => m.date }),
  to: z.string({ error: () => m.date }).regex(DATE_PATTERN, { error: () => m.date }),
});
export type TimetableQuery = z.infer<typeof timetableQuerySchema>;

/** One session in the timetable; `spotsLeft` = `capacity` − `booked`. */
export const sessionSchema = z
  .object({
    _id: idSchema,
    classId: idSchema,
    ...classLabelFields,
    serviceId: idSchema.nullable(),
    startsAt: z.string(),
    endsAt: z.string(),
    capacity: z.number().int(),
    booked: z.number().int(),
    spotsLeft: z.number().int(),
    waitlisted: z.number().int(),
    status: z.enum(SESSION_STATUSES),
    /** The class's policy: a cancel at least this many hours before the start gives the pass use back. */
    cancelBeforeHours: z.number().int(),
  })
  .meta({ id: 'ClassSession' });
export type ClassSession = z.infer<typeof sessionSchema>;

/**
 * Answer of `GET /api/gyms/{gymId}/classes`: the sessions, earliest first, and the gym's terms for Pase
 * BuscaGym now (ADR 0045 "Gym costs": the class cost in force and the coming change with its date), as
 * `GET /api/gyms/{gymId}/credits` answers them; absent from the partner's sessions
 * (`GET /api/partner/class-sessions`) and when the server runs without the pass.
 */
export const timetableResponseSchema = z
  .object({ sessions: z.array(sessionSchema), pase: publicCreditTermsSchema.optional() })
  .meta({ id: 'Timetable' });
export type TimetableResponse = z.infer<typeof timetableResponseSchema>;

/** Body of `POST /api/bookings`. */
export const createBookingBodySchema = z.object({
  sessionId: z.uuid({ error: () => b.sessionInvalid }),
  /** `credits`: paid with Pase BuscaGym credits (ADR 0045); default `pass`. */
  payWith: z.enum(['pass', 'credits'], { error: () => b.payWithInvalid }).default('pass'),
});

/** Path of `DELETE /api/bookings/{id}`. */
export const bookingParamsSchema = z.object({ id: z.uuid({ error: () => b.bookingInvalid }) });

/** A booking: `position` is the place in the waitlist (1 first), null unless `waitlisted`. */
export const bookingSchema = z
  .object({
    _id: idSchema,
    sessionId: idSchema,
    status: z.enum(BOOKING_STATUSES),
    position: z.number().int().nullable(),
    /** Paid with Pase BuscaGym credits (ADR 0045): what it cost and until when a cancel gives them back. */
    credit: creditChargeSchema.optional(),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof bookingSchema>;

/** Answer of `POST /api/bookings` (201) and `DELETE /api/bookings/{id}` (200). */
export const bookingResponseSchema = itemAnswer('booking', bookingSchema, 'BookingAnswer');
export type BookingResponse = z.infer<typeof bookingResponseSchema>;

/** A booking in the member's list, with its session, class, gym and the gym's cancel policy. */
export const myBookingSchema = bookingSchema
  .extend({
    classId: idSchema,
    ...classLabelFields,
    gym: namedRefSchema.extend({ address: z.string() }),
    startsAt: z.string(),
    endsAt: z.string(),
    timeZone: z.string(),
    sessionStatus: z.enum(SESSION_STATUSES),
    cancelBeforeHours: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'MyBooking' });
export type MyBooking = z.infer<typeof myBookingSchema>;

/** Answer of `GET /api/bookings`: upcoming sessions first (soonest first), then past ones (latest first). */
export const myBookingsResponseSchema = listAnswer('bookings', myBookingSchema, 'MyBookings');
export type MyBookingsResponse = z.infer<typeof myBookingsResponseSchema>;
