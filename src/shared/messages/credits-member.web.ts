/**
 * User-facing Spanish (es-AR, voseo) texts of the member's Pase BuscaGym screens (ADR 0045): "Mis
 * créditos" (plans, subscription, pause, cancel, history), the payment of a month, the pass on a gym's
 * page, spending credits on a class or an open-gym visit and what a cancel did with them. The catalogue's
 * few texts are in `pase-catalogue.web.ts` (kept apart, its own count of credits included, for the first
 * screen's weight); the API's answers in `credits.ts` and `credits-gyms.ts`.
 * @module
 */
import { plural } from './plural';

/** A number of credits: "1 crédito", "2 créditos" (es-AR grouping). */
const creditCount = (n: number): string => plural(n, 'crédito', 'créditos');

/** "Mis créditos": the page, the wallet and the subscription. */
export const myCreditsMessages = {
  title: 'Mis créditos',
  lead: 'Con el Pase BuscaGym sumás créditos cada mes y los usás en cualquier gimnasio que acepte el pase.',
  loading: 'Cargando tus créditos…',
  loadError: 'No pudimos cargar tus créditos',
  membersOnly: 'El Pase BuscaGym es para socios. Ingresá con tu cuenta de socio para ver tus créditos.',
  balanceTitle: 'Tu saldo',
  /** @param balance - credits; @param value - their ARS value, formatted */
  balance: (balance: number) => creditCount(balance),
  balanceValue: (value: string) => `Valen ${value} (lo que pagaste por ellos)`,
  plan: 'Plan',
  /** @param credits - per month; @param price - formatted ARS */
  planLine: (name: string, credits: number, price: string) =>
    `${name}: ${creditCount(credits)} por mes, ${price}`,
  status: 'Estado',
  statuses: {
    active: 'Activo',
    paused: 'En pausa',
    pastDue: 'Pago pendiente: no pudimos cobrar la renovación',
    cancelled: 'Cancelado: termina con el mes pago',
    lapsed: 'Terminado',
  },
  renewsAt: 'Se renueva el',
  noRenewal: 'No se renueva',
  paidUntil: 'Mes pago hasta el',
  pausedUntil: (day: string) => `Pausado hasta el ${day}. Mientras tanto no se cobra ni se suman créditos.`,
  cancelledNote: (day: string) =>
    `Cancelaste el pase: tus créditos siguen disponibles hasta el ${day} y después vencen.`,
  findGyms: 'Buscar gimnasios que aceptan el pase',
} as const;

/** The plans, when the member has no live pass. */
export const creditPlansMessages = {
  title: 'Elegí un plan',
  lead: 'Pagás un mes por adelantado y el pase se renueva solo con la misma tarjeta. Podés pausarlo o cancelarlo cuando quieras.',
  loading: 'Cargando los planes…',
  loadError: 'No pudimos cargar los planes',
  emptyTitle: 'Todavía no hay planes del Pase BuscaGym',
  emptyBody: 'Volvé pronto: estamos sumando gimnasios y planes.',
  perMonth: (credits: number) => `${creditCount(credits)} por mes`,
  pricePerMonth: 'por mes',
  choose: 'Suscribirme',
  chooseLabel: (name: string) => `Suscribirme al plan ${name}`,
  rollover: 'Los créditos que no uses pasan al mes siguiente, hasta un mes de créditos de tu plan.',
} as const;

