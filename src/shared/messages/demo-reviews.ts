/**
 * Texts (es-AR, voseo) of the demo reviews the seed writes (ADR 0024, like ADR 0004's demo values): short
 * comments by star count, picked by a seeded generator, always shown labelled "Reseña de demostración".
 * The seed writes them in the locale active when it runs (es-AR). Re-exported by `messages/index.ts`.
 * @module
 */
import { room } from './i18n/room';
import { demoReviewCatalog } from './locales/es-AR/demo-reviews';

/** The demo reviews' comments. */
export const demoReviewMessages = /* @__PURE__ */ room(demoReviewCatalog, {
  /** Comments by star count (index 0: 1 star … index 4: 5 stars), read when used (ADR 0055 decision 7). */
  byStars: [
    [
      /*i18n*/ { id: 'demoReview.byStars.0.0' },
      /*i18n*/ { id: 'demoReview.byStars.0.1' },
      /*i18n*/ { id: 'demoReview.byStars.0.2' },
    ],
    [
      /*i18n*/ { id: 'demoReview.byStars.1.0' },
      /*i18n*/ { id: 'demoReview.byStars.1.1' },
      /*i18n*/ { id: 'demoReview.byStars.1.2' },
    ],
    [
      /*i18n*/ { id: 'demoReview.byStars.2.0' },
      /*i18n*/ { id: 'demoReview.byStars.2.1' },
      /*i18n*/ { id: 'demoReview.byStars.2.2' },
      /*i18n*/ { id: 'demoReview.byStars.2.3' },
    ],
    [
      /*i18n*/ { id: 'demoReview.byStars.3.0' },
      /*i18n*/ { id: 'demoReview.byStars.3.1' },
      /*i18n*/ { id: 'demoReview.byStars.3.2' },
      /*i18n*/ { id: 'demoReview.byStars.3.3' },
      /*i18n*/ { id: 'demoReview.byStars.3.4' },
    ],
    [
      /*i18n*/ { id: 'demoReview.byStars.4.0' },
      /*i18n*/ { id: 'demoReview.byStars.4.1' },
      /*i18n*/ { id: 'demoReview.byStars.4.2' },
      /*i18n*/ { id: 'demoReview.byStars.4.3' },
      /*i18n*/ { id: 'demoReview.byStars.4.4' },
    ],
  ],
});
