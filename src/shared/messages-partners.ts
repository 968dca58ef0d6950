/**
 * User-facing Spanish (es-AR, voseo) texts of the partner calls (`/api/partner/*`, SPEC §7) that the
 * specification does not give. Re-exported by `messages.ts`, the single entry point for every text.
 * @module
 */

/** Answers of `GET /api/partner/profile/{id}`. */
export const partnerMessages = {
  profileNotFound: 'No encontramos el perfil de empresa de esa cuenta.',
} as const;
