import { describe, expect, it } from 'vitest';
import { formatArPhone, normaliseArPhone } from './phone';

describe('formatArPhone', () => {
  it('shows a stored Argentine number in the national format', () => {
    expect(formatArPhone('+541143215678')).toBe('011 4321-5678');
    expect(formatArPhone(normaliseArPhone('11 2345 6789') ?? '')).toBe('011 2345-6789');
  });
  it('keeps other countries international and unreadable text as stored', () => {
    expect(formatArPhone('+59821234567')).toBe('+598 2123 4567');
    expect(formatArPhone('hola')).toBe('hola');
  });
});
