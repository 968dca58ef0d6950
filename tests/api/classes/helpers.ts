/**
 * Harness of the class and booking API tests (ADR 0022): the commerce shop (partner A owns gym A with
 * the services "Natación" SWIM and "Yoga" YOGA; partner B owns gym B), plus passes granted directly
 * (a paid order, its line and the pass, as checkout would write them) and wall times in the gym's
 * zone relative to now.
 * @module
 */
import { randomUUID } from 'node:crypto';
import { TZDate } from '@date-fns/tz';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Booking, GymClass, TimetableResponse } from '../../../src/shared/contract/classes';
import { DEFAULT_GYM_TIME_ZONE } from '../../../src/shared/constants/classes';
import type { Client } from '../account/helpers';
import { GYM_A, rowsOf, type CommerceTestApp } from '../commerce/helpers';

export const CLASSES = '/api/partner/classes';
export const BOOKINGS = '/api/bookings';
export const timetableUrl = (gymId: string, from: string, to: string) =>
  `/api/gyms/${gymId}/classes?from=${from}&to=${to}`;

/** The local wall time `YYYY-MM-DDTHH:mm` in `timeZone`, `days` days from today at `hh:mm`. */
export function wallTime(days: number, hhmm = '19:00', timeZone = DEFAULT_GYM_TIME_ZONE): string {
  const today = new TZDate(Date.now(), timeZone);
  const day = new TZDate(today.getFullYear(), today.getMonth(), today.getDate() + days, 12, 0, timeZone);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${day.getFullYear()}-${p(day.getMonth() + 1)}-${p(day.getDate())}T${hhmm}`;
}

/** The local date `YYYY-MM-DD` `days` days from today in `timeZone`. */
export const localDate = (days: number, timeZone = DEFAULT_GYM_TIME_ZONE) =>
  wallTime(days, '00:00', timeZone).slice(0, 10);

/** A valid class body for gym A: one session in three days at 19:00, 10 places, 60 minutes. */
export const classBody = (over: Record<string, unknown> = {}) => ({
  gymId: GYM_A,
  name: 'Funcional',
  instructor: 'Ana',
  room: 'Salón 1',
  capacity: 10,
  durationMinutes: 60,
  startsAt: wallTime(3),
  ...over,
});

/** Creates a class as `partner`. @returns the class (fails the test on another answer) */
export async function createClass(partner: Client, over: Record<string, unknown> = {}): Promise<GymClass> {
  const res = await partner.post(CLASSES, classBody(over));
  if (res.statusCode !== 201) throw new Error(`class not created: ${res.statusCode} ${res.body}`);
  return res.json<{ class: GymClass }>().class;
}

/** The session ids of class `classId`, earliest first. */
export async function sessionsOf(t: CommerceTestApp, classId: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    t,
    sql`select id from class_sessions where class_id = ${classId} order by starts_at`,
  );
  return rows.map((r) => r.id);
}

/** What a pass is: a membership (unlimited) or a service pack with `uses` uses; valid from/until. */
export interface PassSpec {
  gymId?: string;
  gymServiceId?: string;
  uses?: number;
  validFrom?: Date;
  validUntil?: Date;
}

/** Gives member `memberId` a paid pass as checkout writes it. @returns the pass id */
export async function grantPass(t: CommerceTestApp, memberId: string, spec: PassSpec = {}): Promise<string> {
  const gymId = spec.gymId ?? GYM_A;
  const kind = spec.gymServiceId ? 'service' : 'membership';
  const from = spec.validFrom ?? new Date(Date.now() - 86_400_000);
  const until = spec.validUntil ?? new Date(Date.now() + 40 * 86_400_000);
  const [row] = await rowsOf<{ id: string }>(
    t,
    sql`with o as (
          insert into orders (reference, user_id, status, provider, total, idempotency_key, cart_version,
                              buyer_email, buyer_name, paid_at)
          values (${`BG-T${randomUUID()}`}, ${memberId}, 'paid', 'manual', 1000, ${randomUUID()}, 1,
                  'member@example.com', 'Miembro', now())
          returning id),
        l as (
          insert into order_lines (order_id, position, product_id, kind, gym_id, gym_service_id, gym_name,
                                   name, unit, unit_price, qty, line_total)
          select o.id, 1, ${spec.gymServiceId ?? gymId}, ${kind}, ${gymId}, ${spec.gymServiceId ?? null},
                 'Gimnasio', 'Pase', 'mes', 1000, 1, 1000 from o
          returning id, order_id)
        insert into passes (order_id, order_line_id, member_id, gym_id, product_kind, product_name,
                            valid_from, valid_until, uses_total, uses_left)
        select l.order_id, l.id, ${memberId}, ${gymId}, ${kind}, 'Pase', ${from.toISOString()}::timestamptz,
               ${until.toISOString()}::timestamptz, ${spec.uses ?? null}::int, ${spec.uses ?? null}::int
          from l
        returning id`,
  );
  if (!row) throw new Error('pass not granted');
  return row.id;
}

/** Books session `sessionId` as `member`. */
export const bookSession = (member: Client, sessionId: string): Promise<LightMyRequestResponse> =>
  member.post(BOOKINGS, { sessionId });

/** The booking of a 201 answer. */
export const bookingOf = (res: LightMyRequestResponse): Booking => res.json<{ booking: Booking }>().booking;

/** The timetable session `sessionId` as `GET /api/gyms/{gymId}/classes` shows it over the next 31 days. */
export async function shownSession(client: Client, gymId: string, sessionId: string) {
  const res = await client.get(timetableUrl(gymId, localDate(0), localDate(30)));
  return res.json<TimetableResponse>().sessions.find((s) => s._id === sessionId);
}

/** Uses left of pass `passId`. */
export async function usesLeft(t: CommerceTestApp, passId: string): Promise<number | null> {
  const [row] = await rowsOf<{ usesLeft: number | null }>(
    t,
    sql`select uses_left as "usesLeft" from passes where id = ${passId}`,
  );
  return row?.usesLeft ?? null;
}

export const PARTNER_SESSIONS = '/api/partner/class-sessions';
export const sessionUrl = (sessionId: string) => `${PARTNER_SESSIONS}/${sessionId}`;

/** `PATCH /api/partner/class-sessions/{sessionId}` as `client`. */
export const editSession = (
  client: Client,
  sessionId: string,
  body: object,
): Promise<LightMyRequestResponse> =>
  client.request({ method: 'PATCH', url: sessionUrl(sessionId), payload: body });

/** Booked and waitlisted counts and status of session `sessionId`, from its row. */
export async function sessionRow(t: CommerceTestApp, sessionId: string) {
  const [row] = await rowsOf<{ booked: number; waitlisted: number; status: string; capacity: number }>(
    t,
    sql`select booked, waitlisted, status, capacity from class_sessions where id = ${sessionId}`,
  );
  return row;
}
