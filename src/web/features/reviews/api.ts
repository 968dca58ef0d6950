/**
 * Review calls (ADR 0024), typed with the shared contract, and their TanStack Query hooks: a gym's
 * public reviews, what the signed-in account may do with them, the member's own review, the partner's
 * answer and reports. The viewer's data is cached under `['account', …]`, so signing out forgets it;
 * every write reads the gym's reviews, the viewer and the gym (its `raiting`) again.
 * @module
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReviewSort } from '../../../shared/constants/reviews';
import type { ReviewBody, ReviewListResponse, ReviewViewerResponse } from '../../../shared/contract/reviews';
import { getJson, sendJson, trustedAnswer } from '../../lib/http';
import { useSession } from '../auth';
import { seg } from '../../lib/path';

// The schemas (and zod) load with the first signed-in read or write, not with the gym detail; its public
// reviews are trusted like the catalogue's reads (ADR 0013).
const contract = () => import('../../../shared/contract/reviews');

const base = (gymId: string) => `/api/gyms/${seg(gymId)}/reviews`;

/** Query keys of reviews; the viewer's under `['account']` (dropped at sign-out). */
export const reviewKeys = {
  gym: (gymId: string) => ['reviews', gymId] as const,
  page: (gymId: string, sort: ReviewSort, page: number, limit: number) =>
    ['reviews', gymId, sort, page, limit] as const,
  viewer: (userId: string, gymId: string) => ['account', 'reviews', userId, gymId] as const,
};

/** One page of gym `gymId`'s reviews in `sort` order with its figures. */
export function useReviews(gymId: string, sort: ReviewSort, page: number, limit: number) {
  return useQuery({
    queryKey: reviewKeys.page(gymId, sort, page, limit),
    queryFn: ({ signal }): Promise<ReviewListResponse> =>
      getJson(base(gymId), trustedAnswer<ReviewListResponse>(), { params: { sort, page, limit }, signal }),
    placeholderData: (previous) => previous,
  });
}

/** What the signed-in account may do with gym `gymId`'s reviews (disabled for visitors). */
export function useReviewViewer(gymId: string) {
  const { session } = useSession();
  const userId = session?.userId ?? '';
  return useQuery({
    queryKey: reviewKeys.viewer(userId, gymId),
    queryFn: ({ signal }): Promise<ReviewViewerResponse> =>
      getJson(`${base(gymId)}/me`, async () => (await contract()).reviewViewerResponseSchema, { signal }),
    enabled: userId !== '',
    staleTime: 0,
  });
}

/** After a write: the gym's reviews, the viewer and the gym's own figures are read again. */
function useRefresh(gymId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: reviewKeys.gym(gymId) }),
      queryClient.invalidateQueries({ queryKey: ['account', 'reviews'] }),
      // The catalogue's prefix (`gymKeys.all` of the gyms feature, which loads this one lazily: not imported).
      queryClient.invalidateQueries({ queryKey: ['gyms'] }),
    ]);
}

/** Writes (or, with `edit`, edits) the member's review of gym `gymId`. */
export function useSaveReview(gymId: string) {
  const refresh = useRefresh(gymId);
  return useMutation({
    mutationFn: async ({ body, edit }: { body: ReviewBody; edit: boolean }) =>
      (
        await sendJson(
          edit ? 'PUT' : 'POST',
          edit ? `${base(gymId)}/mine` : base(gymId),
          body,
          async () => (await contract()).reviewResponseSchema,
        )
      ).review,
    onSuccess: refresh,
  });
}

/** Removes the member's review of gym `gymId`. */
export function useDeleteReview(gymId: string) {
  const refresh = useRefresh(gymId);
  return useMutation({
    mutationFn: () =>
      sendJson(
        'DELETE',
        `${base(gymId)}/mine`,
        undefined,
        async () => (await contract()).deletedResponseSchema,
      ),
    onSuccess: refresh,
  });
}

/** The partner answers (or, with `text` null, removes the answer to) a review of gym `gymId`. */
export function useReply(gymId: string) {
  const refresh = useRefresh(gymId);
  return useMutation({
    mutationFn: async ({ reviewId, text }: { reviewId: string; text: string | null }): Promise<void> => {
      const path = `/api/partner/reviews/${seg(reviewId)}/reply`;
      if (text === null)
        await sendJson('DELETE', path, undefined, async () => (await contract()).deletedResponseSchema);
      else await sendJson('PUT', path, { text }, async () => (await contract()).reviewResponseSchema);
    },
    onSuccess: refresh,
  });
}

/** Reports a review with a reason. */
export function useReport() {
  return useMutation({
    mutationFn: ({ reviewId, reason }: { reviewId: string; reason: string }) =>
      sendJson(
        'POST',
        `/api/reviews/${seg(reviewId)}/reports`,
        { reason },
        async () => (await contract()).reportResponseSchema,
      ),
  });
}
