/**
 * User-facing Spanish (es-AR, voseo) texts of the review screens (ADR 0024): the "Opiniones" section of
 * a gym, the member's form, the partner's answer, reports, and the administrators' queue. Re-exported
 * by `messages/index.ts`.
 * @module
 */
import { REVIEW_TEXT_MAX } from '../constants/reviews';
import { REVIEW_NEW_BELOW } from '../constants/spec';
import { plural } from './plural';

/** The "Opiniones" section of the gym page. */
export const reviewSectionMessages = {
  title: 'Opiniones',
  loading: 'Cargando opiniones…',
  error: 'No pudimos cargar las opiniones.',
  empty: 'Todavía nadie opinó sobre este gimnasio. Las opiniones son de socios que fueron.',
  count: (n: number) => plural(n, 'opinión', 'opiniones'),
  isNew: 'Nuevo',
  newHint: `Mostramos estrellas desde ${REVIEW_NEW_BELOW} opiniones, para que una sola no decida.`,
  distributionLabel: 'Opiniones por cantidad de estrellas',
  starsRow: (stars: number, n: number) => `${stars} ${stars === 1 ? 'estrella' : 'estrellas'}: ${n}`,
  seeAll: 'Ver todas',
  seeFewer: 'Ver menos',
  sort: 'Ordenar',
  sortLabels: { recent: 'Más recientes', rating_desc: 'Mejor puntuadas', rating_asc: 'Peor puntuadas' },
  edited: 'editada',
  verified: 'Fue al gimnasio',
  demo: 'Reseña de demostración',
  reply: 'Respuesta del gimnasio',
  report: 'Denunciar',
  previous: 'Anteriores',
  next: 'Siguientes',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
} as const;

/** The member's own review form. */
export const reviewFormMessages = {
  title: 'Tu opinión',
  write: 'Contá cómo te fue',
  rating: 'Tu calificación',
  starOption: (n: number) => `${n} ${n === 1 ? 'estrella' : 'estrellas'}`,
  text: 'Comentario (opcional)',
  textHint: `Hasta ${REVIEW_TEXT_MAX} caracteres. Se publica con tu nombre y la inicial de tu apellido.`,
  pickRating: 'Elegí de 1 a 5 estrellas.',
  publish: 'Publicar opinión',
  publishing: 'Publicando…',
  save: 'Guardar cambios',
  saving: 'Guardando…',
  edit: 'Editar',
  cancel: 'Cancelar',
  /** The texts of the remove confirmation (its body is `removeBody`). */
  removeDialog: {
    title: '¿Borrar tu opinión?',
    confirmLabel: 'Borrar mi opinión',
    busyLabel: 'Borrando…',
    cancelLabel: 'Cancelar',
  },
  removeBody: 'Tu opinión deja de verse y de contar en el puntaje del gimnasio.',
  published: 'Publicamos tu opinión. ¡Gracias!',
  visitFirst: 'Podés opinar después de tu primera visita: escaneá tu pase en la puerta del gimnasio.',
  signIn: 'Ingresá para opinar',
} as const;

/** The partner's answer under a review. */
export const replyFormMessages = {
  answer: 'Responder',
  editAnswer: 'Editar respuesta',
  removeAnswer: 'Borrar respuesta',
  label: 'Tu respuesta',
  save: 'Publicar respuesta',
  saving: 'Publicando…',
  cancel: 'Cancelar',
} as const;

/** Reporting a review. */
export const reportDialogMessages = {
  title: 'Denunciar opinión',
  intro: 'Contanos qué tiene de malo. La administración de BuscaGym la revisa; la empresa no puede borrarla.',
  reason: 'Motivo',
  send: 'Enviar denuncia',
  sending: 'Enviando…',
  cancel: 'Cancelar',
  sent: 'Recibimos tu denuncia. La vamos a revisar.',
} as const;
