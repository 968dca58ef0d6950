/**
 * Contract of the partner's management of classes and of the member's calendar feed (ADR 0022):
 * `GET /api/partner/classes`, `DELETE /api/partner/classes/{classId}`, `GET /api/partner/class-sessions`,
 * `PATCH /api/partner/class-sessions/{sessionId}`, `POST /api/partner/class-sessions/{sessionId}/cancel`,
 * `GET /api/partner/class-sessions/{sessionId}/roster`, `POST`/`GET`/`DELETE /api/bookings/feed` and
 * `GET /api/calendar/{token}.ics`. Builds on `./classes.ts` (class, session and booking shapes).
 * @module
 */
import { z } from 'zod';
import {
  BOOKING_STATUSES,
  CLASS_TEXT_MAX,
  CONFIRMATION_REQUIRED_CODE,
  EDIT_SCOPES,
  WALL_TIME_PATTERN,
} from '../constants/classes';
import { classMessages as m, partnerClassMessages as p } from '../messages/classes';
import {
  capacitySchema,
  classSchema,
  durationSchema,
  nameSchema,
  sessionSchema,
  timetableQuerySchema,
} from './classes';
import { idSchema, itemAnswer, listAnswer, type Text } from './common';

/** Query of `GET /api/partner/classes`: one of the partner's gyms. */
export const partnerClassesQuerySchema = z.object({ gymId: z.uuid({ error: () => m.gymInvalid }) });

/** Answer of `GET /api/partner/classes`: the gym's classes (deleted ones left out), earliest first. */
export const partnerClassesResponseSchema = listAnswer('classes', classSchema, 'PartnerClasses');
export type PartnerClassesResponse = z.infer<typeof partnerClassesResponseSchema>;

/**
 * Query of `GET /api/partner/class-sessions`: the gym and local dates as the timetable's. The answer is
 * `timetableResponseSchema` of `./classes.ts`, cancelled sessions included, for published and unpublished gyms.
 */
export const partnerSessionsQuerySchema = timetableQuerySchema.extend({
  gymId: z.uuid({ error: () => m.gymInvalid }),
});

/** Path of `DELETE /api/partner/classes/{classId}`. */
export const classParamsSchema = z.object({ classId: z.uuid({ error: () => p.classInvalid }) });

/** Query of `DELETE /api/partner/classes/{classId}`: `confirm=true` cancels the bookings to come. */
export const deleteClassQuerySchema = z.object({
  confirm: z.stringbool({ error: () => p.confirm }).default(false),
});

/** Answer of a done delete: the sessions to come it cancelled and the live bookings those had. */
export const deleteClassResponseSchema = z
  .object({ cancelledSessions: z.number().int(), cancelledBookings: z.number().int() })
  .meta({ id: 'DeletedClass' });
export type DeleteClassResponse = z.infer<typeof deleteClassResponseSchema>;

/**
 * 409 of a delete without `confirm=true` while sessions to come have live bookings: `code`
 * `CONFIRMATION_REQUIRED`, `bookings` how many would be cancelled, `message` says so in Spanish.
 */
export const deleteClassConflictSchema = z
  .object({
    message: z.string(),
    code: z.literal(CONFIRMATION_REQUIRED_CODE),
    bookings: z.number().int(),
  })
  .meta({ id: 'DeleteClassConfirmation' });
export type DeleteClassConflict = z.infer<typeof deleteClassConflictSchema>;

/** Path of `/api/partner/class-sessions/{sessionId}…`. */
export const sessionParamsSchema = z.object({ sessionId: z.uuid({ error: () => p.sessionInvalid }) });

/** An optional text of an edit: absent keeps it, null or empty clears it. */
const editText = (error: Text) =>
  z
    .string({ error })
    .trim()
    .max(CLASS_TEXT_MAX, { error })
    .nullable()
    .transform((v) => v || null)
    .optional();

/**
 * Body of `PATCH /api/partner/class-sessions/{sessionId}`. `scope` `this`: that session only; `following`:
 * that session, every later one and the class (sessions written later follow). `startsAt`: the session's
 * new local wall time in the gym's zone; with `following` only the hour may change, not the day. At
 * least one field besides `scope` and `confirmOutsideHours`.
 */
export const editSessionBodySchema = z
  .object({
    scope: z.enum(EDIT_SCOPES, { error: () => p.scope }),
    name: nameSchema.optional(),
    instructor: editText(() => m.instructor),
    room: editText(() => m.room),
    capacity: capacitySchema.optional(),
    durationMinutes: durationSchema.optional(),
    startsAt: z
      .string({ error: () => p.startsAt })
      .regex(WALL_TIME_PATTERN, { error: () => p.startsAt })
      .optional(),
    /** True to save a start or length outside the gym's opening hours (else 409, as for a new class). */
    confirmOutsideHours: z.boolean().optional(),
  })
  .refine(
    (body) =>
      Object.entries(body).some(([k, v]) => k !== 'scope' && k !== 'confirmOutsideHours' && v !== undefined),
    {
      error: () => p.nothingToChange,
    },
  );
export type EditSessionBody = z.output<typeof editSessionBodySchema>;

/** Answer of an edit: the session as it is now, its class, and how many sessions changed. */
export const editSessionResponseSchema = z
  .object({ session: sessionSchema, class: classSchema, updated: z.number().int() })
  .meta({ id: 'EditedSession' });
export type EditSessionResponse = z.infer<typeof editSessionResponseSchema>;

/** Answer of `POST /api/partner/class-sessions/{sessionId}/cancel`: the session and the bookings cancelled. */
export const cancelSessionResponseSchema = z
  .object({ session: sessionSchema, cancelledBookings: z.number().int() })
  .meta({ id: 'CancelledSession' });
export type CancelSessionResponse = z.infer<typeof cancelSessionResponseSchema>;

/** One person of a roster; `memberId` null and the name "Cuenta eliminada" when the account is gone. */
export const rosterEntrySchema = z
  .object({
    bookingId: idSchema,
    memberId: idSchema.nullable(),
    name: z.string(),
    email: z.string().nullable(),
    status: z.enum(BOOKING_STATUSES),
    position: z.number().int().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'RosterEntry' });
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

/**
 * Answer of `GET /api/partner/class-sessions/{sessionId}/roster`: places held (booking order), the
 * waitlist (position order) and who came (door check-in); cancelled bookings are left out.
 */
export const rosterResponseSchema = z
  .object({
    session: sessionSchema,
    booked: z.array(rosterEntrySchema),
    waitlisted: z.array(rosterEntrySchema),
    attended: z.array(rosterEntrySchema),
  })
  .meta({ id: 'Roster' });
export type RosterResponse = z.infer<typeof rosterResponseSchema>;

/**
 * Answer of `POST /api/bookings/feed` (201): the secret subscription address, shown only now (the
 * server keeps its SHA-256 hash): `url` https, `webcalUrl` the same with `webcal://` for Apple Calendar.
 */
export const calendarFeedResponseSchema = itemAnswer(
  'feed',
  z.object({ url: z.string(), webcalUrl: z.string(), createdAt: z.string() }),
  'CalendarFeed',
);
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponseSchema>;

/** Answer of `GET /api/bookings/feed`: whether the member has a live feed (its address is not kept). */
export const calendarFeedStatusSchema = itemAnswer(
  'feed',
  z.object({ createdAt: z.string() }).nullable(),
  'CalendarFeedStatus',
);
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;

/** Path of `GET /api/calendar/{token}.ics`; an unknown or malformed token is a 404, not a 400. */
export const calendarFeedParamsSchema = z.object({ token: z.string() });
