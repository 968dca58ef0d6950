/**
 * Every user-facing Spanish (es-AR, voseo) text of BuscaGym, one module per feature: `<feature>.ts`
 * holds the texts server and web share (answers, mails), `<feature>.web.ts` the texts only screens
 * show. Texts quoted from the specification are kept verbatim, misspellings included (SPEC §4, §5, §8).
 * No other module holds user-facing text. This index re-exports every feature module; a screen that
 * must stay light may import the one feature file it needs.
 * @module
 */
export * from './api';
export * from './catalogue';
export * from './server';
export * from './shell.web';
export * from './catalogue.web';
export * from './countries.web';
export * from './pitch.web';
export * from './account';
export * from './account.web';
export * from './session.web';
export * from './partners';
export * from './partners.web';
export * from './members';
export * from './members.web';
export * from './commerce';
export * from './ledger';
export * from './credits';
export * from './sales';
export * from './sales.web';
export * from './checkin.web';
export * from './clients';
export * from './commerce.web';
export * from './product.web';
export * from './plans';
export * from './plans.web';
export * from './admin';
export * from './moderation';
export * from './mfa';
export * from './admin.web';
export * from './admin-finance.web';
export * from './reconciliation';
export * from './reconciliation.web';
export * from './mfa.web';
export * from './moderation.web';
export * from './classes';
export * from './classes.web';
export * from './timetable.web';
export * from './reviews';
export * from './reviews.web';
export * from './classes-partner.web';
export * from './reviews-admin.web';
export * from './demo-reviews';
export * from './imports';
export * from './sources.web';
export * from './opening-hours';
export * from './credits-gyms';
