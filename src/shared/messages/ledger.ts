/**
 * User-facing Spanish (es-AR, voseo) texts of the ledger's calls: the partner's monthly statement and
 * the administrators' trial balance (docs/architecture.md §5.1). Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { ledgerCatalog } from './locales/es-AR/ledger';

/** Validation of `GET /api/partner/statement/{id}`, and the statement's CSV column titles. */
export const ledgerMessages = /* @__PURE__ */ room(ledgerCatalog, {
  monthInvalid: /*i18n*/ { id: 'ledger.monthInvalid' },
  monthInFuture: /*i18n*/ { id: 'ledger.monthInFuture' },
  formatInvalid: /*i18n*/ { id: 'ledger.formatInvalid' },
  currencyInvalid: /*i18n*/ { id: 'ledger.currencyInvalid' },
  csvHeader: [
    /*i18n*/ { id: 'ledger.csvHeader.0' },
    /*i18n*/ { id: 'ledger.csvHeader.1' },
    /*i18n*/ { id: 'ledger.csvHeader.2' },
    /*i18n*/ { id: 'ledger.csvHeader.3' },
    /*i18n*/ { id: 'ledger.csvHeader.4' },
    /*i18n*/ { id: 'ledger.csvHeader.5' },
    /*i18n*/ { id: 'ledger.csvHeader.6' },
    /*i18n*/ { id: 'ledger.csvHeader.7' },
    /*i18n*/ { id: 'ledger.csvHeader.8' },
  ],
  /** The CSV's second table: the Pase BuscaGym visits and classes settled in the month (ADR 0045). */
  csvVisitHeader: [
    /*i18n*/ { id: 'ledger.csvVisitHeader.0' },
    /*i18n*/ { id: 'ledger.csvVisitHeader.1' },
    /*i18n*/ { id: 'ledger.csvVisitHeader.2' },
    /*i18n*/ { id: 'ledger.csvVisitHeader.3' },
    /*i18n*/ { id: 'ledger.csvVisitHeader.4' },
    /*i18n*/ { id: 'ledger.csvVisitHeader.5' },
    /*i18n*/ { id: 'ledger.csvVisitHeader.6' },
    /*i18n*/ { id: 'ledger.csvVisitHeader.7' },
  ],
  visitKinds: {
    class: /*i18n*/ { id: 'ledger.visitKinds.class' },
    visit: /*i18n*/ { id: 'ledger.visitKinds.visit' },
  },
  visitOutcomes: {
    attended: /*i18n*/ { id: 'ledger.visitOutcomes.attended' },
    noShow: /*i18n*/ { id: 'ledger.visitOutcomes.noShow' },
    lateCancel: /*i18n*/ { id: 'ledger.visitOutcomes.lateCancel' },
  },
  csvFileName: /*i18n*/ { id: 'ledger.csvFileName', args: ['month'] },
});
