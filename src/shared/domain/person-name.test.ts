import { describe, expect, it } from 'vitest';
import { displayName, firstName, splitFullName } from './person-name';

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

describe('a full name split into "Nombre" and "Apellido"', () => {
  it('takes the last word as the surname and keeps compound first names whole', () => {
    expect(splitFullName('Lucía Gómez')).toEqual({ given: 'Lucía', surname: 'Gómez' });
    expect(splitFullName('  María  José   Pérez ')).toEqual({ given: 'María José', surname: 'Pérez' });
  });
  it('keeps the particles with the surname', () => {
    expect(splitFullName('Juan de la Torre')).toEqual({ given: 'Juan', surname: 'de la Torre' });
    expect(splitFullName('Ana van der Berg')).toEqual({ given: 'Ana', surname: 'van der Berg' });
    expect(splitFullName('Pedro del Valle')).toEqual({ given: 'Pedro', surname: 'del Valle' });
  });
  it('leaves the surname blank for one word or a blank name', () => {
    expect(splitFullName('Cher')).toEqual({ given: 'Cher', surname: '' });
    expect(splitFullName('   ')).toEqual({ given: '', surname: '' });
    expect(splitFullName(null)).toEqual({ given: '', surname: '' });
  });
});
