/**
 * User-facing Spanish (es-AR, voseo) texts of Pase BuscaGym at the gyms (ADR 0045): a gym's terms for
 * the pass, the administrators' rate, and members' bookings and visits paid with credits. Re-exported by
 * `messages/index.ts`.
 * @module
 */
import {
  CANCEL_WINDOW_MAX_HOURS,
  CREDIT_COST_MAX,
  CREDIT_COST_MIN,
  CREDIT_COST_NOTICE_DAYS,
} from '../constants/credits';

/** Answers of `PUT /api/partner/gyms/{gymId}/credits` and `PUT /api/admin/gyms/{gymId}/credit-rate`. */
export const creditTermsMessages = {
  accepts: 'Indicá si el gimnasio acepta el Pase BuscaGym (sí o no).',
  cost: `El costo en créditos tiene que ser un número entero entre ${CREDIT_COST_MIN} y ${CREDIT_COST_MAX}.`,
  visitLimit:
    'El límite de visitas por mes tiene que ser un número entero entre 1 y 31, o vacío para no tener límite.',
  cancelWindow: `La ventana de cancelación tiene que ser un número entero de horas entre 0 y ${CANCEL_WINDOW_MAX_HOURS}.`,
  /** 409: a cost changed less than the notice days after the last change. */
  tooSoon: (date: string) =>
    `Los costos en créditos se pueden cambiar una vez cada ${CREDIT_COST_NOTICE_DAYS} días. Vas a poder cambiarlos desde el ${date}.`,
  rate: 'Escribí cuánto se le paga al gimnasio por crédito, en pesos (mayor que 0).',
  gymNotFound: 'No encontramos ese gimnasio.',
} as const;

/** Answers of bookings and visits paid with credits (`POST`/`DELETE /api/bookings`, `/api/visits`). */
export const creditSpendingMessages = {
  gymInvalid: 'El identificador del gimnasio no es válido.',
  dayInvalid: 'Elegí el día de la visita (AAAA-MM-DD).',
  visitInvalid: 'El identificador de la visita no es válido.',
  membersOnly: 'Solo los socios pueden usar créditos del Pase BuscaGym.',
  notAccepted: 'Este gimnasio no acepta el Pase BuscaGym.',
  notEnough: (balance: number, wanted: number) =>
    `No te alcanzan los créditos: tenés ${balance} y necesitás ${wanted}.`,
  full: 'La clase no tiene lugares libres. Con créditos solo podés reservar un lugar, no anotarte en la lista de espera.',
  dayPast: 'Ese día ya pasó en el gimnasio. Elegí hoy o un día que venga.',
  alreadyVisiting: 'Ya tenés una visita a este gimnasio ese día.',
  monthlyLimit: (limit: number) =>
    `Llegaste al límite de ${limit} visitas por mes con créditos en este gimnasio.`,
  visitNotFound: 'No encontramos esa visita.',
  alreadyCancelled: 'Esa reserva ya estaba cancelada.',
  settled: 'Esa reserva ya se usó o se cerró; no se puede cancelar.',
  /** Shown with a cancel: what became of the credits. */
  returned: 'Cancelaste a tiempo: te devolvimos los créditos.',
  forgiven:
    'Cancelaste fuera de término, pero es tu primera vez este mes: te devolvimos los créditos sin cargo.',
  kept: 'Cancelaste fuera de término: los créditos no se devuelven y el gimnasio cobra la visita.',
} as const;

/** Answers of the door check-in with a member's Pase BuscaGym door pass and of `POST /api/credits/pass` (ADR 0045). */
export const creditDoorMessages = {
  /** The name the door shows for an entry with the pass. */
  productName: 'Pase BuscaGym',
  /** 409: no class booking starting near now nor a visit today at the partner's gym. */
  nothingHere: 'Este socio no tiene una clase ni una visita con el Pase BuscaGym para ahora en tu gimnasio.',
  /** 409: live bookings or visits at more than one of the partner's gyms, and the door did not say which. */
  whichGym:
    'Este socio tiene reservas con el Pase BuscaGym en más de uno de tus gimnasios: elegí en qué gimnasio estás.',
  /** 404: a member without a plan of credits or credits asks for the code. */
  noPass: 'Todavía no tenés el Pase BuscaGym: suscribite a un plan para tener tu código de entrada.',
} as const;
