/**
 * User-facing Spanish (es-AR, voseo) texts of the partners' paid plans (ADR 0017): the answers of the
 * subscription calls and the e-mails about renewals. Re-exported by `messages/index.ts`.
 * @module
 */
import { PLAN_GRACE_DAYS } from '../constants/plans';

/** Answers of the subscription calls. */
export const subscriptionMessages = {
  planRequired: 'Elegí un plan.',
  partnersOnly: 'Solo las cuentas de gimnasio tienen plan.',
  planIsFree: 'El plan Gratis no se paga: elegilo desde "Tu plan".',
  alreadyPaid: (plan: string) => `El plan ${plan} ya está al día: se renueva solo cada mes.`,
  paymentRequired: (plan: string) =>
    `Para pasar al plan ${plan} pagá la primera cuota: elegilo desde "Tu plan" y seguí con el pago.`,
  paymentInProgress: 'Ya hay un pago de plan en curso. Esperá a que termine.',
  gymHeld:
    'Este gimnasio está despublicado porque tu plan actual no lo incluye. Pagá un plan que lo permita para volver a publicarlo.',
  planLineName: (plan: string) => `Plan ${plan} (1 mes)`,
} as const;

/** E-mails to the partner about the plan (plain text and HTML are composed on the server). */
export const planMailMessages = {
  greeting: (name: string) => `Hola, ${name}:`,
  renewalFailedSubject: (plan: string) => `No pudimos cobrar tu plan ${plan}`,
  renewalFailed: (plan: string, until: string) =>
    `No pudimos cobrar la renovación mensual de tu plan ${plan}. Lo mantenemos activo hasta el ${until} ` +
    `(${PLAN_GRACE_DAYS} días). Si para esa fecha no está pago, tu cuenta vuelve a los límites del plan Gratis: ` +
    'despublicamos los gimnasios y servicios que no entren (no se borra nada).',
  renewalFailedAction: 'Pagalo desde "Tu plan" en tu perfil para que no se interrumpa.',
  lapsedSubject: (plan: string) => `Tu plan ${plan} venció`,
  lapsed: (plan: string, gyms: number, services: number) =>
    `Tu plan ${plan} venció sin pago y tu cuenta pasó al plan Gratis. Despublicamos ${gyms} ` +
    `${gyms === 1 ? 'gimnasio' : 'gimnasios'} y ${services} ${services === 1 ? 'servicio' : 'servicios'} ` +
    'que el plan Gratis no incluye. No se borró nada: vuelven a publicarse cuando pagues un plan que los permita.',
  planReceiptClosing:
    'Tu plan ya está activo: los límites del plan rigen desde ahora y se renueva solo cada mes con la misma tarjeta.',
  footer: 'BuscaGym — encontrá tu gimnasio en Buenos Aires.',
} as const;

/** Labels of the subscription states, as the partner reads them. */
export const subscriptionStatusLabels = {
  free: 'Plan Gratis',
  active: 'Al día',
  pastDue: 'Pago pendiente',
  lapsed: 'Vencido',
} as const;
