/**
 * Web Push constants (ADR 0031).
 * @module
 */

/** How many days before a pass ends its reminder is sent. */
export const PASS_EXPIRY_NOTICE_DAYS = 3;

/** When the pass-expiry reminders are decided (cron, UTC; daily at 12:05, 09:05 in Buenos Aires). */
export const PASS_EXPIRY_PUSH_CRON = '5 12 * * *';
