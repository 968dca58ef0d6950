/**
 * User-facing Spanish (es-AR, voseo) texts of Pase BuscaGym in the catalogue (ADR 0045): the filter of
 * the gym list and map, and the visit cost on a gym's card, popup and page. Kept apart, and small,
 * because the first screen loads them (ADR 0013); the member's credit screens are in
 * `credits-member.web.ts`.
 * @module
 */
import { room } from './i18n/room';
import { paseCatalogueCatalog } from './locales/es-AR/pase-catalogue.web';

/** The catalogue's pass texts. */
export const paseCatalogueMessages = /* @__PURE__ */ room(paseCatalogueCatalog, {
  filter: /*i18n*/ { id: 'paseCatalogue.filter' },
  filterHint: /*i18n*/ { id: 'paseCatalogue.filterHint' },
  /** @param credits - the gym's `visitCredits` */
  visitCost: /*i18n*/ { id: 'paseCatalogue.visitCost', args: ['credits'] },
  /** A number of credits: "1 crédito", "2 créditos". */
  creditCount: /*i18n*/ { id: 'paseCatalogue.creditCount', args: ['n'] },
});

/** A number of credits: "1 crédito", "2 créditos". */
export const creditCount = (n: number): string => paseCatalogueMessages.creditCount(n);
