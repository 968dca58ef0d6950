/**
 * User-facing Spanish (es-AR, voseo) texts of the open-data import (ADR 0025 "Import") and of the data
 * sources: the upload's refusals, the reasons a row is skipped, the preview's warnings, the command
 * line's lines. Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { importCatalog, importCliCatalog } from './locales/es-AR/imports';

/** Texts of the import's refusals (400/404/409) and of its rows' findings. */
export const importMessages = /* @__PURE__ */ room(importCatalog, {
  format: /*i18n*/ { id: 'import.format' },
  mapping: /*i18n*/ { id: 'import.mapping' },
  mappingField: /*i18n*/ { id: 'import.mappingField', args: ['field'] },
  source: /*i18n*/ { id: 'import.source' },
  sourceName: /*i18n*/ { id: 'import.sourceName' },
  sourceLicence: /*i18n*/ { id: 'import.sourceLicence' },
  sourceAttribution: /*i18n*/ { id: 'import.sourceAttribution' },
  sourceUrl: /*i18n*/ { id: 'import.sourceUrl' },
  noFile: /*i18n*/ { id: 'import.noFile' },
  tooLarge: /*i18n*/ { id: 'import.tooLarge' },
  notCsv: /*i18n*/ { id: 'import.notCsv' },
  csvLine: /*i18n*/ { id: 'import.csvLine', args: ['line'] },
  notJson: /*i18n*/ { id: 'import.notJson' },
  geometryTooDeep: /*i18n*/ { id: 'import.geometryTooDeep', args: ['feature'] },
  notFeatureCollection: /*i18n*/ { id: 'import.notFeatureCollection' },
  notOverpass: /*i18n*/ { id: 'import.notOverpass' },
  unknownCrs: /*i18n*/ { id: 'import.unknownCrs', args: ['crs'] },
  noNameColumn: /*i18n*/ { id: 'import.noNameColumn' },
  noCoordinateColumns: /*i18n*/ { id: 'import.noCoordinateColumns' },
  mappedColumnMissing: /*i18n*/ { id: 'import.mappedColumnMissing', args: ['column'] },
  empty: /*i18n*/ { id: 'import.empty' },
  allowDuplicates: /*i18n*/ { id: 'import.allowDuplicates' },
  notFound: /*i18n*/ { id: 'import.notFound' },
  notPreview: /*i18n*/ { id: 'import.notPreview' },
  notCommitted: /*i18n*/ { id: 'import.notCommitted' },
  /** Why a row is skipped. */
  skip: {
    noName: /*i18n*/ { id: 'import.skip.noName' },
    noCoordinates: /*i18n*/ { id: 'import.skip.noCoordinates' },
    outOfRange: /*i18n*/ { id: 'import.skip.outOfRange' },
    zeroZero: /*i18n*/ { id: 'import.skip.zeroZero' },
    repeated: /*i18n*/ { id: 'import.skip.repeated' },
  },
  /** What the preview warns about a row it keeps. */
  warning: {
    openingHours: /*i18n*/ { id: 'import.warning.openingHours', args: ['where'] },
    unknownService: /*i18n*/ { id: 'import.warning.unknownService', args: ['name'] },
    email: /*i18n*/ { id: 'import.warning.email' },
    website: /*i18n*/ { id: 'import.warning.website' },
  },
});

/** Lines of `npm run import` (the command line). */
export const importCliMessages = /* @__PURE__ */ room(importCliCatalog, {
  usage: /*i18n*/ { id: 'importCli.usage' },
  reading: /*i18n*/ { id: 'importCli.reading' },
  committing: /*i18n*/ { id: 'importCli.committing' },
  preview: /*i18n*/ { id: 'importCli.preview', args: ['rows', 'valid', 'skipped', 'duplicates'] },
  committed: /*i18n*/ { id: 'importCli.committed', args: ['created', 'updated', 'skipped'] },
  notCommitted: /*i18n*/ { id: 'importCli.notCommitted' },
});
