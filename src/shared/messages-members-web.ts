/**
 * Screen texts (es-AR, voseo) of the members pages. Re-exported by `messages.ts`.
 * @module
 */
export {};
