/**
 * Rules of classes (ADR 0022): a partner adds a class to one of their gyms, its recurrence (RFC 5545
 * RRULE) is expanded in the gym's zone and its sessions are kept as rows up to a rolling horizon
 * ({@link SESSION_HORIZON_WEEKS} weeks ahead; {@link extendHorizon} moves it on); anyone reads a gym's
 * timetable by local dates. Times a person reads are in the gym's IANA zone (docs/architecture.md §7).
 * @module
 */
import { assertWithinHours } from './outside-hours';
import { TZDate } from '@date-fns/tz';
import { addWeeks, differenceInCalendarDays, isValid, parseISO } from 'date-fns';
import type {
  CreateClassBody,
  CreateClassResponse,
  TimetableQuery,
  TimetableResponse,
} from '../../../../shared/contract/classes';
import {
  DEFAULT_CANCEL_BEFORE_HOURS,
  DEFAULT_PROMOTE_UNTIL_HOURS,
  SESSION_HORIZON_WEEKS,
  TIMETABLE_MAX_DAYS,
} from '../../../../shared/constants/classes';
import { expandRecurrence, isTimeZone, type RecurrenceError } from '../../../../shared/domain/recurrence';
import type { PublicCreditTerms } from '../../../../shared/contract/credits-gyms';
import { classMessages as m } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { Database } from '../../../db/client';
import { inTransaction } from '../../../db/transaction';
import type { SessionUser } from '../../../plugins/session';
import { ownGym } from './access';
import {
  findGymForClasses,
  findTimetable,
  insertClass,
  insertSessions,
  isServiceOfGym,
  lockClassesBehind,
  setMaterialisedThrough,
  type ClassRow,
} from './queries';
import { toGymClass, toSession } from './wire';

/** The horizon mark of a class whose every session is already a row: nothing left to extend. */
export const ALL_MATERIALISED = new Date('9999-12-31T00:00:00.000Z');

export { zonedIso } from './wire';

/** The Spanish text and the field of each recurrence refusal. */
const RECURRENCE_REFUSALS: Record<RecurrenceError, [string, string]> = {
  startsAt: [m.startsAt, 'startsAt'],
  until: [m.until, 'until'],
  rrule: [m.rrule, 'rrule'],
  untilBeforeStart: [m.untilBeforeStart, 'until'],
  tooManySessions: [m.tooManySessions, 'rrule'],
  noSessions: [m.noSessions, 'rrule'],
};

/** Every session start of class `row` (none when its stored recurrence no longer expands). */
export function startsOf(row: Pick<ClassRow, 'startsLocal' | 'timeZone' | 'rrule' | 'until'>): Date[] {
  const expansion = expandRecurrence({
    startsAt: row.startsLocal,
    timeZone: row.timeZone,
    rrule: row.rrule,
    until: row.until,
  });
  return expansion.ok ? expansion.starts : [];
}

/** Where the horizon mark goes after materialising up to `horizon`: the horizon, or done. */
export const markAfter = (starts: readonly Date[], horizon: Date): Date =>
  starts.every((s) => s < horizon) ? ALL_MATERIALISED : horizon;

/**
 * Adds a class to one of the partner's gyms and writes its sessions up to the horizon, in one
 * transaction (nothing is saved when a rule refuses).
 * @param session - the signed-in partner
 * @param body - validated `POST /api/partner/classes` body (see the contract)
 * @param now - the present (tests move it)
 * @returns the class with the gym's zone and the number of session rows written
 * @throws AppError FORBIDDEN ({@link m.partnersOnly}, {@link m.notYourGym}); NOT_FOUND ({@link m.gymNotFound});
 *   VALIDATION with the field: service not of the gym, malformed start or end, RRULE that does not
 *   parse, end before start, more than 500 sessions, no session, first session in the past; CONFLICT
 *   ({@link m.outsideHours}) when a session falls outside the gym's opening hours and
 *   `body.confirmOutsideHours` is not true (./outside-hours)
 */
