import { describe, expect, it } from 'vitest';
import { accountFieldMessages } from '../../../../shared/messages';
import { isCommonPassword, passwordProblem } from './password-policy';

describe('password policy', () => {
  it('refuses common passwords whatever their case', () => {
    for (const p of ['password', 'PASSWORD', '12345678', 'qwertyuiop', 'Iloveyou'])
      expect(isCommonPassword(p)).toBe(true);
    expect(isCommonPassword('Caballito-Parque-2024')).toBe(false);
  });

  it('gives the Spanish reason, length first', () => {
    expect(passwordProblem('abc')).toBe(accountFieldMessages.passwordMin);
    expect(passwordProblem('x'.repeat(129))).toBe(accountFieldMessages.passwordMax);
    expect(passwordProblem('password1')).toBe(accountFieldMessages.passwordCommon);
    expect(passwordProblem('Caballito-Parque-2024')).toBeUndefined();
  });
});
