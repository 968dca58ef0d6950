/**
 * User-facing Spanish (es-AR, voseo) texts of the administrators' money screens (ADR 0015, ADR 0018):
 * Finanzas, a partner's balance with the payout form, and the Marketing list with its CSV.
 * Re-exported by `messages/index.ts`.
 * @module
 */
import { plural as count } from './plural';

/** Finanzas and the partner's balance with the payout form. */
export const adminFinanceMessages = {
  lead: 'Lo vendido por todas las empresas, la comisión de BuscaGym y lo cobrado por planes.',
  filters: 'Período',
  from: 'Desde',
  to: 'Hasta',
  apply: 'Aplicar',
  clear: 'Limpiar',
  rangeShown: (from: string, to: string) => `Del ${from} al ${to}`,
  partnerShown: 'Ventas de una sola empresa.',
  allPartners: 'Ver todas las empresas',
  loading: 'Cargando las finanzas…',
  error: 'No pudimos cargar las finanzas',
  gross: 'Ventas brutas',
  commission: 'Comisión BuscaGym',
  net: 'Neto de las empresas',
  salesCount: (n: number) => count(n, 'venta', 'ventas'),
  plans: 'Planes pagos',
  plansNote: 'Últimos 12 meses.',
  byMonth: 'Por mes',
  /** The heading of one currency's figures when sales were made in more than one (ADR 0053). */
  inCurrency: (currency: string) => `Ventas en ${currency}`,
  byMonthCaption: 'Ventas y planes por mes (últimos 12 meses)',
  month: 'Mes',
  planRevenue: 'Planes',
  salesTitle: 'Ventas',
  salesCaption: 'Ventas de todas las empresas',
  date: 'Fecha',
  reference: 'Compra',
  gym: 'Gimnasio',
  product: 'Producto',
  qty: 'Cant.',
  partner: 'Empresa',
  noPartner: 'Sin empresa',
  noSales: 'No hay ventas en este período.',
  balanceTitle: 'Saldo y pagos',
  balanceLoading: 'Cargando el saldo…',
  balanceError: 'No pudimos cargar el saldo',
  netAll: 'Neto de todas las ventas',
  paidOut: 'Ya pagado',
  due: 'Saldo a pagar',
  cbu: 'CBU',
  noCbu: 'La empresa no cargó un CBU en el perfil: todavía no se le puede registrar un pago.',
  nothingDue: 'No hay saldo a pagar.',
  payoutTitle: 'Registrar un pago',
  payoutLead: 'Anotá una transferencia ya hecha al CBU de la empresa. La empresa la ve en "Mis ventas".',
  amount: 'Monto (ARS)',
  /** The payout's amount field in the partner's currency (ADR 0053); `amountIn('ARS')` is {@link amount}. */
  amountIn: (currency: string) => `Monto (${currency})`,
  amountColumn: 'Monto',
  amountHint: 'Con punto para los centavos, por ejemplo 15000.50.',
  paidAt: 'Fecha de la transferencia',
  bankReference: 'Referencia bancaria',
  payoutSubmit: 'Registrar pago',
  payoutDialogTitle: 'Confirmar el pago',
  payoutConsequence: (amount: string, partner: string, cbu: string, dueAfter: string) =>
    `Registrar un pago de ${amount} a ${partner} (CBU ${cbu}) deja el saldo a pagar en ${dueAfter}. Queda en el registro de auditoría y no se puede deshacer.`,
  recording: 'Registrando…',
  recorded: (amount: string, partner: string) => `Registraste un pago de ${amount} a ${partner}.`,
  payoutsCaption: 'Pagos registrados',
  noPayouts: 'Todavía no hay pagos a esta empresa.',
} as const;

/** Marketing: the opted-in members and the CSV. */
export const adminMarketingMessages = {
  caption: 'Miembros que reciben novedades',
  name: 'Nombre',
  email: 'Email',
  optInAt: 'Alta en novedades',
  csv: 'Descargar CSV',
  empty: 'Todavía ningún miembro aceptó recibir novedades.',
} as const;
