/**
 * Spanish (es-AR, voseo) texts of the paid-plan screens (ADR 0017): the plan payment screen, the
 * subscription in "Tu plan" and the banner of a plan that could not be charged. The answers of the
 * subscription calls are in `messages/plans.ts`. Re-exported by `messages/index.ts`.
 * @module
 */
import { DEMO_RENEWAL_DECLINE_CARD } from '../constants/plans';

const numberEsAr = new Intl.NumberFormat('es-AR');
const counted = (n: number, one: string, many: string) => `${numberEsAr.format(n)} ${n === 1 ? one : many}`;

/** The payment screen of a plan (`/profile/partner/{name}/{userId}/plan/{code}`). */
export const planPaymentMessages = {
  title: (plan: string) => `Pagar el plan ${plan}`,
  titleFallback: 'Pagar un plan',
  loading: 'Preparando el pago de tu plan…',
  loadError: 'No pudimos cargar el plan',
  summary: 'Tu plan nuevo',
  monthlyPrice: 'Precio por mes',
  renews: 'Se renueva cada mes con la misma tarjeta. Podés volver al plan Gratis cuando quieras.',
  renewalDeclineHint:
    `Para probar una renovación rechazada usá la tarjeta ${DEMO_RENEWAL_DECLINE_CARD}: ` +
    'aprueba este pago y rechaza los cobros de los meses siguientes.',
  declined: 'El pago fue rechazado. No se cobró nada y tu plan sigue igual: probá con otra tarjeta.',
  paid: (plan: string) => `¡Listo! Pagaste el plan ${plan}: ya está activo.`,
  notFoundTitle: 'No encontramos ese plan',
  notFoundBody: 'Elegí uno de los planes desde "Tu plan" en tu perfil.',
  freeTitle: 'Este plan no se paga',
  alreadyPaidTitle: 'Este plan ya está al día',
  backToProfile: 'Volver a mi perfil',
} as const;

/** The subscription and the plan choice in "Tu plan" of the partner profile. */
export const subscriptionWebMessages = {
  status: 'Estado del plan',
  renews: (date: string, last4: string | null) =>
    last4 ? `Se renueva el ${date} con la tarjeta terminada en ${last4}.` : `Se renueva el ${date}.`,
  graceUntil: (date: string) => `Lo mantenemos hasta el ${date}: pagalo antes para que no se interrumpa.`,
  choosePaid: 'Elegir y pagar',
  payNow: 'Pagar ahora',
  paidPlansHint:
    'Los planes pagos se cobran al elegirlos, con tarjeta, y se renuevan solos cada mes. Volver al plan Gratis es inmediato.',
  /** The texts of the confirmation of going back to Gratis (its body is `leaveBody`). */
  leaveDialog: {
    title: 'Volver al plan Gratis',
    confirmLabel: 'Sí, volver a Gratis',
    busyLabel: 'Guardando…',
    cancelLabel: 'Cancelar',
  },
  leaveBody: (plan: string) =>
    `Tu plan ${plan} termina ahora, sin reintegro del mes en curso, y no se vuelve a cobrar. ` +
    'Pasás a los límites y la comisión del plan Gratis:',
} as const;

/** The banner of the partner profile when the plan's renewal could not be charged. */
export const planBannerMessages = {
  pastDueTitle: (plan: string) => `No pudimos cobrar tu plan ${plan}`,
  pastDue: (date: string) =>
    `Lo mantenemos hasta el ${date}. Si para esa fecha no está pago, tu cuenta vuelve a los límites del plan ` +
    'Gratis y despublicamos los gimnasios y servicios que no entren.',
  lapsedTitle: (plan: string) => `Tu plan ${plan} venció`,
  lapsed: (gyms: number, services: number) =>
    gyms + services === 0
      ? 'Tu cuenta volvió a los límites del plan Gratis.'
      : `Tu cuenta volvió a los límites del plan Gratis: despublicamos ${counted(gyms, 'gimnasio', 'gimnasios')} ` +
        `y ${counted(services, 'servicio', 'servicios')} que no entran. No se borró nada: vuelven a publicarse ` +
        'cuando pagues un plan que los permita.',
  payNow: 'Pagar ahora',
  payAgain: (plan: string) => `Pagar el plan ${plan}`,
  confirming: 'Estamos confirmando el pago de tu plan…',
  stillPending:
    'Todavía no tenemos la confirmación del pago de tu plan. Te avisamos por email apenas llegue.',
  returnFailed: 'El pago fue rechazado. No se cobró nada y tu plan sigue igual.',
} as const;