/** The payment of the first month of a plan. */
export const creditPaymentMessages = {
  title: (plan: string) => `Pagar el Pase BuscaGym ${plan}`,
  titleFallback: 'Pagar el Pase BuscaGym',
  summary: 'Resumen',
  monthlyPrice: 'Precio por mes',
  credits: (credits: number) => `${creditCount(credits)} por mes`,
  renews: 'Se cobra hoy el primer mes y después, cada mes, con la misma tarjeta.',
  loading: 'Cargando el plan…',
  loadError: 'No pudimos cargar el plan',
  notFoundTitle: 'No encontramos ese plan',
  notFoundBody: 'Puede que ya no se ofrezca. Elegí otro en "Mis créditos".',
  alreadyTitle: 'Ya tenés el Pase BuscaGym',
  alreadyBody: 'Tu pase sigue vigente. Podés ver tus créditos en "Mis créditos".',
  paid: (plan: string, credits: number) =>
    `Listo: pagaste el Pase BuscaGym ${plan} y sumaste ${creditCount(credits)}.`,
  declined: 'La tarjeta fue rechazada. Probá con otra tarjeta.',
  back: 'Volver a Mis créditos',
} as const;

/** Pause and cancel of the subscription. */
export const creditSubscriptionMessages = {
  pause: 'Pausar el pase',
  pauseTitle: 'Pausar el Pase BuscaGym',
  pauseBody:
    'La pausa empieza cuando termina tu mes pago. Mientras dure no se cobra, no se suman créditos y no vence ninguno.',
  pauseMonths: 'Meses de pausa',
  pauseOption: (months: number) => plural(months, 'mes', 'meses'),
  pauseLeft: (left: number) =>
    left === 0
      ? 'Ya usaste los meses de pausa de este año.'
      : `Este año te ${left === 1 ? 'queda 1 mes' : `quedan ${left} meses`} de pausa.`,
  pauseConfirm: 'Pausar',
  pausing: 'Pausando…',
  paused: (months: number) => `Listo: pausaste el pase por ${plural(months, 'mes', 'meses')}.`,
  cancel: 'Cancelar el pase',
  cancelTitle: 'Cancelar el Pase BuscaGym',
  cancelBody: (day: string) =>
    `No se cobra nada más. Tus créditos siguen disponibles hasta el ${day}; después vencen.`,
  cancelConfirm: 'Cancelar el pase',
  cancelling: 'Cancelando…',
  cancelled: 'Cancelaste el pase. Tus créditos siguen disponibles hasta el fin del mes pago.',
  keep: 'Volver',
} as const;

/** The history of "Mis créditos". */
export const creditHistoryMessages = {
  title: 'Movimientos',
  emptyTitle: 'Todavía no tenés movimientos',
  emptyBody: 'Cuando pagues un mes o uses créditos, vas a verlo acá.',
  kinds: {
    added: 'Sumaste',
    spent: 'Usaste',
    returned: 'Te devolvimos',
    forgiven: 'Te perdonamos',
    lapsed: 'Vencieron',
  },
  /** @param sign - "+" or "−" */
  credits: (sign: string, credits: number) => `${sign}${creditCount(credits)}`,
  at: (gym: string) => `en ${gym}`,
  worth: (value: string) => `valor ${value}`,
  balanceAfter: (balance: number) => `Saldo: ${creditCount(balance)}`,
} as const;

