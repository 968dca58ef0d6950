/**
 * Public pieces of the gyms feature for other features (the landing page, later /home).
 * @module
 */
export { GymList } from './list/GymList';
