/**
 * Open-data imports (ADR 0025), administrators only: their routes.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { importRoutes, type ImportRoutesOptions } from './routes';

// The pipeline and the text cleaning the seed (src/server/seed) shares (docs/architecture.md §2).
export { commitImport } from './pipeline/commit';
export { previewImport } from './pipeline/preview';
export { upsertSource } from './pipeline/staging';
export type { StagedGym } from './normalize/normalize';
export { cleanPhone, cleanText, facebookUrl, firstEmail, websiteUrl } from './text/contact';
export { foldText, mapServices, SERVICE_NAMES, type ServiceName } from './text/services';
export { isAllCaps, titleCaseEs } from './text/title-case';
export { decodeClubsText } from './readers/decode';
// Where a point is (its zone and country), which a partner's new gym is placed with too (ADR 0054).
export { placeOf } from './normalize/place';
