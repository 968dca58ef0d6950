/** Fixture of src/boundaries.test.ts: one half of a folder cycle. */
import { three } from '../three/index';

export const oneDoor = three;
