/**
 * Types the class components share (kept apart so a child never imports its parent's props).
 * @module
 */
import type { ClassSession } from '../../../../shared/contract/classes';

/** Who looks at a timetable: a member may book, a visitor is asked to sign in, others only read. */
export type Viewer = 'member' | 'visitor' | 'none';

/**
 * A session of the timetable. `cancelBeforeHours` is read when the answer carries the class's cancel
 * policy; without it the section states the policy in general words.
 */
export type TimetableSession = ClassSession & { cancelBeforeHours?: number };

/** The member's own hold on a session, shown on its card. */
export interface OwnBooking {
  status: 'booked' | 'waitlisted' | 'cancelled' | 'attended';
  position: number | null;
}
