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
  csvHeader: [
    'Mes',
    'Moneda',
    'Saldo inicial',
    'Ventas',
    'Visitas Pase BuscaGym',
    'Comisión',
    'Reintegros',
    'Pagos',
    'Saldo final',
  ],
  /** The header of the statement's Pase BuscaGym visits, below its figures (ADR 0045). */
  csvVisitsHeader: ['Día', 'Sede', 'Socio', 'Tipo', 'Motivo', 'Créditos', 'Importe'],
  visitKind: { class: 'Clase', visit: 'Visita' },
  visitReason: { attended: 'Asistió', noShow: 'No asistió', lateCancel: 'Canceló tarde' },
  csvFileName: (month: string) => `extracto-buscagym-${month}.csv`,
} as const;
