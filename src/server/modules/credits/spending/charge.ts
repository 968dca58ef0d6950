/**
 * What bookings and visits paid with credits share (ADR 0045 "Spending"): who may spend, the cancel
 * deadline, the wire form of the charge, and the Spanish text of a cancel's outcome.
 * @module
 */
import type { CreditCharge } from '../../../../shared/contract/credits-gyms';
import { toDecimal } from '../../../../shared/contract/common';
import { fromCentavos } from '../../../../shared/domain/money';
import { creditSpendingMessages as m } from '../../../../shared/messages';
import { AppError } from '../../../app-error';
import type { SessionUser } from '../../../plugins/session';
import { NotEnoughCredits } from '../wallet';

const HOUR_MS = 3_600_000;

/** @throws AppError FORBIDDEN ({@link m.membersOnly}) unless `session` is a member's */
export function assertSpender(session: SessionUser): void {
  if (session.type !== 'user') throw new AppError('FORBIDDEN', m.membersOnly);
}

/** Until when a cancel gives the credits back: `start` less the gym's window of `hours`. */
export const cancelDeadline = (start: Date, hours: number): Date =>
  new Date(start.getTime() - hours * HOUR_MS);

/** How a cancel ended for the credits. */
export type CancelOutcome = NonNullable<CreditCharge['cancelOutcome']>;

/** The wire form of a charge of `credits` worth `valueCentavos`, and of its cancel's outcome if any. */
export function toCharge(
  credits: number,
  valueCentavos: number,
  deadline: Date,
  outcome?: CancelOutcome,
): CreditCharge {
  return {
    credits,
    value: toDecimal(fromCentavos(valueCentavos)),
    cancelDeadline: deadline.toISOString(),
    ...(outcome ? { cancelOutcome: outcome, message: m[outcome] } : {}),
  };
}

/** Runs `spend`, turning a short wallet into AppError CONFLICT ({@link m.notEnough}). */
export async function spendOrRefuse<T>(spend: () => Promise<T>): Promise<T> {
  try {
    return await spend();
  } catch (error) {
    if (error instanceof NotEnoughCredits)
      throw new AppError('CONFLICT', m.notEnough(error.balance, error.wanted));
    throw error;
  }
}
