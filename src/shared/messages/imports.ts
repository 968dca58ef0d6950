/**
 * User-facing Spanish (es-AR, voseo) texts of the open-data import (ADR 0025 "Import") and of the data
 * sources: the upload's refusals, the reasons a row is skipped, the preview's warnings, the command
 * line's lines. Re-exported by `messages/index.ts`.
 * @module
 */
import { IMPORT_FORMATS, IMPORT_MAX_BYTES, SOURCE_TEXT_MAX_LENGTH } from '../constants/imports';

const megabytes = Math.round(IMPORT_MAX_BYTES / (1024 * 1024));

/** Texts of the import's refusals (400/404/409) and of its rows' findings. */
export const importMessages = {
  format: `Elegí el formato del archivo: ${IMPORT_FORMATS.join(', ')}.`,
  mapping: 'La correspondencia de columnas no es válida: se espera un objeto JSON { campo: columna }.',
  mappingField: (field: string) => `El campo «${field}» no existe en la correspondencia de columnas.`,
  source: 'Indicá la fuente de los datos como JSON: { name, licence, attribution, url }.',
  sourceName: `Indicá el nombre de la fuente (hasta ${SOURCE_TEXT_MAX_LENGTH} caracteres).`,
  sourceLicence: `Indicá la licencia de la fuente (hasta ${SOURCE_TEXT_MAX_LENGTH} caracteres).`,
  sourceAttribution: `Indicá la atribución que pide la licencia (hasta ${SOURCE_TEXT_MAX_LENGTH} caracteres).`,
  sourceUrl: 'La dirección de la fuente tiene que ser una URL http(s) válida.',
  noFile: 'Adjuntá el archivo a importar.',
  tooLarge: `El archivo supera el máximo de ${megabytes} MB.`,
  notCsv: 'El archivo no es un CSV legible.',
  csvLine: (line: number) =>
    `No pudimos leer el CSV en la línea ${line}: revisá las comillas y los separadores de esa línea.`,
  notJson: 'El archivo no es un JSON válido.',
  geometryTooDeep: (feature: number) =>
    `La geometría del elemento ${feature} del GeoJSON tiene coordenadas anidadas de más: revisá ese elemento.`,
  notFeatureCollection: 'El GeoJSON tiene que ser una FeatureCollection.',
  notOverpass: 'El JSON de OpenStreetMap tiene que tener la lista «elements» de una respuesta de Overpass.',
  unknownCrs: (crs: string) => `El sistema de coordenadas ${crs} no está soportado.`,
  noNameColumn: 'No encontramos la columna del nombre: indicala en la correspondencia de columnas.',
  noCoordinateColumns:
    'No encontramos las columnas de latitud y longitud: indicalas en la correspondencia de columnas.',
  mappedColumnMissing: (column: string) => `La columna «${column}» no está en el archivo.`,
  empty: 'El archivo no tiene filas.',
  allowDuplicates: 'Indicá los números de fila que aceptás como gimnasios nuevos.',
  notFound: 'No encontramos esa importación.',
  notPreview: 'Esa importación ya se confirmó o se deshizo.',
  notCommitted: 'Solo se puede deshacer una importación confirmada.',
  /** Why a row is skipped. */
  skip: {
    noName: 'La fila no tiene nombre.',
    noCoordinates: 'La fila no tiene coordenadas.',
    outOfRange: 'Las coordenadas están fuera de rango.',
    zeroZero: 'Las coordenadas son (0, 0), en el mar.',
    repeated: 'La fila repite la referencia de otra fila del mismo archivo.',
  },
  /** What the preview warns about a row it keeps. */
  warning: {
    openingHours: (where: string) => `El horario no es válido y se descarta (${where}).`,
    unknownService: (name: string) => `La actividad «${name}» no corresponde a ningún servicio y se ignora.`,
    email: 'El correo no es válido y se descarta.',
    website: 'El sitio web no es válido y se descarta.',
  },
} as const;

/** Lines of `npm run import` (the command line). */
export const importCliMessages = {
  usage:
    'Uso: npm run import -- ARCHIVO --format csv|geojson|osm-json --source \'{"name":…,"licence":…,"attribution":…,"url":…}\' [--mapping \'{…}\'] [--commit]',
  reading: 'Leyendo',
  committing: 'Confirmando',
  preview: (rows: number, valid: number, skipped: number, duplicates: number) =>
    `Vista previa: ${rows} filas, ${valid} válidas, ${skipped} descartadas, ${duplicates} posibles duplicados.`,
  committed: (created: number, updated: number, skipped: number) =>
    `Importación confirmada: ${created} creados, ${updated} actualizados, ${skipped} sin cambios o descartados.`,
  notCommitted: 'No se confirmó: agregá --commit para escribir los gimnasios.',
} as const;
