/**
 * User-facing Spanish (es-AR, voseo) texts of Pase BuscaGym (ADR 0045): the answers of the credit plan,
 * subscription and "Mis créditos" calls. Re-exported by `messages/index.ts`.
 * @module
 */
import { CREDITS_PER_MONTH_MAX, CREDITS_PER_MONTH_MIN, PAUSE_MONTHS_PER_YEAR } from '../constants/credits';

/** Answers of the credit plan and subscription calls. */
export const creditMessages = {
  planName: 'Poné un nombre de 2 a 60 caracteres.',
  creditsPerMonth: `Los créditos por mes van de ${CREDITS_PER_MONTH_MIN} a ${CREDITS_PER_MONTH_MAX}, sin decimales.`,
  monthlyPrice: 'Poné un precio mensual en pesos mayor que 0, con hasta 2 decimales.',
  active: 'Indicá si el plan está activo con sí o no.',
  planNameTaken: 'Ya hay un plan con ese nombre.',
  planNotFound: 'No encontramos ese plan del Pase BuscaGym.',
  planRequired: 'Elegí un plan del Pase BuscaGym.',
  planInactive: 'Ese plan ya no se ofrece. Elegí otro.',
  membersOnly: 'Solo los socios pueden tener el Pase BuscaGym.',
  alreadySubscribed: (until: string) => `Ya tenés el Pase BuscaGym: tu mes pago va hasta el ${until}.`,
  noSubscription: 'No tenés el Pase BuscaGym.',
  pauseMonths: `Podés pausar de 1 a ${PAUSE_MONTHS_PER_YEAR} meses.`,
  pauseOnlyActive: 'Solo podés pausar un pase activo, sin cancelar y al día.',
  pauseYearUsed: (left: number) =>
    left === 0
      ? `Ya usaste los ${PAUSE_MONTHS_PER_YEAR} meses de pausa de este año.`
      : `Este año te ${left === 1 ? 'queda 1 mes' : `quedan ${left} meses`} de pausa.`,
  mercadoPagoUnavailable:
    'No pudimos hablar con MercadoPago para cambiar tu Pase BuscaGym. Tu pase no cambió: probá de nuevo en unos minutos.',
  cancelNotLive: 'Tu pase no está activo: no hay nada que cancelar.',
  receiptLine: (plan: string) => `Pase BuscaGym ${plan} (1 mes)`,
  receiptClosing:
    'Tus créditos ya están en "Mis créditos". El pase se renueva solo cada mes con la misma tarjeta; podés pausarlo o cancelarlo cuando quieras.',
} as const;
