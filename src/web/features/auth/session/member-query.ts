/**
 * The signed-in member's id and the queries of the member's own data (cart, bookings, calendar feed):
 * keyed by the id, disabled for visitors, partners and administrators (who have none of it).
 * @module
 */
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useSession } from './session-context';

/** The signed-in member's id, or '' for visitors, partners and administrators. */
export function useMemberId(): string {
  const { session } = useSession();
  return session?.type === 'user' ? session.userId : '';
}

/** Options of {@link useMemberQuery}. */
export interface MemberQueryOptions {
  /** How long an answer stays fresh (TanStack Query's default when left out). */
  staleTime?: number;
}

/** The query of the member's own data under `key(memberId)`, fetched with `fetch`; off without a member. */
export function useMemberQuery<T>(
  key: (memberId: string) => QueryKey,
  fetch: (signal: AbortSignal) => Promise<T>,
  options: MemberQueryOptions = {},
) {
  const userId = useMemberId();
  return useQuery({
    queryKey: key(userId),
    queryFn: ({ signal }) => fetch(signal),
    enabled: userId !== '',
    ...options,
  });
}
