/**
 * The gyms feature's routed pages, lazily loaded as one chunk.
 * @module
 */
export { GymDetailPage } from './GymDetailPage';
export { GymMapPage } from './GymMapPage';
