/** Fixture of src/boundaries.test.ts: breaks web-feature-through-index. */
import { alpha } from '../alpha/deep';

export const beta = alpha;
