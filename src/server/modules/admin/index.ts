/**
 * The administration (SPEC §7 admin calls; ADR 0018, 0019): accounts, locks, moderation, finances
 * and marketing routes; the audit log they write is the audit module's.
 * The module's only public entry (docs/architecture.md §2).
 * @module
 */
export { adminRoutes, type AdminRoutesOptions } from './accounts/routes';
export { adminFinanceRoutes } from './finances/finance-routes';
export { marketingRoutes } from './marketing/marketing-routes';
export { moderationRoutes, type ModerationRoutesOptions } from './moderation/moderation-routes';
