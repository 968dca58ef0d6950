/**
 * Screen texts (es-AR, voseo) of gym claims, "¿Es tu gimnasio?" (ADR 0025 "Claims"): the banner and
 * dialog on the gym page, and the administrators' "Reclamos" section. The answers of the calls live in
 * `messages/claims.ts`.
 * Not re-exported by `messages/index.ts` (ADR 0013: that index is in every screen's chunk).
 * @module
 */
import {
  CLAIM_CODE_DIGITS,
  CLAIM_MESSAGE_MAX,
  CLAIM_REASON_MAX,
  CLAIM_REASON_MIN,
} from '../constants/claims';

/** The banner and the dialog on the page of a gym without owner. */
export const claimBannerMessages = {
  title: '¿Es tu gimnasio?',
  body: 'Este gimnasio todavía no tiene dueño en BuscaGym. Reclamalo para cargar precios, horarios y fotos.',
  action: 'Reclamalo',
  signIn: 'Ingresá con tu cuenta de empresa para reclamarlo.',
  signInAction: 'Ingresar',
  register: 'Crear una cuenta de empresa',
  memberNote:
    'Para reclamar un gimnasio necesitás una cuenta de empresa: la de socio sirve para entrenar, no para administrar.',
  dialogTitle: (gym: string) => `Reclamar ${gym}`,
  intro:
    'Si el gimnasio tiene un mail público, le mandamos un código. Si no, un administrador revisa tu pedido.',
  message: 'Mensaje para la administración (opcional)',
  messageHint: `Contanos tu relación con el gimnasio. Hasta ${CLAIM_MESSAGE_MAX} caracteres.`,
  document: 'Documento que lo respalde (opcional)',
  documentAlt: 'Documento cargado',
  documentHint: 'Una foto de la habilitación, una factura o la constancia de inscripción.',
  send: 'Enviar reclamo',
  sending: 'Enviando…',
  cancel: 'Cancelar',
  close: 'Cerrar',
  codeSent: (hint: string) => `Te mandamos un código a ${hint}`,
  codeSentBody: 'Pedile el código a quien lea ese mail y escribilo acá. Vence en 30 minutos.',
  code: `Código de ${CLAIM_CODE_DIGITS} números`,
  verify: 'Confirmar código',
  verifying: 'Confirmando…',
  pending: 'Recibimos tu pedido; un administrador lo va a revisar',
  pendingBody: 'Te avisamos por mail cuando lo resuelva.',
  success: '¡Listo! El gimnasio ya es tuyo',
  successBody: 'Lo encontrás en «Mis gimnasios», donde podés completar precios, horarios y fotos.',
  toMyGyms: 'Ir a Mis gimnasios',
  /** Before the claim button (ADR 0037). */
  planRoom: (plan: string, max: number, used: number) =>
    `Tu plan ${plan} permite ${max} ${max === 1 ? 'gimnasio' : 'gimnasios'} y usás ${used}.`,
  planFull: 'Para reclamar este, primero cambiá de plan.',
  changePlan: 'Cambiar de plan',
} as const;

/** The "Reclamos" section of the administrators' console. */
export const adminClaimsMessages = {
  loading: 'Cargando los reclamos…',
  error: 'No pudimos cargar los reclamos',
  empty: 'No hay reclamos pendientes',
  emptyBody: 'Cuando una empresa reclame un gimnasio sin mail público, aparece acá para que lo revises.',
  listLabel: 'Reclamos pendientes',
  claimOf: (gym: string) => `Reclamo de ${gym}`,
  gymLink: (gym: string) => `Ver ${gym}`,
  address: 'Dirección',
  gymContact: 'Contacto del gimnasio',
  noContact: 'Sin mail ni teléfono',
  partner: 'Empresa',
  createdAt: 'Pedido el',
  message: 'Mensaje',
  noMessage: 'Sin mensaje.',
  document: 'Documento',
  documentLink: (gym: string) => `Ver el documento del reclamo de ${gym}`,
  noDocument: 'Sin documento.',
  approve: 'Aprobar',
  approving: 'Aprobando…',
  approveLabel: (gym: string) => `Aprobar el reclamo de ${gym}`,
  approveTitle: (gym: string) => `¿Aprobar el reclamo de ${gym}?`,
  approveConsequence: (partner: string) =>
    `El gimnasio pasa a ser de ${partner}, que lo va a poder editar. Le avisamos por mail y queda en la auditoría.`,
  approved: 'Aprobamos el reclamo. El gimnasio ya tiene dueño.',
  reject: 'Rechazar',
  rejecting: 'Rechazando…',
  rejectLabel: (gym: string) => `Rechazar el reclamo de ${gym}`,
  rejectTitle: (gym: string) => `Rechazar el reclamo de ${gym}`,
  rejectConsequence:
    'El gimnasio sigue sin dueño. La empresa recibe el motivo por mail y puede reclamarlo de nuevo.',
  reason: 'Motivo',
  reasonHint: `Entre ${CLAIM_REASON_MIN} y ${CLAIM_REASON_MAX} caracteres. Lo lee la empresa y queda en la auditoría.`,
  rejected: 'Rechazamos el reclamo.',
  cancel: 'Cancelar',
} as const;
