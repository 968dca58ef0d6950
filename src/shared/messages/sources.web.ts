/**
 * Texts of the data sources on the web (ADR 0025 "Sources"): the "Fuentes de datos" page, its footer
 * link and the attribution line of a gym's page. Re-exported by `messages/index.ts`.
 * @module
 */

/** Texts of the "Fuentes de datos" page and of the attribution line. */
export const sourcesMessages = {
  title: 'Fuentes de datos',
  footerLink: 'Fuentes de datos',
  intro:
    'Muchos gimnasios de BuscaGym vienen de datos abiertos. Estas son las fuentes, con la licencia de cada una y la atribución que piden.',
  loading: 'Cargando las fuentes…',
  failed: 'No pudimos cargar las fuentes. Probá de nuevo en un rato.',
  empty: 'Todavía no hay fuentes de datos abiertos.',
  licence: 'Licencia',
  attribution: 'Atribución',
  website: 'Sitio de la fuente',
  gyms: (n: number) =>
    n === 1 ? '1 gimnasio publicado' : `${n.toLocaleString('es-AR')} gimnasios publicados`,
  /** The line under a gym's data: "Datos: <attribution> (<licence>)". */
  gymLine: (attribution: string, licence: string) =>
    attribution.includes(licence) ? `Datos: ${attribution}` : `Datos: ${attribution} (${licence})`,
} as const;
