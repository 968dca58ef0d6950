/**
 * What the code fields accept before asking the server: the app's 6 digits, a space in the middle
 * tolerated (the contract's `totpCodeSchema`, without loading zod for one check).
 * @module
 */
export const CODE_PATTERN = /^\d{3} ?\d{3}$/;
