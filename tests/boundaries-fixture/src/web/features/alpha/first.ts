/** Fixture of src/boundaries.test.ts: one half of a circle of files. */
import { second } from './second';

export const first = () => second;
