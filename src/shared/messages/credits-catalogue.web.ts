/**
 * User-facing Spanish (es-AR, voseo) texts of Pase BuscaGym in the catalogue (ADR 0045): the filter of
 * the gym list and map, and the visit cost on a gym's card and map popup. Kept apart from the member's
 * credit screens (`credits-member.web.ts`) because the first screen loads these (ADR 0013).
 * @module
 */
import { plural } from './plural';

/** A number of credits: "1 crédito", "2 créditos". */
export const creditCount = (n: number): string => plural(n, 'crédito', 'créditos');

/** The catalogue's pass texts. */
export const paseCatalogueMessages = {
  filter: 'Pase BuscaGym',
  filterHint: 'Gimnasios donde podés usar los créditos de tu pase',
  /** @param credits - the gym's `visitCredits` */
  visitCost: (credits: number) => `Pase BuscaGym: ${creditCount(credits)}`,
  emptyTitle: 'Ningún gimnasio de esta búsqueda acepta el Pase BuscaGym',
  emptyBody: 'Probá sin el filtro del pase o con otra búsqueda.',
  withoutFilter: 'Ver gimnasios sin el filtro del pase',
} as const;
