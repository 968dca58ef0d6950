/** Fixture of src/boundaries.test.ts: breaks web-and-server-apart. */
import { alpha } from '../../../web/features/alpha/deep';

export const peek = alpha;
