/**
 * Light pieces of the Pase BuscaGym feature for the app shell (the top bar's "Mis créditos"): the path
 * only, kept apart from `index.ts` so the first chunk carries no credit screen (ADR 0013).
 * @module
 */
export { CREDITS_PATH } from './paths';
