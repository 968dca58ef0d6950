/**
 * The wire form of an account throttled by failed sign-ins (ADR 0010's `listThrottledAccounts`).
 * @module
 */
import type { z } from 'zod';
import type { throttledAccountSchema } from '../../../../shared/contract/admin';
import { type ThrottledAccount } from '../../account/index';

const isoOf = (d: Date | null): string | null => (d === null ? null : d.toISOString());

/** `row` as the contract's `ThrottledAccount`. */
export function toThrottled(row: ThrottledAccount): z.infer<typeof throttledAccountSchema> {
  return {
    email: row.email,
    lockedSources: row.lockedSources,
    lockedUntil: isoOf(row.lockedUntil),
    failuresInWindow: row.failuresInWindow,
    attackStartedAt: isoOf(row.attackStartedAt),
    ownerAlertedAt: isoOf(row.ownerAlertedAt),
  };
}
