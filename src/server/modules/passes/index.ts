/**
 * Passes (ADR 0008, 0016, 0029): issue, signed codes, state and the check-in at the door, for the
 * commerce modules and the partner's sales and clients.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { passValidNow } from './state/valid-now';
export { checkIn, type CheckinOptions } from './checkin';
export { createPassSigner, type PassSigner } from './codes/code';
export { passExtraColumns } from './state/columns';
export { issueRotatingSecret, rotatingSecretAnswer } from './codes/issue';
export {
  createMemberPassDoors,
  type MemberPassDoor,
  type MemberPassDoors,
  type MemberPassScan,
} from './member-door';
export { loadPassSigningKey } from './codes/secret';
export { verifyPass } from './service';
export { passStateAt } from './state/state';
