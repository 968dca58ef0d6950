/** Fixture of src/boundaries.test.ts: the other half of the circle. */
import { first } from './first';

export const second = () => first;
