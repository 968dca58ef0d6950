/**
 * Contract of the administrators' audit log (`GET /api/admin/audit`; ADR 0018 "Audit log"): every lock,
 * unlock, payout and moderation with who, when and the values before and after. Paged like the other
 * administration lists.
 * @module
 */
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from '../constants/account';
import { ADMIN_ACTIONS, AUDIT_TARGET_TYPES } from '../constants/admin';
import { adminMessages as m } from '../messages/admin';
import { apiMessages } from '../messages';
import { actorSchema, adminPageAnswer, instant, paging } from './admin';

/** Query of `GET /api/admin/audit`. */
export const auditQuerySchema = z
  .object({
    actor: z.uuid({ error: () => apiMessages.invalidId }).optional(),
    action: z.enum(ADMIN_ACTIONS, { error: () => m.action }).optional(),
    targetType: z.enum(AUDIT_TARGET_TYPES, { error: () => m.targetType }).optional(),
    target: z
      .string({ error: () => m.email })
      .trim()
      .min(1)
      .max(EMAIL_MAX_LENGTH, { error: () => m.email })
      .optional(),
    from: z.iso.datetime({ offset: true, error: () => m.date }).optional(),
    to: z.iso.datetime({ offset: true, error: () => m.date }).optional(),
    ...paging,
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    error: () => m.rangeReversed,
    path: ['from'],
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const auditEntrySchema = z
  .object({
    _id: z.string(),
    at: instant,
    actor: actorSchema,
    action: z.enum(ADMIN_ACTIONS),
    target: z.object({ type: z.enum(AUDIT_TARGET_TYPES), id: z.string() }),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = adminPageAnswer('entries', auditEntrySchema, 'AuditLog');
export type AuditResponse = z.infer<typeof auditResponseSchema>;
