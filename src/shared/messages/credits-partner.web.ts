/**
 * Spanish (es-AR, voseo) texts of the partner's Pase BuscaGym screen (ADR 0045 "Gym costs";
 * docs/architecture.md §5.2): a gym's opt-in, its credit costs, the coming change and the rate per
 * credit an administrator set. The server's own refusals (e.g. the 7-day rule) come from ./credits-gyms.
 * @module
 */
import {
  CANCEL_WINDOW_DEFAULT_HOURS,
  CANCEL_WINDOW_MAX_HOURS,
  CREDIT_COST_MAX,
  CREDIT_COST_MIN,
  CREDIT_COST_NOTICE_DAYS,
} from '../constants/credits';

/** Credits as read aloud: "1 crédito", "3 créditos". */
export const creditsText = (n: number): string => `${n} ${n === 1 ? 'crédito' : 'créditos'}`;

/** The partner's "Pase BuscaGym" screen of one gym. */
export const partnerPaseMessages = {
  title: 'Pase BuscaGym',
  forGym: (gym: string) => `Para ${gym}`,
  link: 'Pase BuscaGym',
  linkLabel: (gym: string) => `Pase BuscaGym de ${gym}`,
  lead: 'Los socios con el Pase BuscaGym pagan la visita o la clase con créditos, y BuscaGym te paga cada crédito usado a la tarifa fijada.',
  loading: 'Cargando las condiciones del Pase…',
  loadError: 'No pudimos cargar las condiciones del Pase BuscaGym.',
  gymNotFound: 'No encontramos ese gimnasio entre los tuyos.',
  // The terms in force
  current: 'Condiciones actuales',
  state: 'Estado',
  stateShown: 'Aceptás el Pase: los socios ven el gimnasio y los costos.',
  stateWaitingRate:
    'Aceptás el Pase, pero los socios todavía no lo ven: falta que BuscaGym fije la tarifa por crédito.',
  stateOff: 'No aceptás el Pase BuscaGym.',
  visitCost: 'Visita libre',
  classCost: 'Clase',
  noCost: 'Sin definir',
  visitLimit: 'Visitas por socio al mes',
  noLimit: 'Sin límite',
  cancelWindow: 'Cancelación sin cargo',
  hoursBefore: (hours: number) => (hours === 0 ? 'Hasta el inicio' : `Hasta ${hours} h antes`),
  rate: 'Tarifa por crédito',
  rateValue: (amount: string) => `${amount} por crédito`,
  noRate: 'Todavía sin tarifa: la fija BuscaGym.',
  nextChange: 'Próximo cambio de costos',
  nextChangeText: (date: string, visit: string, klass: string) =>
    `Desde el ${date}: visita ${visit}, clase ${klass}.`,
  nextChangeAllowed: (date: string) => `Podés volver a cambiar los costos desde el ${date}.`,
  // The form
  formTitle: 'Cambiar condiciones',
  accepts: 'Acepta Pase BuscaGym',
  acceptsHint: 'Si lo desmarcás, los socios dejan de poder reservar con créditos.',
  visitCredits: 'Créditos por visita libre',
  classCredits: 'Créditos por clase',
  costHint: `Un número entero de ${CREDIT_COST_MIN} a ${CREDIT_COST_MAX}.`,
  monthlyVisitLimit: 'Límite de visitas por socio al mes (opcional)',
  monthlyVisitLimitHint: 'Dejalo vacío para no poner límite.',
  cancelWindowHours: 'Horas antes para cancelar sin cargo',
  cancelWindowHint: `De 0 a ${CANCEL_WINDOW_MAX_HOURS} horas; si no sabés, ${CANCEL_WINDOW_DEFAULT_HOURS}.`,
  rule: `Los costos se pueden cambiar una vez cada ${CREDIT_COST_NOTICE_DAYS} días y el cambio rige ${CREDIT_COST_NOTICE_DAYS} días después, para que los socios lo vean antes. Los primeros costos rigen enseguida.`,
  save: 'Guardar',
  saving: 'Guardando…',
  saved: (gym: string) => `Guardamos las condiciones del Pase de ${gym}.`,
  savedWithChange: (gym: string, date: string) =>
    `Guardamos las condiciones del Pase de ${gym}. Los costos nuevos rigen desde el ${date}.`,
} as const;
