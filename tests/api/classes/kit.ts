/**
 * What the class tests take from the other harnesses, in one place.
 * @module
 */
export { sessionFor, type Client } from '../account/helpers';
export {
  buildCommerceApp,
  GYM_A,
  GYM_B,
  GYM_OFF,
  rowsOf,
  signedIn,
  SWIM,
  YOGA,
  type CommerceTestApp,
} from '../commerce/helpers';
