/**
 * The partner's `openingHours` on gym create/update (ADR 0025 "Opening hours"): checked with the
 * library (400 saying where it fails) and, once saved, the gym's open week recomputed in the same
 * transaction.
 * @module
 */
import { DEFAULT_GYM_COUNTRY } from '../../../shared/constants/opening-hours';
import { AppError } from '../../app-error';
import { checkOpeningHours } from './syntax';

/**
 * The value to store for a body's `openingHours`: undefined when absent (unchanged), null to clear, else
 * the checked value.
 * @param country The gym's country (ISO 3166-1 alpha-2), whose holidays `PH` means.
 * @throws AppError VALIDATION with the Spanish message of {@link checkOpeningHours} (field `openingHours`)
 */
export function openingHoursToStore(
  value: string | null | undefined,
  country: string = DEFAULT_GYM_COUNTRY,
): string | null | undefined {
  if (value === undefined || value === null) return value;
  const check = checkOpeningHours(value, { country });
  if (!check.ok) throw new AppError('VALIDATION', check.error, { openingHours: check.error });
  return check.value;
}
