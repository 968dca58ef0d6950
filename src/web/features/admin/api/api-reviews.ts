/**
 * The administrators' queue of reported reviews (ADR 0024 decision 5; contract
 * `src/shared/contract/reviews.ts`): the reviews with open reports, oldest report first, and the
 * decision on one — keep it, or hide it with a reason the author reads. Cached under the
 * administration key, so a decision refreshes the queue and the audit log alike.
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import {
  decisionResponseSchema,
  reportQueueResponseSchema,
  type DecisionBody,
} from '../../../../shared/contract/reviews';
import { getJson, sendJson } from '../../../lib/http';
import { adminKeys, useAdminWrite } from './api';
import { seg } from '../../../lib/path';

/** `GET /api/admin/reviews/reports`: `{ reviews: [{ review, gym, reports[] }] }`. */
export function useReportedReviews() {
  return useQuery({
    queryKey: adminKeys.one('review-reports'),
    queryFn: ({ signal }) => getJson('/api/admin/reviews/reports', reportQueueResponseSchema, { signal }),
  });
}

/**
 * `POST /api/admin/reviews/{reviewId}/decision` with `{ decision: 'keep' }` or `{ decision: 'hide',
 * reason }`; re-authenticated when the server asks, like the console's other writes.
 */
export function useDecideReview() {
  return useAdminWrite(({ reviewId, body }: { reviewId: string; body: DecisionBody }) =>
    sendJson('POST', `/api/admin/reviews/${seg(reviewId)}/decision`, body, decisionResponseSchema),
  );
}