export async function createClass(
  db: Database,
  session: SessionUser,
  body: CreateClassBody,
  now = new Date(),
): Promise<CreateClassResponse> {
  const gym = await ownGym(db, session, body.gymId);
  const serviceId = body.serviceId ?? null;
  if (serviceId && !(await isServiceOfGym(db, gym.id, serviceId))) {
    throw new AppError('VALIDATION', m.serviceNotInGym, { serviceId: m.serviceNotInGym });
  }
  if (!isTimeZone(gym.timeZone)) throw new Error(`gym ${gym.id} has an unknown time zone ${gym.timeZone}`);
  const expansion = expandRecurrence({
    startsAt: body.startsAt,
    timeZone: gym.timeZone,
    rrule: body.rrule,
    until: body.until,
  });
  if (!expansion.ok) {
    const [message, field] = RECURRENCE_REFUSALS[expansion.error];
    throw new AppError('VALIDATION', message, { [field]: message });
  }
  const [first] = expansion.starts;
  if (!first || first <= now) throw new AppError('VALIDATION', m.startsInPast, { startsAt: m.startsInPast });
  const horizon = addWeeks(now, SESSION_HORIZON_WEEKS);
  assertWithinHours(
    gym,
    expansion.starts.filter((s) => s < horizon),
    body.durationMinutes,
    body.confirmOutsideHours,
  );
  const { row, written } = await inTransaction(
    db,
    async (tx) => {
      const inserted = await insertClass(tx, {
        gymId: gym.id,
        gymServiceId: serviceId,
        name: body.name,
        instructor: body.instructor,
        room: body.room,
        capacity: body.capacity,
        durationMinutes: body.durationMinutes,
        startsLocal: body.startsAt,
        timeZone: gym.timeZone,
        rrule: body.rrule,
        until: body.until ?? null,
        cancelBeforeHours: body.cancelBeforeHours ?? DEFAULT_CANCEL_BEFORE_HOURS,
        promoteUntilHours: body.promoteUntilHours ?? DEFAULT_PROMOTE_UNTIL_HOURS,
        materialisedThrough: markAfter(expansion.starts, horizon),
      });
      const count = await insertSessions(
        tx,
        inserted,
        expansion.starts.filter((s) => s < horizon),
      );
      return { row: inserted, written: count };
    },
    { idempotent: true },
  );
  return { class: toGymClass(row, written) };
}

/**
 * Moves the rolling horizon on: writes the sessions of every class that now fall before `now` +
 * {@link SESSION_HORIZON_WEEKS} weeks and are not rows yet, in batches of 100 classes, each batch one
 * transaction whose classes are locked (`SKIP LOCKED`, so two runners share the work). Idempotent.
 * @returns how many session rows were written
 */
export async function extendHorizon(db: Database, now = new Date()): Promise<number> {
  const horizon = addWeeks(now, SESSION_HORIZON_WEEKS);
  let total = 0;
  for (;;) {
    const batch = await inTransaction(
      db,
      async (tx) => {
        const rows = await lockClassesBehind(tx, horizon, 100);
        let written = 0;
        for (const row of rows) {
          const starts = startsOf(row);
          const due = starts.filter((s) => s >= row.materialisedThrough && s < horizon);
          written += await insertSessions(tx, row, due);
          await setMaterialisedThrough(tx, row.id, markAfter(starts, horizon));
        }
        return { classes: rows.length, written };
      },
      { idempotent: true },
    );
    total += batch.written;
    if (batch.classes < 100) return total;
  }
}

/** Midnight at the start of local date `day` (`YYYY-MM-DD`, already a real date) in `timeZone`. */
export function localMidnight(day: Date, timeZone: string, plusDays = 0): Date {
  const local = new TZDate(day.getFullYear(), day.getMonth(), day.getDate() + plusDays, 0, 0, timeZone);
  return new Date(local.getTime());
}

/**
 * The local dates of a timetable query, checked.
 * @returns `from` and `to` as dates (local midnight of the process, to be placed in a gym's zone)
 * @throws AppError VALIDATION for a date that does not exist, `to` before `from`, or more than
 *   {@link TIMETABLE_MAX_DAYS} days
 */
export function parseDayRange(query: TimetableQuery): { from: Date; to: Date } {
  const from = parseISO(query.from);
  const to = parseISO(query.to);
  if (!isValid(from)) throw new AppError('VALIDATION', m.date, { from: m.date });
  if (!isValid(to)) throw new AppError('VALIDATION', m.date, { to: m.date });
  const days = differenceInCalendarDays(to, from) + 1;
  if (days < 1) throw new AppError('VALIDATION', m.rangeOrder, { to: m.rangeOrder });
  if (days > TIMETABLE_MAX_DAYS) throw new AppError('VALIDATION', m.rangeTooLong, { to: m.rangeTooLong });
  return { from, to };
}

/**
 * The sessions of a published gym on local dates `from`–`to` (both included) of the gym's zone.
 * @param paseTerms - the gym's terms for Pase BuscaGym (the credits module's hook, ADR 0045), if wired
 * @returns the sessions earliest first, instants with the gym's offset, and the pass's terms when wired
 * @throws AppError NOT_FOUND ({@link m.gymNotFound}) for an unknown or unpublished gym; VALIDATION for a
 *   date that does not exist, `to` before `from`, or more than {@link TIMETABLE_MAX_DAYS} days
 */
export async function timetable(
  db: Database,
  gymId: string,
  query: TimetableQuery,
  paseTerms?: (gymId: string) => Promise<PublicCreditTerms>,
): Promise<TimetableResponse> {
  const { from, to } = parseDayRange(query);
  const gym = await findGymForClasses(db, gymId);
  if (!gym || !gym.active) throw new AppError('NOT_FOUND', m.gymNotFound);
  const rows = await findTimetable(
    db,
    gymId,
    localMidnight(from, gym.timeZone),
    localMidnight(to, gym.timeZone, 1),
  );
  const sessions = rows.map((r) => toSession(r, gym.timeZone));
  return paseTerms ? { sessions, pase: await paseTerms(gymId) } : { sessions };
}
