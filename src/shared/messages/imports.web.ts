/**
 * Screen texts (es-AR, voseo) of the administrators' "Importar datos" section (ADR 0025 "Import"): the
 * upload form, the preview (counts, skipped rows, possible duplicates, warnings, sample), the commit and
 * the list of past imports with "Deshacer". The answers of the calls live in `messages/imports.ts`.
 * Not re-exported by `messages/index.ts`: only that section reads it, directly, so it stays out of the
 * messages chunk that every screen loads (ADR 0013 budgets; with it, `/login` passed its 140 KB).
 * @module
 */
import { room } from './i18n/room';
import {
  importFormCatalog,
  importFormatLabelsCatalog,
  importHistoryCatalog,
  importPreviewCatalog,
  importStatusLabelsCatalog,
} from './locales/es-AR/imports.web';
import type { ImportFormat, ImportStatus } from '../constants/imports';

/** Names of the file formats in the select. */
export const importFormatLabels: Readonly<Record<ImportFormat, string>> = /* @__PURE__ */ room(
  importFormatLabelsCatalog,
  {
    csv: /*i18n*/ { id: 'importFormatLabels.csv' },
    geojson: /*i18n*/ { id: 'importFormatLabels.geojson' },
    'osm-json': /*i18n*/ { id: 'importFormatLabels.osm-json' },
  },
);

/** Names of the statuses of an import. */
export const importStatusLabels: Readonly<Record<ImportStatus, string>> = /* @__PURE__ */ room(
  importStatusLabelsCatalog,
  {
    preview: /*i18n*/ { id: 'importStatusLabels.preview' },
    committed: /*i18n*/ { id: 'importStatusLabels.committed' },
    undone: /*i18n*/ { id: 'importStatusLabels.undone' },
  },
);

/** The upload form. */
export const importFormMessages = /* @__PURE__ */ room(importFormCatalog, {
  title: /*i18n*/ { id: 'importForm.title' },
  file: /*i18n*/ { id: 'importForm.file' },
  fileHint: /*i18n*/ { id: 'importForm.fileHint' },
  fileMissing: /*i18n*/ { id: 'importForm.fileMissing' },
  format: /*i18n*/ { id: 'importForm.format' },
  sourceTitle: /*i18n*/ { id: 'importForm.sourceTitle' },
  sourceName: /*i18n*/ { id: 'importForm.sourceName' },
  sourceNameHint: /*i18n*/ { id: 'importForm.sourceNameHint' },
  licence: /*i18n*/ { id: 'importForm.licence' },
  licenceHint: /*i18n*/ { id: 'importForm.licenceHint' },
  attribution: /*i18n*/ { id: 'importForm.attribution' },
  attributionHint: /*i18n*/ { id: 'importForm.attributionHint' },
  url: /*i18n*/ { id: 'importForm.url' },
  advanced: /*i18n*/ { id: 'importForm.advanced' },
  mapping: /*i18n*/ { id: 'importForm.mapping' },
  mappingHint: /*i18n*/ { id: 'importForm.mappingHint' },
  submit: /*i18n*/ { id: 'importForm.submit' },
  submitting: /*i18n*/ { id: 'importForm.submitting' },
});

