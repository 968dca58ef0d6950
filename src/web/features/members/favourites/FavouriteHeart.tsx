/**
 * The favourites heart's button for a signed-in member: its state from the member profile query and
 * the toggle mutation. A chunk of its own, loaded by {@link FavouriteButton} only for members.
 * @module
 */
import { favouriteMessages as m } from '../../../../shared/messages/members.web';
import { useMemberProfile, useToggleFavourite } from '../api/api';
import type { FavouriteButtonProps } from './favourite-types';
import './favourite.css';

/** The member's heart for one gym (loaded only for signed-in members, ADR 0013). */
export function FavouriteHeart({
  gym,
  describedBy,
  variant = 'overlay',
  userId,
}: FavouriteButtonProps & { userId: string }) {
  const profile = useMemberProfile(userId);
  const toggle = useToggleFavourite(userId);
  // Without the member's favourites the heart cannot tell its state: hidden when they failed to load.
  if (profile.isError && profile.data === undefined) return null;
  const known = profile.data !== undefined;
  const on = profile.data?.favourites.includes(gym._id) ?? false;
  return (
    <button
      type="button"
      className={`favourite favourite--${variant}${on ? ' favourite--on' : ''}`}
      aria-pressed={on}
      aria-label={on ? m.remove : m.add}
      aria-describedby={describedBy}
      title={on ? m.remove : m.add}
      disabled={!known}
      data-testid="favourite-button"
      onClick={() => toggle.mutate({ gym, on: !on })}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.2 3.4 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.6 0 5.5 3.7 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}
