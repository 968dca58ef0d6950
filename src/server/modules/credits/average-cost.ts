/**
 * The value of credits taken from a wallet by the average-cost method (ADR 0045 "Credits in ARS"): the
 * rule lives in `src/shared/domain/credit-value.ts`, which the web's confirmation before spending uses too.
 * @module
 */
export { valueTaken } from '../../../shared/domain/credit-value';