/** The preview and the commit. */
export const importPreviewMessages = /* @__PURE__ */ room(importPreviewCatalog, {
  title: /*i18n*/ { id: 'importPreview.title', args: ['file'] },
  untitled: /*i18n*/ { id: 'importPreview.untitled' },
  loading: /*i18n*/ { id: 'importPreview.loading' },
  error: /*i18n*/ { id: 'importPreview.error' },
  nothingWritten: /*i18n*/ { id: 'importPreview.nothingWritten' },
  figures: /*i18n*/ { id: 'importPreview.figures' },
  rows: /*i18n*/ { id: 'importPreview.rows' },
  valid: /*i18n*/ { id: 'importPreview.valid' },
  skipped: /*i18n*/ { id: 'importPreview.skipped' },
  duplicates: /*i18n*/ { id: 'importPreview.duplicates' },
  warnings: /*i18n*/ { id: 'importPreview.warnings' },
  skippedTitle: /*i18n*/ { id: 'importPreview.skippedTitle' },
  row: /*i18n*/ { id: 'importPreview.row' },
  reason: /*i18n*/ { id: 'importPreview.reason' },
  warning: /*i18n*/ { id: 'importPreview.warning' },
  warningsTitle: /*i18n*/ { id: 'importPreview.warningsTitle' },
  duplicatesTitle: /*i18n*/ { id: 'importPreview.duplicatesTitle' },
  duplicatesLead: /*i18n*/ { id: 'importPreview.duplicatesLead' },
  allowDuplicate: /*i18n*/ { id: 'importPreview.allowDuplicate', args: ['row', 'gym', 'metres'] },
  /** How alike the names are, `percent` a whole percentage (0–100). */
  similarity: /*i18n*/ { id: 'importPreview.similarity', args: ['percent'] },
  existingGym: /*i18n*/ { id: 'importPreview.existingGym', args: ['gym'] },
  listCut: /*i18n*/ { id: 'importPreview.listCut', args: ['shown', 'total'] },
  sampleTitle: /*i18n*/ { id: 'importPreview.sampleTitle' },
  sampleColumns: {
    name: /*i18n*/ { id: 'importPreview.sampleColumns.name' },
    address: /*i18n*/ { id: 'importPreview.sampleColumns.address' },
    position: /*i18n*/ { id: 'importPreview.sampleColumns.position' },
    contact: /*i18n*/ { id: 'importPreview.sampleColumns.contact' },
    openingHours: /*i18n*/ { id: 'importPreview.sampleColumns.openingHours' },
    services: /*i18n*/ { id: 'importPreview.sampleColumns.services' },
  },
  none: /*i18n*/ { id: 'importPreview.none' },
  mappingTitle: /*i18n*/ { id: 'importPreview.mappingTitle' },
  commit: /*i18n*/ { id: 'importPreview.commit' },
  committing: /*i18n*/ { id: 'importPreview.committing' },
  committed: /*i18n*/ { id: 'importPreview.committed', args: ['created', 'updated', 'skipped'] },
  resultTitle: /*i18n*/ { id: 'importPreview.resultTitle' },
  created: /*i18n*/ { id: 'importPreview.created' },
  updated: /*i18n*/ { id: 'importPreview.updated' },
  notCreated: /*i18n*/ { id: 'importPreview.notCreated' },
  close: /*i18n*/ { id: 'importPreview.close' },
});

/** The list of past imports. */
export const importHistoryMessages = /* @__PURE__ */ room(importHistoryCatalog, {
  title: /*i18n*/ { id: 'importHistory.title' },
  loading: /*i18n*/ { id: 'importHistory.loading' },
  error: /*i18n*/ { id: 'importHistory.error' },
  empty: /*i18n*/ { id: 'importHistory.empty' },
  emptyBody: /*i18n*/ { id: 'importHistory.emptyBody' },
  columns: {
    date: /*i18n*/ { id: 'importHistory.columns.date' },
    file: /*i18n*/ { id: 'importHistory.columns.file' },
    source: /*i18n*/ { id: 'importHistory.columns.source' },
    status: /*i18n*/ { id: 'importHistory.columns.status' },
    result: /*i18n*/ { id: 'importHistory.columns.result' },
    actions: /*i18n*/ { id: 'importHistory.columns.actions' },
  },
  result: /*i18n*/ { id: 'importHistory.result', args: ['created', 'updated'] },
  counts: /*i18n*/ { id: 'importHistory.counts', args: ['valid', 'rows'] },
  review: /*i18n*/ { id: 'importHistory.review' },
  reviewLabel: /*i18n*/ { id: 'importHistory.reviewLabel', args: ['file'] },
  undo: /*i18n*/ { id: 'importHistory.undo' },
  undoing: /*i18n*/ { id: 'importHistory.undoing' },
  undoLabel: /*i18n*/ { id: 'importHistory.undoLabel', args: ['file'] },
  undoTitle: /*i18n*/ { id: 'importHistory.undoTitle', args: ['file'] },
  undoConsequence: /*i18n*/ { id: 'importHistory.undoConsequence' },
  undone: /*i18n*/ { id: 'importHistory.undone', args: ['removed', 'kept'] },
  cancel: /*i18n*/ { id: 'importHistory.cancel' },
});
