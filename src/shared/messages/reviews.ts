/**
 * User-facing Spanish (es-AR, voseo) texts of member reviews (ADR 0024): validation, refusals, the
 * author shown for a deleted account, and the mails (invitation after a visit, hidden review).
 * Re-exported by `messages/index.ts`.
 * @module
 */
import {
  REVIEW_RATING_MAX,
  REVIEW_RATING_MIN,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_REASON_MAX,
  REVIEW_REPORT_REASON_MIN,
  REVIEW_TEXT_MAX,
  REVIEW_VISIT_WINDOW_DAYS,
} from '../constants/reviews';

/** Validation and refusals of the review calls. */
export const reviewMessages = {
  rating: `La calificación es un número entero de ${REVIEW_RATING_MIN} a ${REVIEW_RATING_MAX} estrellas.`,
  text: `Tu opinión puede tener hasta ${REVIEW_TEXT_MAX} caracteres.`,
  reply: `La respuesta tiene que tener entre 1 y ${REVIEW_REPLY_MAX} caracteres.`,
  reportReason: `Contá el motivo de la denuncia, entre ${REVIEW_REPORT_REASON_MIN} y ${REVIEW_REPORT_REASON_MAX} caracteres.`,
  sort: 'El orden debe ser "recent", "rating_desc" o "rating_asc".',
  page: 'La página debe ser un número entero positivo.',
  gymInvalid: 'El identificador del gimnasio no es válido.',
  reviewInvalid: 'El identificador de la reseña no es válido.',
  decision: 'La decisión debe ser "keep" o "hide".',
  hideReason: `Contá por qué se oculta la reseña, entre ${REVIEW_REPORT_REASON_MIN} y ${REVIEW_REPORT_REASON_MAX} caracteres.`,
  gymNotFound: 'No existe un gimnasio publicado con ese identificador.',
  reviewNotFound: 'No existe una reseña con ese identificador.',
  /** No check-in at this gym in the window (403). */
  visitFirst: `Podés opinar después de tu primera visita: las reseñas son de socios que fueron al gimnasio en los últimos ${REVIEW_VISIT_WINDOW_DAYS} días.`,
  membersOnly:
    'Solo los socios pueden dejar reseñas: las empresas y la administración no opinan sobre gimnasios.',
  duplicate: 'Ya opinaste sobre este gimnasio. Podés editar tu reseña.',
  noReview: 'Todavía no opinaste sobre este gimnasio.',
  notYourGym: 'Solo la empresa dueña del gimnasio puede responder las reseñas del gimnasio.',
  alreadyReplied: 'Ya respondiste esta reseña. Podés editar tu respuesta.',
  noReply: 'Esta reseña no tiene respuesta tuya.',
  alreadyReported: 'Ya denunciaste esta reseña. La administración la va a revisar.',
  ownReport: 'No podés denunciar tu propia reseña. Podés editarla o borrarla.',
  notReported: 'Esa reseña no tiene denuncias pendientes.',
} as const;

/** How a review's author is shown when the account was deleted. */
export const REVIEW_FORMER_MEMBER = 'Ex socio';

/** The mail the day after a check-in: "¿Cómo te fue en {gym}?". */
export const reviewInviteMailMessages = {
  subject: (gym: string) => `¿Cómo te fue en ${gym}?`,
  greeting: (name: string) => `Hola ${name}:`,
  body: (gym: string) =>
    `Hace poco fuiste a ${gym}. Tu opinión ayuda a otros socios a elegir: contanos cómo te fue con una calificación de 1 a 5 estrellas.`,
  action: 'Dejar mi opinión',
  footer:
    'Te escribimos una vez por gimnasio cada 120 días. Si no querés recibir estos correos, desactivalos en tu perfil.',
} as const;

/** The mail to an author whose review an administrator hid. */
export const reviewHiddenMailMessages = {
  subject: 'Ocultamos tu reseña',
  greeting: (name: string) => `Hola ${name}:`,
  body: (gym: string, reason: string) =>
    `La administración de BuscaGym ocultó tu reseña de ${gym} después de revisar una denuncia. Motivo: ${reason}`,
  footer: 'Si creés que es un error, respondé este correo y la revisamos de nuevo.',
} as const;
