/**
 * Reviews as the API shows them (ADR 0024): the author as first name and last initial (Ley 25.326 art.
 * 4, data minimisation, as `shared/domain/person-name.ts`) or "Ex socio", instants as ISO 8601.
 * @module
 */
import type { Review } from '../../../shared/contract/reviews';
import { displayName } from '../../../shared/domain/person-name';
import { REVIEW_FORMER_MEMBER } from '../../../shared/messages/reviews';
import type { ReviewRow } from './queries';

/** Review `row` on the wire. `verified`: written after a real door check-in (every review but the demo ones). */
export function toReview(row: ReviewRow): Review {
  const name = row.authorId && row.authorName ? displayName(row.authorName) : '';
  return {
    _id: row.id,
    gymId: row.gymId,
    rating: row.rating,
    text: row.text,
    verified: !row.demo,
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    author: { name: name || REVIEW_FORMER_MEMBER },
    reply:
      row.replyText !== null && row.replyAt !== null
        ? {
            text: row.replyText,
            createdAt: row.replyAt.toISOString(),
            editedAt: row.replyEditedAt?.toISOString() ?? null,
          }
        : null,
  };
}
