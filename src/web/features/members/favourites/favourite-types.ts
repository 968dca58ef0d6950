/**
 * The props of the favourites heart, shared by the button that decides whether a heart shows and the
 * member's heart it loads lazily (ADR 0013), so that neither imports the other for them.
 * @module
 */
import type { Gym } from '../../../../shared/contract/gyms';

/** Props of `FavouriteButton`. */
export interface FavouriteButtonProps {
  gym: Gym;
  /** Id of the element naming the gym (the card title), so the button reads "… favoritos, {gym}". */
  describedBy?: string;
  /** `overlay` sits on a card picture; `inline` goes next to a title. */
  variant?: 'overlay' | 'inline';
}
