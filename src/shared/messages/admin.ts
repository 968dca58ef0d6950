/**
 * User-facing Spanish (es-AR, voseo) texts of the administration calls (SPEC §1 administrator, §7 admin
 * calls and `GET /api/service/allusers`; ADR 0018). Re-exported by `messages/index.ts`.
 * @module
 */
import type { AccountState, AdminAction } from '../constants/admin';
import {
  ADMIN_MAX_PAGE,
  ADMIN_MAX_PAGE_SIZE,
  ADMIN_SEARCH_MAX_LENGTH,
  LOCK_REASON_MAX_LENGTH,
  LOCK_REASON_MIN_LENGTH,
  PAYOUT_REFERENCE_MAX_LENGTH,
} from '../constants/admin';

/** Labels of the account states (the wire carries the code, the screens show these). */
export const accountStateLabels: Readonly<Record<AccountState, string>> = {
  pending: 'Activación pendiente',
  active: 'Activa',
  locked: 'Bloqueada por administración',
  throttled: 'Frenada por intentos fallidos',
  deleted: 'Eliminada',
};

/** Labels of the audit log's actions. */
export const adminActionLabels: Readonly<Record<AdminAction, string>> = {
  'account.lock': 'Bloqueo de cuenta',
  'account.unlock': 'Desbloqueo de cuenta',
  'payout.record': 'Pago a una empresa',
  'gym.unpublish': 'Gimnasio despublicado por moderación',
  'gym.publish': 'Gimnasio publicado de nuevo',
  'review.hide': 'Reseña ocultada tras una denuncia',
  'review.keep': 'Reseña denunciada que se mantiene',
  'import.preview': 'Importación de datos abiertos: vista previa',
  'import.commit': 'Importación de datos abiertos confirmada',
  'import.undo': 'Importación de datos abiertos deshecha',
  'claim.request': 'Reclamo de un gimnasio sin dueño',
  'claim.code_sent': 'Código de reclamo enviado al mail del gimnasio',
  'claim.verify': 'Gimnasio reclamado con el código',
  'claim.cancel': 'Reclamo cancelado',
  'claim.approve': 'Reclamo de gimnasio aprobado',
  'claim.reject': 'Reclamo de gimnasio rechazado',
  'order.refund': 'Reembolso de una compra',
};

/** Validation and refusals of the administration calls. */
export const adminMessages = {
  adminsOnly: 'Esta sección es solo para administradores.',
  page: `La página debe ser un número entero entre 1 y ${ADMIN_MAX_PAGE}.`,
  limit: `La cantidad por página debe ser un número entero entre 1 y ${ADMIN_MAX_PAGE_SIZE}.`,
  search: `La búsqueda puede tener hasta ${ADMIN_SEARCH_MAX_LENGTH} caracteres.`,
  sort: 'El orden debe ser "createdAt", "name", "email" o "lastSignInAt".',
  order: 'La dirección del orden debe ser "asc" o "desc".',
  type: 'El tipo de cuenta debe ser "user", "partner" o "admin".',
  state: 'El estado debe ser "pending", "active", "locked", "throttled" o "deleted".',
  partnerState:
    'El estado debe ser "pending", "active", "locked" o "throttled". Las empresas eliminadas se ven en la lista de cuentas con el tipo "partner" y el estado "deleted".',
  email: 'Escribí un email válido.',
  reason: `Contá el motivo del bloqueo, entre ${LOCK_REASON_MIN_LENGTH} y ${LOCK_REASON_MAX_LENGTH} caracteres.`,
  lockTarget: 'Indicá el email o el identificador de la cuenta, uno solo de los dos.',
  action: 'La acción no es válida.',
  targetType: 'El tipo de destino debe ser "account", "email", "gym", "review", "import" u "order".',
  date: 'Usá una fecha y hora válidas (ISO 8601).',
  rangeReversed: 'La fecha "desde" no puede ser posterior a la fecha "hasta".',
  lockAdmin: 'No se puede bloquear una cuenta de administración, tampoco la tuya.',
  alreadyLocked: 'Ese email ya está bloqueado.',
  notLocked: 'Ese email no está bloqueado.',
  partnerId: 'El identificador de la empresa no es válido.',
  partnerNotFound: 'No existe una empresa con ese identificador.',
  payoutAmount: 'El monto debe ser mayor que cero, con hasta dos decimales (por ejemplo "15000.50").',
  payoutPaidAt: 'Indicá la fecha del pago (AAAA-MM-DD), que no puede ser posterior a hoy.',
  payoutReference: `Indicá la referencia bancaria de la transferencia, hasta ${PAYOUT_REFERENCE_MAX_LENGTH} caracteres.`,
  payoutCurrency: 'La moneda del pago no es válida: usá ARS, MXN o BRL.',
  payoutNoCbu: 'La empresa no cargó un CBU en el perfil: no se le puede registrar un pago.',
  payoutReferenceTaken: 'Ya hay un pago a esta empresa con esa referencia bancaria.',
  payoutKeyReused: 'Esa clave de idempotencia ya se usó para otro pago.',
  /** `due`: the balance in the payout's currency already formatted for display (`formatAmount`). */
  payoutOverBalance: (due: string) => `El monto supera el saldo a pagar de la empresa, que es ${due}.`,
} as const;

/** Header of the marketing list's CSV. */
export const marketingCsvHeader = ['Nombre', 'Email', 'Alta en novedades'] as const;
