import { describe, expect, it } from 'vitest';
import { partnerSessionMessages as m } from './classes-partner.web';

describe('a session’s places on the partner’s card', () => {
  it('says "lugar" for one place and "lugares" for any other number', () => {
    expect(m.places(0, 1)).toBe('0 de 1 lugar reservado');
    expect(m.places(1, 1)).toBe('1 de 1 lugar reservado');
    expect(m.places(0, 2)).toBe('0 de 2 lugares reservados');
    expect(m.places(3, 10)).toBe('3 de 10 lugares reservados');
  });
});
