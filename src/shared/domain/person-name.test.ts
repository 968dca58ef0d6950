import { describe, expect, it } from 'vitest';
import { displayName, firstName } from './person-name';

describe('person names shown to others', () => {
  it('keeps the first name and the initial of the last word', () => {
    expect(displayName('Lucía Gómez')).toBe('Lucía G.');
    expect(displayName('  María  José   Ñandú ')).toBe('María Ñ.');
    expect(displayName('lucía álvarez')).toBe('lucía Á.');
    expect(displayName('Cher')).toBe('Cher');
    expect(displayName('   ')).toBe('');
    expect(displayName(null)).toBe('');
  });
  it('gives the first word', () => {
    expect(firstName('Lucía Gómez')).toBe('Lucía');
    expect(firstName(undefined)).toBe('');
  });
});
