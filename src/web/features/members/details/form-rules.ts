/**
 * The member form's rules and values (SPEC §2 user form): the contract's field schemas
 * (`memberUpdateBodySchema`, so the browser shows the server's Spanish messages, birthday age rules
 * included) plus the emergency-contact check, the form values built from a profile, the update body
 * built from the form, and the server's per-field messages placed on the controls.
 * @module
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Path, Resolver } from 'react-hook-form';
import { format, subYears } from 'date-fns';
import { z } from 'zod';
import type { GENDERS } from '../../../../shared/contract/members';
import {
  MAX_MEMBER_AGE_YEARS,
  memberUpdateBodySchema,
  MIN_MEMBER_AGE_YEARS,
  type MemberUpdateBody,
  type MemberUser,
} from '../../../../shared/contract/members';
import { splitFullName } from '../../../../shared/domain/person-name';
import { memberFieldMessages as f } from '../../../../shared/messages';
import { formatPhone } from './format';

const shape = memberUpdateBodySchema.shape;
const emergencyShape = shape.emergencyContact.unwrap().unwrap().shape;

/** The values of the form's controls: text inputs, a select, a checkbox list and a checkbox. */
export interface MemberFormValues {
  name: string;
  lastName: string;
  phone: string;
  birthday: string;
  gender: '' | (typeof GENDERS)[number];
  address: string;
  emergencyContact: { name: string; phone: string };
  healthConditions: string[];
  marketingOptIn: boolean;
  reviewMails: boolean;
}

/**
 * The `min` and `max` of the birthday input (`YYYY-MM-DD`) on `today`: the days that can pass the
 * contract's age rules (a hint for the date picker; the rules themselves give the messages).
 */
export function birthdayBounds(today: Date = new Date()): { min: string; max: string } {
  return {
    min: format(subYears(today, MAX_MEMBER_AGE_YEARS + 1), 'yyyy-MM-dd'),
    max: format(subYears(today, MIN_MEMBER_AGE_YEARS), 'yyyy-MM-dd'),
  };
}

/**
 * The form schema: each control goes through the contract's schema of that field (the birthday's age
 * rules included); a half-filled emergency contact is refused on its blank part, as the server does.
 */
export function memberFormSchema() {
  return z
    .object({
      name: shape.name.unwrap(),
      lastName: shape.lastName.unwrap(),
      phone: shape.phone.unwrap(),
      birthday: shape.birthday.unwrap(),
      gender: shape.gender.unwrap(),
      address: shape.address.unwrap(),
      emergencyContact: z.object({ name: emergencyShape.name, phone: emergencyShape.phone }),
      healthConditions: shape.healthConditions.unwrap(),
      marketingOptIn: shape.marketingOptIn.unwrap(),
      reviewMails: shape.reviewMails.unwrap(),
    })
    .superRefine((values, ctx) => {
      const { name, phone } = values.emergencyContact;
      if ((name === null) !== (phone === null))
        ctx.addIssue({
          code: 'custom',
          path: ['emergencyContact', name === null ? 'name' : 'phone'],
          message: f.emergencyIncomplete,
        });
    });
}
export type MemberFormOutput = z.output<ReturnType<typeof memberFormSchema>>;

/**
 * The react-hook-form resolver of {@link memberFormSchema}. The contract's preprocess steps (blank →
 * null) type their input as `unknown`; the form's controls always give {@link MemberFormValues}.
 */
export function memberFormResolver(): Resolver<MemberFormValues, unknown, MemberFormOutput> {
  return zodResolver(memberFormSchema()) as Resolver<MemberFormValues, unknown, MemberFormOutput>;
}

/** A stored E.164 phone as the member reads and edits it (`+54 9 11 2345 6789`); blank when none. */
export function phoneForInput(e164: string | null): string {
  return e164 ? formatPhone(e164) : '';
}

/**
 * "Nombre" and "Apellido" of the form: the saved ones, or, while no surname was saved (sign-up asks for
 * the full name in one box), the full name split by {@link splitFullName}.
 */
function nameValuesOf(user: MemberUser): { name: string; lastName: string } {
  if (user.lastName) return { name: user.name, lastName: user.lastName };
  const { given, surname } = splitFullName(user.name);
  return { name: given, lastName: surname };
}

/** The form's starting values from the member's profile (blank controls for missing data). */
export function formValuesOf(user: MemberUser): MemberFormValues {
  return {
    ...nameValuesOf(user),
    phone: phoneForInput(user.phone),
    birthday: user.birthday ?? '',
    gender: user.gender ?? '',
    address: user.address ?? '',
    emergencyContact: {
      name: user.emergencyContact?.name ?? '',
      phone: phoneForInput(user.emergencyContact?.phone ?? null),
    },
    healthConditions: user.healthConditions ?? [],
    marketingOptIn: user.marketingOptIn,
    reviewMails: user.reviewMails ?? true,
  };
}

/**
 * The `PUT /api/user/profile/update/{id}` body of a valid form: an emergency contact with both parts
 * blank is cleared (null); the browser position is added when the member shared it.
 */
export function updateBodyOf(
  values: MemberFormOutput,
  position?: { latitude: number; longitude: number } | null,
): MemberUpdateBody {
  const { name, phone } = values.emergencyContact;
  const emergencyContact = name !== null && phone !== null ? { name, phone } : null;
  return { ...values, emergencyContact, ...(position ?? {}) };
}

/** Paths of the form's controls that a server message can be shown on. */
export const FORM_FIELD_PATHS = [
  'name',
  'lastName',
  'phone',
  'birthday',
  'gender',
  'address',
  'emergencyContact.name',
  'emergencyContact.phone',
  'healthConditions',
  'marketingOptIn',
  'reviewMails',
] as const satisfies readonly Path<MemberFormValues>[];
export type FormFieldPath = (typeof FORM_FIELD_PATHS)[number];

/**
 * The server's per-field messages (`fields` of a 400, keyed by path such as `emergencyContact.phone`
 * or `healthConditions.2`) placed on the form's controls; paths without a control are left out.
 */
export function formFieldErrors(fields: Record<string, string> | undefined): [FormFieldPath, string][] {
  const result: [FormFieldPath, string][] = [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const key = path.startsWith('healthConditions.')
      ? 'healthConditions'
      : path === 'emergencyContact'
        ? 'emergencyContact.name'
        : path;
    const known = FORM_FIELD_PATHS.find((p) => p === key);
    if (known && !result.some(([p]) => p === known)) result.push([known, message]);
  }
  return result;
}
