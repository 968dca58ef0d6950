// Every validation message of the member form's body (SPEC §7 `PUT /api/user/profile/update/{id}`: every
// field validated on the server with a clear Spanish message): 400 VALIDATION with the field's message, and
// nothing saved.
import { format, subDays, subYears } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HEALTH_CONDITIONS } from '../../../src/shared/contract/members';
import { apiMessages, memberFieldMessages as f, memberMessages } from '../../../src/shared/messages';
import type { AccountTestApp } from '../account/helpers';
import { buildMembersApp, newAccount, profileUrl, updateUrl, type Member } from './helpers';

let t: AccountTestApp;
let eva: Member;

beforeAll(async () => {
  t = await buildMembersApp();
  eva = await newAccount(t, { name: 'Eva' });
});
afterAll(async () => t?.close());

const day = (date: Date): string => format(date, 'yyyy-MM-dd');
const today = new Date();

/** PUTs `body` and expects 400 VALIDATION with `message` on `field`, and the profile unchanged. */
async function refused(body: unknown, field: string, message: string): Promise<void> {
  const before = (await eva.client.get(profileUrl(eva.id))).json();
  const res = await eva.client.request({ method: 'PUT', url: updateUrl(eva.id), payload: body as object });
  expect(res.statusCode, JSON.stringify(body)).toBe(400);
  const answer = res.json();
  expect(answer.code).toBe('VALIDATION');
  expect(answer.fields?.[field], `${JSON.stringify(body)} → ${res.body}`).toBe(message);
  expect((await eva.client.get(profileUrl(eva.id))).json()).toEqual(before);
}

/** PUTs `body` and expects 200. */
async function accepted(body: object) {
  const res = await eva.client.put(updateUrl(eva.id), body);
  expect(res.statusCode, `${JSON.stringify(body)} → ${res.body}`).toBe(200);
  return res.json().updUser;
}

describe('name', () => {
  it('is at least 3 characters, starts with two letters, at most 100 characters', async () => {
    await refused({ name: 'Al' }, 'name', f.nameRequired);
    await refused({ name: '   ' }, 'name', f.nameRequired);
    await refused({ name: null }, 'name', f.nameRequired);
    await refused({ name: 123 }, 'name', f.nameRequired);
    await refused({ name: '123 Gómez' }, 'name', f.nameLetters);
    await refused({ name: 'A1b' }, 'name', f.nameLetters);
    await refused({ name: `Ana ${'a'.repeat(100)}` }, 'name', f.nameTooLong);
    expect(await accepted({ name: 'Ñandú Ávila' })).toMatchObject({ name: 'Ñandú Ávila' });
    expect(await accepted({ name: 'a'.repeat(100) })).toMatchObject({ name: 'a'.repeat(100) });
  });

  it('last name at most 100 characters', async () => {
    await refused({ lastName: 'b'.repeat(101) }, 'lastName', f.lastNameTooLong);
    expect(await accepted({ lastName: 'b'.repeat(100) })).toMatchObject({ lastName: 'b'.repeat(100) });
  });
});

describe('phone', () => {
  it('must be a valid Argentine number; it is stored in E.164', async () => {
    await refused({ phone: '123' }, 'phone', f.phoneInvalid);
    await refused({ phone: '+1 202 555 0143' }, 'phone', f.phoneInvalid);
    await refused({ phone: '9'.repeat(41) }, 'phone', f.phoneInvalid);
    expect(await accepted({ phone: '11 2345-6789' })).toMatchObject({ phone: '+541123456789' });
  });
});

describe('birthday', () => {
  it('a valid calendar date', async () => {
    for (const bad of ['hola', '17/05/1990', '1990-02-30', '1990-13-01', '19900517'])
      await refused({ birthday: bad }, 'birthday', f.birthdayInvalid);
    await refused({ birthday: 19900517 }, 'birthday', f.birthdayInvalid);
  });

  it('not in the future, at least 13 years old, at most 120', async () => {
    await refused({ birthday: day(subDays(today, -1)) }, 'birthday', f.birthdayFuture);
    await refused({ birthday: day(subYears(today, -5)) }, 'birthday', f.birthdayFuture);
    await refused({ birthday: day(today) }, 'birthday', f.birthdayTooYoung);
    await refused({ birthday: day(subDays(subYears(today, 13), -1)) }, 'birthday', f.birthdayTooYoung);
    await refused({ birthday: day(subDays(subYears(today, 121), 1)) }, 'birthday', f.birthdayTooOld);
    await refused({ birthday: '1800-01-01' }, 'birthday', f.birthdayTooOld);
    const thirteenToday = day(subYears(today, 13));
    expect(await accepted({ birthday: thirteenToday })).toMatchObject({ birthday: thirteenToday });
    const oldest = day(subYears(today, 120));
    expect(await accepted({ birthday: oldest })).toMatchObject({ birthday: oldest });
  });
});

describe('gender and address', () => {
  it('gender is one of the options', async () => {
    await refused({ gender: 'otro' }, 'gender', f.gender);
    await refused({ gender: 'Femenino' }, 'gender', f.gender);
    await refused({ gender: 1 }, 'gender', f.gender);
    expect(await accepted({ gender: 'no_binario' })).toMatchObject({ gender: 'no_binario' });
  });

  it('address at most 200 characters', async () => {
    await refused({ address: 'x'.repeat(201) }, 'address', f.addressTooLong);
    expect(await accepted({ address: 'x'.repeat(200) })).toMatchObject({ address: 'x'.repeat(200) });
  });
});

