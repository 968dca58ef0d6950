/**
 * Texts of publishing a gym (ADR 0026 §3): a gym appears in the searches only once it sells something
 * with a price; the owner's checklist and the server's refusals. Spanish es-AR with voseo. Imported
 * directly by the partner-gyms module and the owner's panel, not through the messages index.
 * @module
 */
import { room } from './i18n/room';
import { publishingCatalog } from './locales/es-AR/publishing';
export const publishingMessages = /* @__PURE__ */ room(publishingCatalog, {
  /** 409 of a publish before the gym has a service with a price. */
  needsPricedService: /*i18n*/ { id: 'publishing.needsPricedService', args: ['gym'] },
  /** 409 of removing (or leaving without price) the last priced service of a published gym. */
  lastPricedService: /*i18n*/ { id: 'publishing.lastPricedService', args: ['gym'] },
  checklistTitle: /*i18n*/ { id: 'publishing.checklistTitle', args: ['gym'] },
  stepData: /*i18n*/ { id: 'publishing.stepData' },
  stepService: /*i18n*/ { id: 'publishing.stepService' },
  done: /*i18n*/ { id: 'publishing.done' },
  missing: /*i18n*/ { id: 'publishing.missing' },
  addService: /*i18n*/ { id: 'publishing.addService' },
  publish: /*i18n*/ { id: 'publishing.publish' },
  publishLabel: /*i18n*/ { id: 'publishing.publishLabel', args: ['gym'] },
  published: /*i18n*/ { id: 'publishing.published', args: ['gym'] },
  /** The toast after creating a gym: it is not in the searches yet. */
  created: /*i18n*/ { id: 'publishing.created', args: ['gym'] },
});
