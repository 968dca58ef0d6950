/**
 * User-facing Spanish (es-AR, voseo) texts of the ledger's calls: the partner's monthly statement and
 * the administrators' trial balance (docs/architecture.md §5.1). Re-exported by `messages/index.ts`.
 * @module
 */

/** Validation of `GET /api/partner/statement/{id}`, and the statement's CSV column titles. */
export const ledgerMessages = {
  monthInvalid: 'Usá un mes válido con el formato AAAA-MM.',
  monthInFuture: 'El mes no puede ser posterior al actual.',
  formatInvalid: 'El formato debe ser "json" o "csv".',
  currencyInvalid: 'La moneda debe ser ARS, MXN o BRL.',
  csvHeader: [
    'Mes',
    'Moneda',
    'Saldo inicial',
    'Ventas',
    'Pase BuscaGym',
    'Comisión',
    'Reintegros',
    'Pagos',
    'Saldo final',
  ],
  /** The CSV's second table: the Pase BuscaGym visits and classes settled in the month (ADR 0045). */
  csvVisitHeader: [
    'Día',
    'Socio',
    'Gimnasio',
    'Tipo',
    'Clase',
    'Resultado',
    'Créditos',
    'Pagado al gimnasio',
  ],
  visitKinds: { class: 'Clase', visit: 'Visita libre' },
  visitOutcomes: { attended: 'Asistió', noShow: 'No asistió', lateCancel: 'Canceló fuera de término' },
  csvFileName: (month: string) => `extracto-buscagym-${month}.csv`,
} as const;
