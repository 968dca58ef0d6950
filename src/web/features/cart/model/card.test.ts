import { describe, expect, it } from 'vitest';
import { DEMO_DECLINE_CARD, DEMO_DECLINE_LAST4 } from '../../../../shared/constants/commerce';
import { checkoutMessages as m } from '../../../../shared/messages';
import {
  cardDigits,
  DEMO_APPROVE_CARD,
  demoCardSchema,
  demoExpiry,
  expiryCurrent,
  formatExpiry,
  groupCardNumber,
  luhnValid,
  parseExpiry,
} from './card';

describe('demo card rules', () => {
  it('checks card numbers with Luhn', () => {
    expect(luhnValid(cardDigits(DEMO_APPROVE_CARD))).toBe(true);
    expect(luhnValid(cardDigits(DEMO_DECLINE_CARD))).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('5555555555554444')).toBe(true);
    expect(luhnValid('378282246310005')).toBe(true); // 15-digit Amex test card
    expect(luhnValid('42424242')).toBe(false); // too short
    expect(luhnValid('4242x24242424242')).toBe(false);
  });

  it('groups digits in fours while typing', () => {
    expect(groupCardNumber('4242424242')).toBe('4242 4242 42');
    expect(groupCardNumber('4242 42424')).toBe('4242 4242 4');
    expect(groupCardNumber('4242 4242 4242 4242 999')).toBe('4242 4242 4242 4242 999');
    expect(groupCardNumber('4242 4242-4242 4242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('')).toBe('');
  });

  it('inserts the slash of the expiry as the member types', () => {
    // Keystroke by keystroke: "1", "12", "123", "1230".
    expect(['1', '12', '123', '1230'].map(formatExpiry)).toEqual(['1', '12', '12/3', '12/30']);
    expect(formatExpiry('12/30')).toBe('12/30');
    expect(formatExpiry('12 / 30')).toBe('12/30');
    expect(formatExpiry('12/2030')).toBe('12/30');
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('1/30')).toBe('01/30');
    expect(formatExpiry('12/305')).toBe('12/30'); // at most MM/AA
    expect(formatExpiry('12/')).toBe('12'); // a backspace over "12/3" leaves the month
    expect(formatExpiry('')).toBe('');
  });

  it('offers a demo expiry five Decembers ahead', () => {
    expect(demoExpiry(new Date(2026, 10, 25))).toBe('12/31');
  });

  it('reads MM/AA and MM/AAAA expiries and compares them by month', () => {
    expect(parseExpiry('12/30')).toEqual({ year: 2030, month: 12 });
    expect(parseExpiry(' 3 / 2031 ')).toEqual({ year: 2031, month: 3 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('1230')).toEqual({ year: 2030, month: 12 });
    expect(parseExpiry('12 / 30')).toEqual({ year: 2030, month: 12 });
    expect(parseExpiry('123')).toBeNull();
    const may2026 = new Date(2026, 4, 31, 23, 59);
    expect(expiryCurrent({ year: 2026, month: 5 }, may2026)).toBe(true);
    expect(expiryCurrent({ year: 2026, month: 4 }, may2026)).toBe(false);
  });

  it('submits only the last 4 digits and names each wrong field', () => {
    const schema = demoCardSchema(() => new Date(2026, 0, 15));
    expect(schema.parse({ number: DEMO_DECLINE_CARD, expiry: '12/30', cvc: '123' })).toEqual({
      cardLast4: DEMO_DECLINE_LAST4,
    });
    const result = schema.safeParse({ number: '4242 4242 4242 4241', expiry: '12/25', cvc: '12' });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error?.issues.map((i) => [i.path[0], i.message]) ?? []);
    expect(messages).toEqual({ number: m.cardNumberInvalid, expiry: m.expiryPast, cvc: m.cvcInvalid });
    expect(
      schema.safeParse({ number: DEMO_APPROVE_CARD, expiry: 'mañana', cvc: '1234' }).error?.issues[0]
        ?.message,
    ).toBe(m.expiryInvalid);
  });
});
