/**
 * User-facing Spanish (es-AR, voseo) texts of gym claims, "¿Es tu gimnasio?" (ADR 0025 "Claims"): the
 * answers of the claim calls and the mails (the code to the gym's address, the administrators'
 * decision to the partner).
 * Not re-exported by `messages/index.ts` (ADR 0013: that index is in every screen's chunk).
 * @module
 */
import {
  CLAIM_CODE_DIGITS,
  CLAIM_CODE_TTL_MS,
  CLAIM_MESSAGE_MAX,
  CLAIM_REASON_MAX,
  CLAIM_REASON_MIN,
} from '../constants/claims';

const codeMinutes = Math.round(CLAIM_CODE_TTL_MS / 60_000);

/** Validation and refusals of the claim calls. */
export const claimMessages = {
  gymInvalid: 'El identificador del gimnasio no es válido.',
  claimInvalid: 'El identificador del reclamo no es válido.',
  message: `El mensaje para la administración puede tener hasta ${CLAIM_MESSAGE_MAX} caracteres.`,
  documentInvalid: 'El identificador del documento no es válido.',
  documentNotYours: 'El documento tiene que ser una imagen que subiste vos. Volvé a subirla.',
  code: `Escribí el código de ${CLAIM_CODE_DIGITS} números que llegó al mail del gimnasio.`,
  reason: `Contá el motivo del rechazo, entre ${CLAIM_REASON_MIN} y ${CLAIM_REASON_MAX} caracteres.`,
  status: 'El estado debe ser "code_sent", "pending", "approved", "rejected" o "cancelled".',
  partnersOnly: 'Para reclamar un gimnasio necesitás una cuenta de empresa. Creá una o ingresá con la tuya.',
  gymNotFound: 'No existe un gimnasio publicado con ese identificador.',
  claimNotFound: 'No encontramos ese reclamo entre los tuyos.',
  adminClaimNotFound: 'No existe un reclamo con ese identificador.',
  /** 409: the gym has an owner (someone else's). */
  alreadyOwned: 'Este gimnasio ya tiene dueño en BuscaGym. Si creés que es un error, escribinos.',
  /** 409: the gym is already the caller's. */
  alreadyYours: 'Este gimnasio ya es tuyo: lo encontrás en «Mis gimnasios».',
  /** 409: another partner's claim won (verified or approved first). */
  claimedByOther: 'Otro socio ya reclamó este gimnasio',
  /** 409: the claim is not waiting for a code any more. */
  notWaitingCode: 'Este reclamo ya no espera un código. Si hace falta, reclamá el gimnasio de nuevo.',
  /** 409: an administrator's decision on a claim that is not pending. */
  notPending: 'Este reclamo ya fue resuelto.',
  /** 410: the code expired; the claim is cancelled. */
  codeExpired: `El código venció (dura ${codeMinutes} minutos). Reclamá el gimnasio de nuevo para recibir otro.`,
  /** 400: a wrong code with tries left. */
  codeWrong: (left: number) =>
    `El código no es correcto. ${left === 1 ? 'Te queda 1 intento' : `Te quedan ${left} intentos`}.`,
  /** 400: the wrong code that used the last try; the claim is cancelled. */
  codeExhausted:
    'El código no es correcto y no quedan intentos: cancelamos el reclamo. Podés reclamar el gimnasio de nuevo.',
  rateLimited: (ms: number) =>
    `Hiciste muchos pedidos seguidos. Probá de nuevo en ${Math.max(1, Math.ceil(ms / 60_000))} minutos.`,
} as const;

/** The mail with the code, sent to the gym's own address. */
export const claimCodeMailMessages = {
  subject: (gym: string) => `Código para administrar ${gym} en BuscaGym`,
  greeting: 'Hola:',
  body: (partner: string, gym: string) =>
    `${partner} pidió administrar la ficha de ${gym} en BuscaGym, la guía de gimnasios. Para confirmar que es parte del gimnasio, tiene que escribir este código:`,
  expiry: `El código vence en ${codeMinutes} minutos y sirve una sola vez.`,
  ignore:
    'Si nadie del gimnasio lo pidió, ignorá este mensaje: sin el código nadie puede administrar la ficha.',
  footer: 'Recibiste este mail porque es el contacto público del gimnasio en BuscaGym.',
} as const;

/** The mail to the partner with the administrators' decision. */
export const claimDecisionMailMessages = {
  approvedSubject: (gym: string) => `Ya podés administrar ${gym} en BuscaGym`,
  rejectedSubject: (gym: string) => `Revisamos tu reclamo de ${gym}`,
  greeting: (name: string) => `Hola, ${name}:`,
  approved: (gym: string) =>
    `Aprobamos tu reclamo: ${gym} ya es tuyo en BuscaGym. Lo encontrás en «Mis gimnasios», donde podés completar precios, horarios y fotos.`,
  rejected: (gym: string, reason: string) => `No pudimos aprobar tu reclamo de ${gym}. Motivo: ${reason}`,
  rejectedNext: 'Si tenés más datos que muestren que el gimnasio es tuyo, podés reclamarlo de nuevo.',
  action: 'Ir a Mis gimnasios',
  footer: 'Recibiste este mail porque reclamaste un gimnasio en BuscaGym.',
} as const;
