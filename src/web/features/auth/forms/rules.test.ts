import { describe, expect, it } from 'vitest';
import {
  accountFieldMessages,
  passwordMessages,
  registerMessages as spec,
} from '../../../../shared/messages';
import {
  canCallActivation,
  checkResetStep2,
  checkUpdatePassword,
  deactivatePasswordError,
  isDeactivateRouteValid,
  isRegisterIncomplete,
  registerMessages,
  showTypeHint,
} from './rules';

const valid = {
  name: 'Ana Pérez',
  username: 'ana@example.com',
  password: 'correcto-caballo-bateria',
  type: 'user',
};

describe('register rules (SPEC §5)', () => {
  it('accepts a complete, valid form', () => {
    expect(registerMessages(valid)).toEqual({});
    expect(isRegisterIncomplete(valid)).toBe(false);
  });

  it('asks for every field when one is empty', () => {
    expect(isRegisterIncomplete({ ...valid, type: '' })).toBe(true);
    expect(isRegisterIncomplete({ ...valid, name: '  ' })).toBe(true);
  });

  it('checks the name: required (< 3) before "must contain letters"', () => {
    expect(registerMessages({ ...valid, name: '' }).name).toBe(spec.nameRequired);
    expect(registerMessages({ ...valid, name: '1a' }).name).toBe(spec.nameRequired);
    expect(registerMessages({ ...valid, name: '1abc' }).name).toBe(spec.nameLetters);
    expect(registerMessages({ ...valid, name: 'Ñandú' }).name).toBeUndefined();
  });

  it('checks the email: required (< 3) before the pattern', () => {
    expect(registerMessages({ ...valid, username: 'ab' }).username).toBe(spec.emailRequired);
    expect(registerMessages({ ...valid, username: 'abc' }).username).toBe(spec.emailInvalid);
  });

  it('checks the password: < 2, then < 3, then the server rule', () => {
    expect(registerMessages({ ...valid, password: '' }).password).toBe(spec.passwordRequired);
    expect(registerMessages({ ...valid, password: 'a' }).password).toBe(spec.passwordRequired);
    expect(registerMessages({ ...valid, password: 'ab' }).password).toBe(spec.passwordTooShort);
    expect(registerMessages({ ...valid, password: 'abcdefg' }).password).toBe(
      accountFieldMessages.passwordMin,
    );
  });

  it('reminds to choose the type once the password passes, and lists fields in the spec order', () => {
    expect(showTypeHint({ password: 'abc', type: '' })).toBe(true);
    expect(showTypeHint({ password: 'ab', type: '' })).toBe(false);
    expect(showTypeHint({ password: 'abc', type: 'partner' })).toBe(false);
    expect(registerMessages({ ...valid, type: '' }).type).toBe(spec.selectTypeHint);
    expect(Object.values(registerMessages({ name: '', username: '', password: '', type: '' }))).toEqual([
      spec.nameRequired,
      spec.emailRequired,
      spec.passwordRequired,
      spec.selectTypeHint,
    ]);
  });
});

describe('password and account rules (SPEC §5, §9)', () => {
  it('update password: all fields, matching, different from the old one', () => {
    expect(checkUpdatePassword({ oldPassword: 'a', newPassword: '', repeatPassword: '' })).toBe('missing');
    expect(checkUpdatePassword({ oldPassword: 'a', newPassword: 'b', repeatPassword: 'c' })).toBe('invalid');
    expect(checkUpdatePassword({ oldPassword: 'a', newPassword: 'a', repeatPassword: 'a' })).toBe('invalid');
    expect(checkUpdatePassword({ oldPassword: 'a', newPassword: 'b', repeatPassword: 'b' })).toBe('ok');
  });

  it('reset step 2: token and matching passwords', () => {
    expect(checkResetStep2({ token: ' ', newPassword: 'x', repeatPassword: 'x' })).toBe('missing');
    expect(checkResetStep2({ token: 'T', newPassword: 'x', repeatPassword: 'y' })).toBe('invalid');
    expect(checkResetStep2({ token: 'T', newPassword: 'x', repeatPassword: 'x' })).toBe('ok');
  });

  it('deactivate: password of at least 2 characters, userId longer than 3', () => {
    expect(deactivatePasswordError('a')).toBe(passwordMessages.deactivatePassword);
    expect(deactivatePasswordError('ab')).toBeNull();
    expect(isDeactivateRouteValid('abc')).toBe(false);
    expect(isDeactivateRouteValid('abcd')).toBe(true);
    expect(isDeactivateRouteValid(undefined)).toBe(false);
  });

  it('activation is called only for userId > 9 and token > 5 characters', () => {
    expect(canCallActivation('1234567890', '123456')).toBe(true);
    expect(canCallActivation('123456789', '123456')).toBe(false);
    expect(canCallActivation('1234567890', '12345')).toBe(false);
  });
});
