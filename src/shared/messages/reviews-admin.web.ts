/**
 * User-facing Spanish (es-AR, voseo) texts of the administrators' queue of reported reviews (ADR 0024
 * decision 5; `GET /api/admin/reviews/reports`, `POST /api/admin/reviews/{reviewId}/decision`).
 * Re-exported by `messages/index.ts`.
 * @module
 */
import { REVIEW_REPORT_REASON_MAX, REVIEW_REPORT_REASON_MIN } from '../constants/reviews';
import { plural } from './plural';

/** The "Reseñas" section of the administrators' console. */
export const adminReviewsMessages = {
  loading: 'Cargando las reseñas denunciadas…',
  error: 'No pudimos cargar las reseñas denunciadas',
  empty: 'No hay reseñas denunciadas',
  emptyBody: 'Cuando alguien denuncie una reseña, aparece acá para que la mantengas o la ocultes.',
  listLabel: 'Reseñas denunciadas',
  /** Heading of one reported review: its gym. */
  reviewOf: (gym: string) => `Reseña de ${gym}`,
  gymLink: (gym: string) => `Ver ${gym}`,
  author: 'Autor',
  writtenAt: 'Escrita el',
  noText: 'Sin comentario: solo estrellas.',
  demo: 'Reseña de demostración',
  reportsTitle: (n: number) => plural(n, 'denuncia', 'denuncias'),
  reportedAt: 'Denunciada el',
  keep: 'Mantener',
  keeping: 'Manteniendo…',
  keepLabel: (gym: string) => `Mantener la reseña de ${gym}`,
  keepTitle: '¿Mantener la reseña?',
  keepConsequence:
    'La reseña sigue publicada y contando en el puntaje. Las denuncias se cierran y queda registrado en la auditoría.',
  kept: 'La reseña se mantiene. Cerramos las denuncias.',
  hide: 'Ocultar',
  hiding: 'Ocultando…',
  hideLabel: (gym: string) => `Ocultar la reseña de ${gym}`,
  hideTitle: (gym: string) => `Ocultar la reseña de ${gym}`,
  hideConsequence:
    'La reseña deja de verse y de contar en el puntaje del gimnasio. Le avisamos por mail a quien la escribió, con el motivo.',
  reason: 'Motivo',
  reasonHint: `Entre ${REVIEW_REPORT_REASON_MIN} y ${REVIEW_REPORT_REASON_MAX} caracteres. Lo lee quien escribió la reseña y queda en la auditoría.`,
  hidden: 'Ocultamos la reseña. Ya no cuenta en el puntaje del gimnasio.',
  cancel: 'Cancelar',
} as const;
