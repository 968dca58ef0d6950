/**
 * Member calls of classes (ADR 0022), typed with the shared contract, and their TanStack Query hooks: a
 * gym's public timetable, the member's bookings, booking and cancelling. The member's own data is cached
 * under `['account', …]`, so signing out (which drops `['account']`) forgets it; a booking or a cancel
 * reads both the timetables and the bookings again (places and positions move).
 * @module
 */
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Booking, MyBooking, TimetableResponse } from '../../../../shared/contract/classes';
import { getJson, sendJson, trustedAnswer } from '../../../lib/http';
import { useMemberId, useMemberQuery } from '../../auth';
import type { LocalDate } from '../week/week';
import { seg } from '../../../lib/path';

// A gym's timetable is a public read, trusted like the catalogue's; the member's calls load their schema
// (and zod) with the call, not with the gym detail (ADR 0013).
const lazy = {
  bookings: async () => (await import('../../../../shared/contract/classes')).myBookingsResponseSchema,
  booking: async () => (await import('../../../../shared/contract/classes')).bookingResponseSchema,
};

/** Query keys of classes; the member's own under `['account']` (dropped at sign-out). */
export const classKeys = {
  timetables: ['classes', 'timetable'] as const,
  timetable: (gymId: string, from: LocalDate, to: LocalDate) =>
    ['classes', 'timetable', gymId, from, to] as const,
  bookings: (userId: string) => ['account', 'bookings', userId] as const,
};

/** `GET /api/gyms/{gymId}/classes?from&to`: the gym's sessions between two of its dates, earliest first. */
export function fetchTimetable(
  gymId: string,
  from: LocalDate,
  to: LocalDate,
  signal?: AbortSignal,
): Promise<TimetableResponse> {
  return getJson(`/api/gyms/${seg(gymId)}/classes`, trustedAnswer<TimetableResponse>(), {
    params: { from, to },
    signal,
  });
}

/** `GET /api/bookings`: the member's bookings, upcoming first. */
export async function fetchMyBookings(signal?: AbortSignal): Promise<MyBooking[]> {
  return (await getJson('/api/bookings', lazy.bookings, { signal })).bookings;
}

/** `POST /api/bookings`: a place, or a waitlist position when the session is full. */
export async function postBooking(sessionId: string): Promise<Booking> {
  return (await sendJson('POST', '/api/bookings', { sessionId }, lazy.booking)).booking;
}

/** `DELETE /api/bookings/{id}`: the member cancels (a freed place goes to the waitlist). */
export async function deleteBooking(bookingId: string): Promise<Booking> {
  return (await sendJson('DELETE', `/api/bookings/${seg(bookingId)}`, undefined, lazy.booking)).booking;
}

/** The address of a booking's calendar file (one VEVENT). */
export const bookingIcsUrl = (bookingId: string): string => `/api/bookings/${seg(bookingId)}.ics`;

/**
 * A query about gym `gymId`'s classes: off while no gym is chosen (`''`), read again on every visit
 * (places and bookings change by the minute).
 * @param load the request, given the query's abort signal
 */
export function useGymClassesQuery<T>(
  gymId: string,
  queryKey: QueryKey,
  load: (signal: AbortSignal) => Promise<T>,
  enabled = true,
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => load(signal),
    enabled: enabled && gymId !== '',
    staleTime: 0,
  });
}

/**
 * Gym `gymId`'s sessions from `from` to `to` (its local dates, both included); not asked while `enabled`
 * is false.
 */
export function useTimetable(gymId: string, from: LocalDate, to: LocalDate, enabled = true) {
  return useGymClassesQuery(
    gymId,
    classKeys.timetable(gymId, from, to),
    (signal) => fetchTimetable(gymId, from, to, signal),
    enabled,
  );
}

/** The signed-in member's bookings (disabled for everyone else); read again on every visit. */
export function useMyBookings() {
  return useMemberQuery(classKeys.bookings, fetchMyBookings, { staleTime: 0 });
}

/** Reads every timetable and the member's bookings again (after a place paid elsewhere, e.g. with credits). */
export function useRefreshClasses(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  const userId = useMemberId();
  const keys = [classKeys.timetables, classKeys.bookings(userId)];
  // A first read still on its way (the page has just opened) left before the change: invalidating
  // would join it and keep its older answer, so it is cancelled first and asked again.
  return async () => {
    await Promise.all(keys.map((queryKey) => queryClient.cancelQueries({ queryKey })));
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

/**
 * A change of the member's bookings (`send` one id): when it settles, places and positions have moved,
 * so every timetable and the member's bookings are read again, in the background (the caller's toast
 * comes first).
 */
function useBookingChange(send: (id: string) => Promise<Booking>) {
  const refresh = useRefreshClasses();
  return useMutation({ mutationFn: send, onSettled: () => void refresh() });
}

/** Books a session for the signed-in member. */
export function useBook() {
  return useBookingChange(postBooking);
}

/** Cancels one of the signed-in member's bookings. */
export function useCancelBooking() {
  return useBookingChange(deleteBooking);
}
