/**
 * Public pieces of the members feature for other features: the favourites heart of the gym cards and
 * the gym detail (SPEC §4 favourite toggle).
 * @module
 */
export { FavouriteButton } from './favourites/FavouriteButton';
