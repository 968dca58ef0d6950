/**
 * Public pieces of the reviews feature for other features: the gym page's "Opiniones" section (loaded
 * in a chunk of its own).
 * @module
 */
export { ReviewsSection } from './ReviewsSection';
