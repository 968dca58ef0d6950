/**
 * Spanish (es-AR, voseo) texts of what an owner is told (ADR 0037): a new sale, a new review of one of
 * its gyms, by mail and on its devices. The claim decision keeps its own mail (`messages/claims.ts`).
 * @module
 */
import { room } from './i18n/room';
import { ownerNoticeCatalog } from './locales/es-AR/owner-notices';

/** The mails and notifications to an owner. */
export const ownerNoticeMessages = /* @__PURE__ */ room(ownerNoticeCatalog, {
  greeting: /*i18n*/ { id: 'ownerNotice.greeting', args: ['name'] },
  saleSubject: /*i18n*/ { id: 'ownerNotice.saleSubject', args: ['gym'] },
  saleBody: /*i18n*/ { id: 'ownerNotice.saleBody', args: ['reference', 'lines'] },
  saleLine: /*i18n*/ { id: 'ownerNotice.saleLine', args: ['product', 'qty', 'amount'] },
  saleAction: /*i18n*/ { id: 'ownerNotice.saleAction' },
  reviewSubject: /*i18n*/ { id: 'ownerNotice.reviewSubject', args: ['gym'] },
  reviewBody: /*i18n*/ { id: 'ownerNotice.reviewBody', args: ['gym', 'stars', 'author'] },
  reviewAction: /*i18n*/ { id: 'ownerNotice.reviewAction' },
  claimTitle: /*i18n*/ { id: 'ownerNotice.claimTitle', args: ['gym'] },
  claimBody: /*i18n*/ { id: 'ownerNotice.claimBody' },
  footer: /*i18n*/ { id: 'ownerNotice.footer' },
});
