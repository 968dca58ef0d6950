/**
 * Member data on the profile (SPEC §2 profile), in the page's language (ADR 0055): birthday, phone,
 * gender, the names of the declared health conditions.
 * @module
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { HealthCondition, MemberUser } from '../../../../shared/contract/members';
import { genderLabels } from '../../../../shared/messages';
import { lazyDateTimeFormat } from '../../../../shared/domain/lazy-intl';
import { activeLocale } from '../../../../shared/messages/i18n/active';

// A birthday is a calendar day, not an instant: it is formatted in UTC so no time zone shifts it.
const dayFormat = lazyDateTimeFormat(activeLocale, { dateStyle: 'long', timeZone: 'UTC' });

/**
 * `YYYY-MM-DD` as "3 de mayo de 1990" (pt-BR "3 de maio de 1990"); the input itself when it is not such
 * a date.
 */
export function formatBirthday(birthday: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthday);
  if (!match) return birthday;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? birthday : dayFormat.format(date);
}

/** An E.164 phone as "+54 9 11 2345 6789" (the stored text when libphonenumber cannot read it). */
export function formatPhone(e164: string): string {
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The label of a stored gender code. */
export function genderLabel(gender: NonNullable<MemberUser['gender']>): string {
  return genderLabels[gender];
}

/**
 * Names of the declared conditions in catalogue order; ids missing from the catalogue (or a catalogue
 * not loaded yet) are left out.
 */
export function conditionNames(ids: readonly string[], catalogue: readonly HealthCondition[]): string[] {
  const chosen = new Set(ids);
  return catalogue.filter((c) => chosen.has(c._id)).map((c) => c.name);
}
