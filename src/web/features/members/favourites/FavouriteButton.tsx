/**
 * The favourites heart (SPEC §4 favourite toggle): a toggle button on gym cards and on the gym detail,
 * shown only to signed-in members (`user` accounts). Filled when the gym is among the member's
 * favourites (from the profile query); a press updates at once and rolls back with a toast on failure
 * (see `useToggleFavourite`).
 * @module
 */
import { lazy, Suspense } from 'react';
import { useSession } from '../../auth';
import type { FavouriteButtonProps } from './favourite-types';

// The member calls and their contract load with the first heart a member sees (ADR 0013).
const FavouriteHeart = lazy(async () => ({ default: (await import('./FavouriteHeart')).FavouriteHeart }));

/** The heart, or nothing for visitors, partners and admins. */
export function FavouriteButton(props: FavouriteButtonProps) {
  const { session } = useSession();
  if (session?.type !== 'user') return null;
  return (
    <Suspense fallback={null}>
      <FavouriteHeart {...props} userId={session.userId} />
    </Suspense>
  );
}
