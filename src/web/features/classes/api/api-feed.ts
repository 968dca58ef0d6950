/**
 * The member's calendar subscription (RFC 5545 feed of the member's bookings): its state, a new secret
 * address (shown once; the server keeps only a hash) and its revocation, with their TanStack Query hooks
 * under `['account', …]` (forgotten at sign-out).
 * @module
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  calendarFeedResponseSchema,
  calendarFeedStatusSchema,
  type CalendarFeedResponse,
  type CalendarFeedStatus,
} from '../../../../shared/contract/classes-partner';
import { getJson, sendJson, type AnswerSchema } from '../../../lib/http';
import { useMemberId, useMemberQuery } from '../../auth';

const feedKey = (userId: string) => ['account', 'calendar-feed', userId] as const;

/** `GET /api/bookings/feed`: whether the member has a live feed, and since when. */
export function fetchFeed(signal?: AbortSignal): Promise<CalendarFeedStatus> {
  return getJson('/api/bookings/feed', calendarFeedStatusSchema, { signal });
}

/** `POST /api/bookings/feed`: a new secret address (any earlier one stops working). */
export async function createFeed(): Promise<CalendarFeedResponse['feed']> {
  return (await sendJson('POST', '/api/bookings/feed', {}, calendarFeedResponseSchema)).feed;
}

/** A success answer without a body (204 No Content). */
const noContent: AnswerSchema<null> = { safeParse: () => ({ success: true, data: null }) };

/** `DELETE /api/bookings/feed` (204): the address stops working. */
export async function revokeFeed(): Promise<void> {
  await sendJson('DELETE', '/api/bookings/feed', undefined, noContent);
}

/** The signed-in member's feed state. */
export function useFeed() {
  return useMemberQuery(feedKey, fetchFeed);
}

/** Makes a new address; the state is read again. */
export function useCreateFeed() {
  const queryClient = useQueryClient();
  const userId = useMemberId();
  return useMutation({
    mutationFn: createFeed,
    onSuccess: (feed) => queryClient.setQueryData(feedKey(userId), { feed: { createdAt: feed.createdAt } }),
  });
}

/** Revokes the address. */
export function useRevokeFeed() {
  const queryClient = useQueryClient();
  const userId = useMemberId();
  return useMutation({
    mutationFn: revokeFeed,
    onSuccess: () => queryClient.setQueryData(feedKey(userId), { feed: null }),
  });
}
