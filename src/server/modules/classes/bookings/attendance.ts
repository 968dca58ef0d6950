/**
 * Attendance at the door (ADR 0022, decision 8): the check-in of a member's pass at a gym
 * (`POST /api/passes/checkin`, ADR 0016) marks their booking of a session of that gym starting within
 * {@link ATTENDANCE_WINDOW_MINUTES} minutes of the scan as `attended`, in the check-in's transaction.
 * The door calls {@link lockPlaceAtDoor} before it locks the pass, so sessions are locked before passes
 * on every path (ADR 0022, decision 4), then {@link attend} once the member is admitted.
 * @module
 */
import { ATTENDANCE_WINDOW_MINUTES } from '../../../../shared/constants/classes';
import type { Tx } from '../../../db/client';
import { findHeldPlaces, lockSessionsWithPlace, markAttended, type HeldPlace } from './attendance-queries';

const WINDOW_MS = ATTENDANCE_WINDOW_MINUTES * 60_000;

/** The booking the door will mark attended: its pass and whether it holds a use of that pass. */
export type PlaceAtDoor = HeldPlace;

/**
 * Locks the sessions of gym `gymId` starting within the attendance window of `now` where member
 * `memberId` holds a place.
 * @returns the booking of the one starting nearest to `now`, if any
 */
export async function lockPlaceAtDoor(
  tx: Tx,
  memberId: string,
  gymId: string,
  now: Date,
): Promise<PlaceAtDoor | undefined> {
  const from = new Date(now.getTime() - WINDOW_MS);
  const to = new Date(now.getTime() + WINDOW_MS);
  const sessionIds = await lockSessionsWithPlace(tx, memberId, gymId, from, to);
  const places = await findHeldPlaces(tx, memberId, sessionIds);
  const distance = (p: HeldPlace) => Math.abs(p.startsAt.getTime() - now.getTime());
  return places.sort((a, b) => distance(a) - distance(b))[0];
}

/** Marks `place` attended (the caller holds its session's lock from {@link lockPlaceAtDoor}). */
export async function attend(tx: Tx, place: PlaceAtDoor): Promise<void> {
  await markAttended(tx, place.bookingId);
}
