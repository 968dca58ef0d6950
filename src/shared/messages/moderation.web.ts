/**
 * User-facing Spanish (es-AR, voseo) texts the partner reads about a gym that BuscaGym's moderation
 * unpublished (ADR 0018 "Moderation"): the banner of "Mis gimnasios". Apart from the administrators'
 * texts, so the partner's screens load only these. Re-exported by `messages/index.ts`.
 * @module
 */

/** The banner of a moderated gym in the partner's "Mis gimnasios". */
export const myGymModerationMessages = {
  title: 'Despublicado por BuscaGym',
  body: (date: string) => `Lo despublicó la moderación de BuscaGym el ${date}. Motivo:`,
  help: 'Mientras tanto no aparece en el catálogo. Corregí lo que indica el motivo y escribinos para que lo revisemos.',
} as const;