describe('emergency contact', () => {
  it('both name and phone, or neither', async () => {
    await refused(
      { emergencyContact: { name: 'Mamá', phone: '' } },
      'emergencyContact',
      f.emergencyIncomplete,
    );
    await refused(
      { emergencyContact: { name: '  ', phone: '11 2345-6789' } },
      'emergencyContact',
      f.emergencyIncomplete,
    );
    await refused(
      { emergencyContact: { name: 'Mamá', phone: null } },
      'emergencyContact',
      f.emergencyIncomplete,
    );
    await refused(
      { emergencyContact: { name: 'x'.repeat(101), phone: '11 2345-6789' } },
      'emergencyContact.name',
      f.emergencyNameTooLong,
    );
    await refused(
      { emergencyContact: { name: 'Mamá', phone: '12' } },
      'emergencyContact.phone',
      f.phoneInvalid,
    );
    expect(await accepted({ emergencyContact: { name: ' Mamá ', phone: '011 4321-5678' } })).toMatchObject({
      emergencyContact: { name: 'Mamá', phone: '+541143215678' },
    });
  });
});

describe('health conditions', () => {
  it('ids of the catalogue, at most 20, as a list', async () => {
    await refused(
      { healthConditions: ['asma', 'gripe'] },
      'healthConditions',
      memberMessages.conditionUnknown,
    );
    await refused({ healthConditions: 'asma' }, 'healthConditions', f.healthConditions);
    await refused({ healthConditions: ['x'.repeat(61)] }, 'healthConditions.0', f.healthConditions);
    const many = Array.from({ length: MAX_HEALTH_CONDITIONS + 1 }, (_, i) => `c${i}`);
    await refused({ healthConditions: many }, 'healthConditions', f.healthConditions);
    expect(await accepted({ healthConditions: ['asma', 'obesidad'] })).toMatchObject({
      healthConditions: ['asma', 'obesidad'],
    });
  });
});

describe('marketing opt-in, position and avatar', () => {
  it('marketingOptIn is a boolean (off by default)', async () => {
    const fresh = await newAccount(t);
    expect((await fresh.client.get(profileUrl(fresh.id))).json().user.marketingOptIn).toBe(false);
    await refused({ marketingOptIn: 'si' }, 'marketingOptIn', f.marketingOptIn);
    await refused({ marketingOptIn: 1 }, 'marketingOptIn', f.marketingOptIn);
    await refused({ marketingOptIn: null }, 'marketingOptIn', f.marketingOptIn);
  });

  it('latitude within ±90 and longitude within ±180, numbers, sent together', async () => {
    await refused({ latitude: 90.5, longitude: 0 }, 'latitude', f.latitude);
    await refused({ latitude: -91, longitude: 0 }, 'latitude', f.latitude);
    await refused({ latitude: '-34.6', longitude: 0 }, 'latitude', f.latitude);
    await refused({ latitude: 0, longitude: 180.01 }, 'longitude', f.longitude);
    await refused({ latitude: 0, longitude: -181 }, 'longitude', f.longitude);
    await refused({ latitude: 0, longitude: null }, 'longitude', f.longitude);
    await refused({ latitude: -34.6 }, 'longitude', memberMessages.positionIncomplete);
    await refused({ longitude: -58.4 }, 'latitude', memberMessages.positionIncomplete);
    expect(await accepted({ latitude: 90, longitude: -180 })).toMatchObject({
      latitude: { $numberDecimal: '90.0000000' },
      longitude: { $numberDecimal: '-180.0000000' },
    });
  });

  it('avatar is a catalogue id', async () => {
    await refused({ avatar: 'dragon' }, 'avatar', memberMessages.avatarUnknown);
    await refused({ avatar: 'CICLISTA' }, 'avatar', memberMessages.avatarUnknown);
    await refused({ avatar: 7 }, 'avatar', f.avatar);
    await refused({ avatar: 'a'.repeat(61) }, 'avatar', f.avatar);
  });
});

describe('the body as a whole', () => {
  it('several bad fields answer each message; a non-object body is refused', async () => {
    const res = await eva.client.put(updateUrl(eva.id), {
      name: 'A',
      gender: 'x',
      latitude: 100,
      longitude: 0,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'VALIDATION',
      message: apiMessages.validation,
      fields: { name: f.nameRequired, gender: f.gender, latitude: f.latitude },
    });
    const list = await eva.client.request({
      method: 'PUT',
      url: updateUrl(eva.id),
      payload: [] as unknown as object,
    });
    expect(list.statusCode).toBe(400);
    expect(list.json().code).toBe('VALIDATION');
  });

  it('fields outside the form are ignored (the same way for every unknown key)', async () => {
    const user = await accepted({ address: 'Perú 100', nickname: 'Evi', isAdmin: true });
    expect(user).toMatchObject({ address: 'Perú 100' });
    expect(user).not.toHaveProperty('nickname');
    expect(user).not.toHaveProperty('isAdmin');
  });
});
