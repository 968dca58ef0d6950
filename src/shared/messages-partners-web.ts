/**
 * Screen texts (es-AR, voseo) of the partners pages. Re-exported by `messages.ts`.
 * @module
 */
export {};
