/**
 * User-facing Spanish (es-AR, voseo) texts of the partner's sales calls (SPEC §7
 * `/api/partner/sales/…`). Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { salesCatalog } from './locales/es-AR/sales';

/** Validation and refusals of `GET /api/partner/sales/{id}` and `/allsales/{id}`. */
export const salesMessages = /* @__PURE__ */ room(salesCatalog, {
  dateInvalid: /*i18n*/ { id: 'sales.dateInvalid' },
  rangeReversed: /*i18n*/ { id: 'sales.rangeReversed' },
  rangeTooLong: /*i18n*/ { id: 'sales.rangeTooLong' },
  gymInvalid: /*i18n*/ { id: 'sales.gymInvalid' },
  productInvalid: /*i18n*/ { id: 'sales.productInvalid' },
  page: /*i18n*/ { id: 'sales.page' },
  limit: /*i18n*/ { id: 'sales.limit' },
  partnersOnly: /*i18n*/ { id: 'sales.partnersOnly' },
});
