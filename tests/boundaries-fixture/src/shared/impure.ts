/** Fixture of src/boundaries.test.ts: breaks shared-imports-neither-side. */
import { one } from '../server/modules/one/queries';

export const pure = one;
