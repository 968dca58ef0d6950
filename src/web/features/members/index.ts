/**
 * Public pieces of the members feature for other features: the favourites heart of the gym cards and
 * the gym detail (issue "Members" §4).
 * @module
 */
export { FavouriteButton } from './components/FavouriteButton';
