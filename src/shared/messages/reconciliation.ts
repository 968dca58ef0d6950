/**
 * Spanish (es-AR, voseo) texts of the reconciliation with the payment providers (ADR 0044) that the
 * server stores and answers: each mismatch kind's name and what an administrator should do about it,
 * and the refusals of its routes. Re-exported by `messages/index.ts`.
 * @module
 */
import type { MismatchKind } from '../constants/reconciliation';

/** A short name of each kind of mismatch. */
export const mismatchKindLabels: Readonly<Record<MismatchKind, string>> = {
  payment_without_order: 'Cobro sin pedido pagado',
  payment_amount_differs: 'Cobro de otro monto',
  second_payment: 'Pedido cobrado dos veces',
  paid_not_captured: 'Pedido pagado sin cobro',
  refund_not_at_provider: 'Reembolso que el proveedor no tiene',
  refund_not_here: 'Reembolso hecho fuera de BuscaGym',
  refund_amount_differs: 'Reembolso de otro monto',
};

/** What to do about each kind of mismatch (stored with it when it is found). */
export const mismatchActions: Readonly<Record<MismatchKind, string>> = {
  payment_without_order:
    'Buscá el cobro en el panel del proveedor. Si corresponde a un pedido, revisalo y marcalo como pagado; si no, devolvé el dinero desde el proveedor.',
  payment_amount_differs:
    'Compará el monto cobrado con el total del pedido y devolvé la diferencia desde el proveedor, o cobrá lo que falta.',
  second_payment:
    'No tenés que hacer nada: BuscaGym devolvió el segundo pago completo al comprador y lo registró en la contabilidad.',
  paid_not_captured:
    'El proveedor no registra el cobro de este pedido. Confirmalo en el panel del proveedor antes de entregar más servicios; si no hubo cobro, contactá al socio.',
  refund_not_at_provider:
    'El reembolso figura como hecho en BuscaGym pero no en el proveedor. Verificalo en el panel del proveedor y, si falta, hacelo desde ahí.',
  refund_not_here:
    'Alguien reembolsó desde el panel del proveedor. Registrá ese reembolso en BuscaGym para que las ventas y la comisión queden bien.',
  refund_amount_differs:
    'El monto reembolsado no coincide. Revisá el reembolso en el proveedor y corregí la diferencia.',
};

/** Refusals of the reconciliation routes. */
export const reconciliationMessages = {
  notFound: 'No encontramos esa diferencia.',
  alreadyResolved: 'Esa diferencia ya estaba resuelta.',
  mismatchId: 'El identificador de la diferencia no es válido.',
  days: 'Los días a revisar tienen que ser un número entero entre 1 y 31.',
  page: 'La página tiene que ser un número entero mayor que 0.',
  limit: 'La cantidad por página tiene que ser un número entero entre 1 y 100.',
  noProvider: 'El proveedor de pagos en uso no lleva registro de cobros: no hay nada que conciliar.',
};
