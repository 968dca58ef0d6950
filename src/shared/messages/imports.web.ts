/**
 * Screen texts (es-AR, voseo) of the administrators' "Importar datos" section (ADR 0025 "Import"): the
 * upload form, the preview (counts, skipped rows, possible duplicates, warnings, sample), the commit and
 * the list of past imports with "Deshacer". The answers of the calls live in `messages/imports.ts`.
 * Not re-exported by `messages/index.ts`: only that section reads it, directly, so it stays out of the
 * messages chunk that every screen loads (ADR 0013 budgets; with it, `/login` passed its 140 KB).
 * @module
 */
import type { ImportFormat, ImportStatus } from '../constants/imports';
import { IMPORT_DUPLICATE_DISTANCE_M, IMPORT_MAX_BYTES } from '../constants/imports';
import { plural } from './plural';

const megabytes = Math.round(IMPORT_MAX_BYTES / (1024 * 1024));

/** Names of the file formats in the select. */
export const importFormatLabels: Readonly<Record<ImportFormat, string>> = {
  csv: 'CSV (planilla)',
  geojson: 'GeoJSON',
  'osm-json': 'OpenStreetMap (JSON de Overpass)',
};

/** Names of the statuses of an import. */
export const importStatusLabels: Readonly<Record<ImportStatus, string>> = {
  preview: 'Vista previa',
  committed: 'Importada',
  undone: 'Deshecha',
};

/** The upload form. */
export const importFormMessages = {
  title: 'Subir un archivo',
  file: 'Archivo',
  fileHint: `CSV, GeoJSON o JSON de OpenStreetMap, de hasta ${megabytes} MB.`,
  fileMissing: 'Elegí el archivo a importar.',
  format: 'Formato',
  sourceTitle: 'Fuente de los datos',
  sourceName: 'Nombre de la fuente',
  sourceNameHint: 'Por ejemplo: OpenStreetMap, o el portal de datos de tu ciudad.',
  licence: 'Licencia',
  licenceHint: 'Por ejemplo: ODbL 1.0 o CC BY 4.0.',
  attribution: 'Atribución',
  attributionHint: 'El texto que pide la licencia, por ejemplo: © Colaboradores de OpenStreetMap.',
  url: 'Dirección de la fuente (opcional)',
  advanced: 'Avanzado',
  mapping: 'Correspondencia de columnas (JSON, opcional)',
  mappingHint:
    'Solo si no encontramos las columnas solas. Por ejemplo: {"name": "NOMBRE", "latitude": "LAT", "longitude": "LONG"}.',
  submit: 'Ver vista previa',
  submitting: 'Leyendo el archivo…',
} as const;

/** The preview and the commit. */
export const importPreviewMessages = {
  title: (file: string) => `Vista previa de ${file}`,
  untitled: 'el archivo',
  loading: 'Cargando la vista previa…',
  error: 'No pudimos cargar la vista previa',
  nothingWritten: 'Todavía no se escribió nada: revisá y confirmá.',
  figures: 'Resumen',
  rows: 'Filas leídas',
  valid: 'Filas válidas',
  skipped: 'Filas salteadas',
  duplicates: 'Posibles duplicados',
  warnings: 'Advertencias',
  skippedTitle: 'Filas salteadas',
  row: 'Fila',
  reason: 'Motivo',
  warning: 'Advertencia',
  warningsTitle: 'Advertencias',
  duplicatesTitle: 'Posibles duplicados',
  duplicatesLead: `Filas a menos de ${IMPORT_DUPLICATE_DISTANCE_M} m de un gimnasio con un nombre parecido. No se crean salvo que las marques.`,
  allowDuplicate: (row: number, gym: string, metres: number) =>
    `Crear igual la fila ${row} (parecida a ${gym}, a ${metres} m)`,
  similarity: (value: number) => `Parecido ${Math.round(value * 100)} %`,
  existingGym: (gym: string) => `Ver ${gym}`,
  listCut: (shown: number, total: number) => `Mostramos ${shown} de ${total}.`,
  sampleTitle: 'Muestra',
  sampleColumns: {
    name: 'Nombre',
    address: 'Dirección',
    position: 'Ubicación',
    contact: 'Contacto',
    openingHours: 'Horario',
    services: 'Servicios',
  },
  none: '—',
  mappingTitle: 'Columnas usadas',
  commit: 'Confirmar importación',
  committing: 'Importando…',
  committed: (created: number, updated: number, skipped: number) =>
    `Listo: ${plural(created, 'gimnasio creado', 'gimnasios creados')}, ${plural(updated, 'actualizado', 'actualizados')} y ${plural(skipped, 'fila salteada', 'filas salteadas')}.`,
  resultTitle: 'Resultado',
  created: 'Creados',
  updated: 'Actualizados',
  notCreated: 'Salteados',
  close: 'Cerrar la vista previa',
} as const;

/** The list of past imports. */
export const importHistoryMessages = {
  title: 'Importaciones',
  loading: 'Cargando las importaciones…',
  error: 'No pudimos cargar las importaciones',
  empty: 'Todavía no hay importaciones',
  emptyBody: 'Cuando subas un archivo, aparece acá con el resultado.',
  columns: {
    date: 'Fecha',
    file: 'Archivo',
    source: 'Fuente',
    status: 'Estado',
    result: 'Resultado',
    actions: 'Acciones',
  },
  result: (created: number, updated: number) =>
    `${plural(created, 'creado', 'creados')}, ${plural(updated, 'actualizado', 'actualizados')}`,
  counts: (valid: number, rows: number) => `${valid} válidas de ${rows}`,
  review: 'Revisar',
  reviewLabel: (file: string) => `Revisar la vista previa de ${file}`,
  undo: 'Deshacer',
  undoing: 'Deshaciendo…',
  undoLabel: (file: string) => `Deshacer la importación de ${file}`,
  undoTitle: (file: string) => `¿Deshacer la importación de ${file}?`,
  undoConsequence:
    'Borramos los gimnasios que creó esta importación y que nadie reclamó ni editó desde entonces. Queda en la auditoría.',
  undone: (removed: number, kept: number) =>
    `Deshicimos la importación: ${plural(removed, 'gimnasio borrado', 'gimnasios borrados')}${kept > 0 ? `, ${plural(kept, 'conservado porque ya tiene dueño o cambios', 'conservados porque ya tienen dueño o cambios')}` : ''}.`,
  cancel: 'Cancelar',
} as const;
