/**
 * Public pieces of the classes feature for other features: the "Clases" section of the gym detail
 * (loaded lazily by that page). Paths for links are in `shell.ts`; the screens are lazy routes (`pages/`).
 * @module
 */
export { ClassesSection } from './timetable/ClassesSection';
