/**
 * The session editor's values and the body of `PATCH /api/partner/class-sessions/{id}` they make: only
 * the fields that changed, with the scope ("solo esta clase" or "esta y las siguientes"; with the latter
 * only the hour may move, not the day — the server's rule, ADR 0022).
 * @module
 */
import type { ClassSession } from '../../../../shared/contract/classes';
import type { EditSessionBody } from '../../../../shared/contract/classes-partner';
import { differenceInMinutes, parseISO } from 'date-fns';
import { wallOf } from '../week/week';

/** The editor's values as the inputs hold them. */
export interface SessionEditValues {
  scope: 'this' | 'following';
  name: string;
  instructor: string;
  room: string;
  capacity: number;
  durationMinutes: number;
  /** `YYYY-MM-DD` (ignored with `following`). */
  date: string;
  /** `HH:mm`. */
  time: string;
}

/** The editor's first values: the session as it is, scope "solo esta clase". */
export function sessionEditValues(session: ClassSession): SessionEditValues {
  const start = wallOf(session.startsAt);
  return {
    scope: 'this',
    name: session.name,
    instructor: session.instructor ?? '',
    room: session.room ?? '',
    capacity: session.capacity,
    durationMinutes: differenceInMinutes(parseISO(session.endsAt), parseISO(session.startsAt)),
    date: start.date,
    time: start.time,
  };
}

/**
 * The PATCH body: the scope and every field that differs from `session`, or null when nothing changed.
 * With `following` the day stays the session's own.
 */
export function sessionEditBody(session: ClassSession, values: SessionEditValues): EditSessionBody | null {
  const before = sessionEditValues(session);
  const body: EditSessionBody = { scope: values.scope };
  const name = values.name.trim();
  if (name !== before.name) body.name = name;
  if (values.instructor.trim() !== before.instructor) body.instructor = values.instructor.trim() || null;
  if (values.room.trim() !== before.room) body.room = values.room.trim() || null;
  if (values.capacity !== before.capacity) body.capacity = values.capacity;
  if (values.durationMinutes !== before.durationMinutes) body.durationMinutes = values.durationMinutes;
  const date = values.scope === 'following' ? before.date : values.date;
  if (date !== before.date || values.time !== before.time) body.startsAt = `${date}T${values.time}`;
  return Object.keys(body).length > 1 ? body : null;
}
