/**
 * Partner calls of classes (ADR 0022), typed with the shared contract, and their TanStack Query hooks:
 * create a class, the gym's classes, its week of sessions (cancelled ones included), edit or cancel a
 * session, delete a class (a 409 `CONFIRMATION_REQUIRED` while bookings to come exist, then again with
 * `confirm=true`) and a session's roster. Every write reads the gym's classes, sessions and public
 * timetables again.
 * @module
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CONFIRMATION_REQUIRED_CODE } from '../../../../shared/constants/classes';
import {
  createClassResponseSchema,
  timetableResponseSchema,
  type CreateClassBody,
  type GymClass,
  type TimetableResponse,
} from '../../../../shared/contract/classes';
import {
  cancelSessionResponseSchema,
  deleteClassResponseSchema,
  editSessionResponseSchema,
  partnerClassesResponseSchema,
  rosterResponseSchema,
  type CancelSessionResponse,
  type DeleteClassResponse,
  type EditSessionBody,
  type EditSessionResponse,
  type RosterResponse,
} from '../../../../shared/contract/classes-partner';
import { ApiRequestError, getJson, sendJson } from '../../../lib/http';
import { classKeys, useGymClassesQuery } from './api';
import type { LocalDate } from '../week/week';
import { seg } from '../../../lib/path';

/** Query keys of the partner's class data, under `['partner-classes', gymId]`. */
export const partnerClassKeys = {
  gym: (gymId: string) => ['partner-classes', gymId] as const,
  classes: (gymId: string) => ['partner-classes', gymId, 'classes'] as const,
  sessions: (gymId: string, from: LocalDate, to: LocalDate) =>
    ['partner-classes', gymId, 'sessions', from, to] as const,
  roster: (gymId: string, sessionId: string) => ['partner-classes', gymId, 'roster', sessionId] as const,
};

/** `POST /api/partner/classes`: the class and its first sessions. */
export async function postClass(body: CreateClassBody): Promise<GymClass> {
  return (await sendJson('POST', '/api/partner/classes', body, createClassResponseSchema)).class;
}

/** `GET /api/partner/classes?gymId=`: the gym's classes, earliest first. */
export async function fetchPartnerClasses(gymId: string, signal?: AbortSignal): Promise<GymClass[]> {
  return (await getJson('/api/partner/classes', partnerClassesResponseSchema, { params: { gymId }, signal }))
    .classes;
}

/** `GET /api/partner/class-sessions?gymId&from&to`: the gym's sessions, cancelled ones included. */
export function fetchPartnerSessions(
  gymId: string,
  from: LocalDate,
  to: LocalDate,
  signal?: AbortSignal,
): Promise<TimetableResponse> {
  return getJson('/api/partner/class-sessions', timetableResponseSchema, {
    params: { gymId, from, to },
    signal,
  });
}

/** `PATCH /api/partner/class-sessions/{id}`: this session, or this and the following ones. */
export function patchSession(sessionId: string, body: EditSessionBody): Promise<EditSessionResponse> {
  return sendJson('PATCH', `/api/partner/class-sessions/${seg(sessionId)}`, body, editSessionResponseSchema);
}

/** `POST /api/partner/class-sessions/{id}/cancel`: everyone booked or waiting is mailed and gets the use back. */
export function postCancelSession(sessionId: string): Promise<CancelSessionResponse> {
  return sendJson(
    'POST',
    `/api/partner/class-sessions/${seg(sessionId)}/cancel`,
    undefined,
    cancelSessionResponseSchema,
  );
}

/** `DELETE /api/partner/classes/{id}` (with `confirm=true` once the partner agreed to cancel bookings). */
export function deleteClass(classId: string, confirm: boolean): Promise<DeleteClassResponse> {
  const query = confirm ? '?confirm=true' : '';
  return sendJson(
    'DELETE',
    `/api/partner/classes/${seg(classId)}${query}`,
    undefined,
    deleteClassResponseSchema,
  );
}

/**
 * The number of bookings a delete would cancel when `error` is the server asking for confirmation,
 * else null.
 */
export function confirmationNeeded(error: unknown): number | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  if (error.code !== CONFIRMATION_REQUIRED_CODE) return null;
  const bookings = (error.body as { bookings?: unknown } | undefined)?.bookings;
  return typeof bookings === 'number' ? bookings : 0;
}

/** `GET /api/partner/class-sessions/{id}/roster`: booked, waitlisted and attended. */
export function fetchRoster(sessionId: string, signal?: AbortSignal): Promise<RosterResponse> {
  return getJson(`/api/partner/class-sessions/${seg(sessionId)}/roster`, rosterResponseSchema, { signal });
}

/** The gym's classes. */
export function usePartnerClasses(gymId: string) {
  return useGymClassesQuery(gymId, partnerClassKeys.classes(gymId), (signal) =>
    fetchPartnerClasses(gymId, signal),
  );
}

/** The gym's sessions from `from` to `to`. */
export function usePartnerSessions(gymId: string, from: LocalDate, to: LocalDate) {
  return useGymClassesQuery(gymId, partnerClassKeys.sessions(gymId, from, to), (signal) =>
    fetchPartnerSessions(gymId, from, to, signal),
  );
}

/** A session's roster, read while `sessionId` is set. */
export function useRoster(gymId: string, sessionId: string | null) {
  return useQuery({
    queryKey: partnerClassKeys.roster(gymId, sessionId ?? ''),
    queryFn: ({ signal }) => fetchRoster(sessionId ?? '', signal),
    enabled: sessionId !== null,
    staleTime: 0,
  });
}

/**
 * A class write of gym `gymId`: afterwards its classes, sessions and the public timetables are read
 * again. The refresh is not awaited, so the caller's own success step (a toast) runs before the lists
 * change under it (a deleted class's row unmounts with its callbacks).
 */
function useGymWrite<Input, Output>(gymId: string, mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: partnerClassKeys.gym(gymId) });
      void queryClient.invalidateQueries({ queryKey: classKeys.timetables });
    },
  });
}

/** Creates a class. */
export const useCreateClass = (gymId: string) => useGymWrite(gymId, postClass);

/** Edits a session (and maybe the following ones). */
export const useEditSession = (gymId: string) =>
  useGymWrite(gymId, ({ sessionId, body }: { sessionId: string; body: EditSessionBody }) =>
    patchSession(sessionId, body),
  );

/** Cancels a session. */
export const useCancelSession = (gymId: string) => useGymWrite(gymId, postCancelSession);

/** Deletes a class, `confirm` once the partner agreed. */
export const useDeleteClass = (gymId: string) =>
  useGymWrite(gymId, ({ classId, confirm }: { classId: string; confirm: boolean }) =>
    deleteClass(classId, confirm),
  );
