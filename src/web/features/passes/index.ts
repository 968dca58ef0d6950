/**
 * Public pieces of the passes feature: the rotating pass code a pass shows at the door (ADR 0029).
 * @module
 */
export { useRotatingCode, useRotatingSecretCode, type RotatingCode } from './use-rotating-code';
