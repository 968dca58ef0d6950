/**
 * Spanish (es-AR, voseo) texts of the consumer's legal buttons on screen (ADR 0027): the footer links
 * (the exact names Res. SCI 424/2020 and Disp. 954/2025 give them), the "Botón de arrepentimiento" form
 * and the "Botón de baja" page.
 * Not re-exported by `messages/index.ts` (ADR 0013); the footer's link texts are in ./legal-links.web.
 * @module
 */
import { WITHDRAWAL_DAYS } from '../constants/refunds';

/** `/arrepentimiento`. */
export const withdrawalPageMessages = {
  title: 'Botón de arrepentimiento',
  intro: `Si compraste en BuscaGym en los últimos ${WITHDRAWAL_DAYS} días, podés arrepentirte de la compra sin dar motivos y sin ingresar a tu cuenta. Los pases sin usar se reembolsan completos.`,
  law: 'Derecho de arrepentimiento: Ley 24.240, art. 34, y Resolución 424/2020 de la Secretaría de Comercio Interior.',
  reference: 'Código de la compra',
  referenceHint: 'Figura en el comprobante que te mandamos por mail, por ejemplo BG-7K3M9QX2.',
  email: 'E-mail de la compra',
  submit: 'Arrepentirme de la compra',
  sending: 'Enviando…',
  incomplete: 'Completá el código de la compra y el e-mail.',
  doneTitle: 'Recibimos tu pedido',
  number: 'Número de trámite',
  refunded: 'Ya pedimos el reembolso de los pases sin usar. Te mandamos el número por mail.',
  review:
    'Algún pase ya se usó: la administración revisa el pedido y te contesta por mail. Te mandamos el número por mail.',
};

/** `/baja`. */
export const cancelPageMessages = {
  title: 'Botón de baja',
  intro: 'Desde acá das de baja cualquier cobro automático de BuscaGym, en un solo paso.',
  partnerPlan: (plan: string) => `Tu plan ${plan} se renueva todos los meses con cobro automático.`,
  partnerFree: 'Tu cuenta está en el plan gratuito: no tenés cobros automáticos.',
  cancel: 'Dar de baja el plan',
  cancelling: 'Dando de baja…',
  cancelled: 'Listo: diste de baja el plan. Ya no te cobramos más y tu cuenta pasó al plan gratuito.',
  member:
    'Las compras de socios en BuscaGym se pagan una sola vez: no tenés cobros automáticos para dar de baja.',
  signedOut: 'Para dar de baja un plan, ingresá con tu cuenta de empresa.',
  signIn: 'Ingresar',
};
