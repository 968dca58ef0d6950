/** Fixture of src/boundaries.test.ts: the other half of the folder cycle. */
import { oneDoor } from '../one/index';

export const three = () => oneDoor;
