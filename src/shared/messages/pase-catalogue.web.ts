/**
 * User-facing Spanish (es-AR, voseo) texts of Pase BuscaGym in the catalogue (ADR 0045): the filter of
 * the gym list and map, and the visit cost on a gym's card, popup and page. Kept apart, and small,
 * because the first screen loads them (ADR 0013); the member's credit screens are in
 * `credits-member.web.ts`.
 * @module
 */

/** A number of credits: "1 crédito", "2 créditos". */
export const creditCount = (n: number): string => (n === 1 ? '1 crédito' : `${n} créditos`);

/** The catalogue's pass texts. */
export const paseCatalogueMessages = {
  filter: 'Pase BuscaGym',
  filterHint: 'Gimnasios donde podés usar los créditos de tu pase',
  /** @param credits - the gym's `visitCredits` */
  visitCost: (credits: number) => `Pase BuscaGym: ${creditCount(credits)}`,
} as const;
