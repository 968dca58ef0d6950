/**
 * Public pieces of the administrators' console for other features: the cache keys and the write with
 * the second factor (ADR 0019) for console sections kept in their own feature (imports), a section's
 * heading, the console's way of writing an instant, and the refund dialog the partner's sales reuse
 * (ADR 0037). The screens are reached through the lazy routes (pages/index.ts).
 * @module
 */
export { adminKeys, useAdminWrite } from './api/api';
export { RefundDialog } from './finances/RefundDialog';
export { formatInstant } from './model/format';
export { SectionHead } from './sections/SectionHead';
