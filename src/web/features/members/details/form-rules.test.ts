import { describe, expect, it } from 'vitest';
import type { MemberUser } from '../../../../shared/contract/members';
import { memberFieldMessages as f } from '../../../../shared/messages';
import {
  birthdayBounds,
  formFieldErrors,
  formValuesOf,
  memberFormSchema,
  updateBodyOf,
  type MemberFormValues,
} from './form-rules';

const blank: MemberFormValues = {
  name: 'Ana',
  lastName: '',
  phone: '',
  birthday: '',
  gender: '',
  address: '',
  emergencyContact: { name: '', phone: '' },
  healthConditions: [],
  marketingOptIn: false,
  reviewMails: true,
};

const issues = (values: MemberFormValues) => {
  const result = memberFormSchema().safeParse(values);
  const first: Record<string, string> = {};
  if (!result.success) for (const i of result.error.issues) first[i.path.join('.')] ??= i.message;
  return first;
};

describe('member form rules (the contract, on the form controls)', () => {
  it('accepts a form with only the name, clearing the blanks', () => {
    const result = memberFormSchema().parse(blank);
    expect(result).toMatchObject({ name: 'Ana', lastName: null, phone: null, birthday: null, gender: null });
    expect(updateBodyOf(result)).toMatchObject({ emergencyContact: null, healthConditions: [] });
  });

  it("gives the server's Spanish messages", () => {
    expect(issues({ ...blank, name: '' })).toEqual({ name: f.nameRequired });
    expect(issues({ ...blank, name: '1Alberto' })).toEqual({ name: f.nameLetters });
    expect(issues({ ...blank, phone: '123' })).toEqual({ phone: f.phoneInvalid });
    expect(issues({ ...blank, birthday: '2999-01-01' })).toEqual({ birthday: f.birthdayFuture });
    expect(issues({ ...blank, address: 'x'.repeat(201) })).toEqual({ address: f.addressTooLong });
  });

  it('refuses half an emergency contact on its blank part', () => {
    expect(issues({ ...blank, emergencyContact: { name: 'Luis', phone: '' } })).toEqual({
      'emergencyContact.phone': f.emergencyIncomplete,
    });
    expect(issues({ ...blank, emergencyContact: { name: '', phone: '11 2345-6789' } })).toEqual({
      'emergencyContact.name': f.emergencyIncomplete,
    });
  });

  it('builds the body: phones in E.164, a whole contact, the shared position', () => {
    const values = memberFormSchema().parse({
      ...blank,
      phone: '11 2345-6789',
      gender: 'no_binario',
      emergencyContact: { name: ' Luis ', phone: '011 4321-5678' },
      healthConditions: ['asma'],
      marketingOptIn: true,
      reviewMails: false,
    });
    expect(updateBodyOf(values, { latitude: -34.6, longitude: -58.38 })).toEqual({
      name: 'Ana',
      lastName: null,
      phone: '+541123456789',
      birthday: null,
      gender: 'no_binario',
      address: null,
      emergencyContact: { name: 'Luis', phone: '+541143215678' },
      healthConditions: ['asma'],
      marketingOptIn: true,
      reviewMails: false,
      latitude: -34.6,
      longitude: -58.38,
    });
  });

  it('prefills from the profile, phones readable and accepted back', () => {
    const user = {
      name: 'Ana',
      lastName: 'Paz',
      phone: '+5491123456789',
      birthday: '1990-05-03',
      gender: 'femenino',
      address: 'Corrientes 1234',
      emergencyContact: { name: 'Luis', phone: '+541143215678' },
      healthConditions: ['asma', 'lumbalgia'],
      marketingOptIn: true,
    } as MemberUser;
    const values = formValuesOf(user);
    expect(values.phone).toBe('+54 9 11 2345 6789');
    expect(values.healthConditions).toEqual(['asma', 'lumbalgia']);
    expect(memberFormSchema().parse(values).phone).toBe('+5491123456789');
    expect(formValuesOf({ ...user, healthConditions: undefined, emergencyContact: null })).toMatchObject({
      healthConditions: [],
      emergencyContact: { name: '', phone: '' },
    });
    // The review mail switch: on unless the member turned it off (an answer without the field: on).
    expect(formValuesOf(user).reviewMails).toBe(true);
    expect(formValuesOf({ ...user, reviewMails: false }).reviewMails).toBe(false);
  });

  it('splits a full name typed at sign-up into "Nombre" and "Apellido" until a surname is saved', () => {
    const user = { name: 'María José Pérez', lastName: null, marketingOptIn: false } as MemberUser;
    expect(formValuesOf(user)).toMatchObject({ name: 'María José', lastName: 'Pérez' });
    expect(formValuesOf({ ...user, name: 'Ana', lastName: 'Paz' })).toMatchObject({
      name: 'Ana',
      lastName: 'Paz',
    });
    expect(formValuesOf({ ...user, name: 'Cher' })).toMatchObject({ name: 'Cher', lastName: '' });
  });

  it('bounds the birthday picker by the age rules', () => {
    expect(birthdayBounds(new Date(2026, 10, 22))).toEqual({ min: '1905-11-22', max: '2013-11-22' });
  });
});

describe("server messages on the form's controls", () => {
  it('places known paths, folds condition items and the whole contact, drops the rest', () => {
    expect(
      formFieldErrors({
        phone: 'a',
        'healthConditions.3': 'b',
        emergencyContact: 'c',
        latitude: 'd',
        'healthConditions.4': 'e',
      }),
    ).toEqual([
      ['phone', 'a'],
      ['healthConditions', 'b'],
      ['emergencyContact.name', 'c'],
    ]);
    expect(formFieldErrors(undefined)).toEqual([]);
  });
});