/** The pass on a gym's page and spending credits on a visit or a class. */
export const creditSpendMessages = {
  sectionTitle: 'Pase BuscaGym',
  accepts: 'Este gimnasio acepta el Pase BuscaGym.',
  visitCost: (credits: number) => `Visita libre: ${creditCount(credits)}`,
  classCost: (credits: number) => `Clases: ${creditCount(credits)}`,
  visitLimit: (limit: number) => `Hasta ${plural(limit, 'visita', 'visitas')} por mes con el pase.`,
  cancelWindow: (hours: number) =>
    hours === 0
      ? 'Podés cancelar sin perder créditos hasta que empiece.'
      : `Podés cancelar sin perder créditos hasta ${plural(hours, 'hora', 'horas')} antes.`,
  nextChange: (visit: number, cls: number, day: string) =>
    `Desde el ${day}: visita libre ${creditCount(visit)}, clases ${creditCount(cls)}.`,
  loading: 'Cargando el Pase BuscaGym…',
  loadError: 'No pudimos cargar el Pase BuscaGym',
  yourBalance: (balance: number) => `Tenés ${creditCount(balance)}.`,
  noPass: 'Todavía no tenés créditos.',
  getPass: 'Conocé el Pase BuscaGym',
  signIn: 'Ingresá como socio para usar tus créditos acá.',
  signInLink: 'Ingresar',
  visitDay: 'Día de la visita',
  bookVisit: 'Reservar visita con créditos',
  bookClass: (credits: number) => `Reservar con créditos · ${creditCount(credits)}`,
  bookClassLabel: (name: string, day: string, time: string) =>
    `Reservar ${name} del ${day} a las ${time} con créditos`,
  confirmTitle: 'Confirmá con tus créditos',
  confirmVisit: (day: string) => `Visita libre del ${day}.`,
  confirmClass: (name: string, day: string, time: string) => `${name}, ${day} a las ${time}.`,
  cost: 'Costo',
  costValue: (credits: number, value: string) => `${creditCount(credits)} (${value})`,
  deadline: 'Cancelación sin cargo hasta',
  deadlineAt: (day: string, time: string) => `${day}, ${time}`,
  deadlinePassed: 'Ya pasó el plazo: si cancelás, no se devuelven los créditos.',
  after: (balance: number) => `Te van a quedar ${creditCount(balance)}.`,
  notEnough: (balance: number, wanted: number) =>
    `No te alcanzan los créditos: tenés ${balance} y necesitás ${wanted}.`,
  confirm: 'Confirmar',
  confirming: 'Reservando…',
  back: 'Volver',
  visitBooked: (day: string) => `Listo: reservaste tu visita del ${day}.`,
  classBooked: (name: string) => `Listo: reservaste ${name} con créditos.`,
  yourVisits: 'Tus visitas reservadas',
  visitLine: (day: string, credits: number) => `${day}: ${creditCount(credits)}`,
  cancelVisit: 'Cancelar visita',
  cancelVisitLabel: (day: string) => `Cancelar la visita del ${day}`,
  cancelVisitTitle: 'Cancelar la visita',
  cancelVisitQuestion: (day: string) => `¿Cancelás tu visita del ${day}?`,
  cancelConfirm: 'Cancelar visita',
  cancelling: 'Cancelando…',
  keep: 'Volver',
} as const;

/** What a cancel did with the credits (the answer's `cancelOutcome`), as the member reads it. */
export const creditOutcomeMessages = {
  returned: (credits: number) => `Te devolvimos ${creditCount(credits)}.`,
  kept: (credits: number) =>
    `Cancelaste fuera de término: ${credits === 1 ? 'el crédito no se devuelve' : `los ${credits} créditos no se devuelven`} y el gimnasio cobra la reserva.`,
  forgiven: (credits: number) =>
    `Te perdonamos esta cancelación tardía: es la primera del mes. Te devolvimos ${creditCount(credits)}.`,
  /** Before cancelling a credit booking: what will happen. */
  beforeDeadline: (day: string) => `Si cancelás antes del ${day}, te devolvemos los créditos.`,
  afterDeadline:
    'Ya pasó el plazo de cancelación: los créditos no se devuelven, salvo la primera cancelación tardía del mes.',
} as const;

/** The member's entry code in "Mis créditos" (ADR 0045 "Check-in"): the rotating QR shown at the door. */
export const creditDoorPassMessages = {
  title: 'Tu código de entrada',
  lead: 'Mostralo en la puerta del gimnasio: lo escanean y te registran en tu clase o visita de hoy.',
  loading: 'Preparando tu código de entrada…',
  qrLoading: 'Generando el código QR…',
  qrError: 'No pudimos generar el código QR. Mostrá el código en texto en la puerta.',
  qrAlt: 'Código QR de entrada del Pase BuscaGym',
  /** @param seconds - whole seconds left in the code's 30-second step */
  countdown: (seconds: number) => `El código cambia en ${seconds} s`,
  code: 'Código',
  error: 'No pudimos preparar tu código de entrada',
} as const;
