import { describe, expect, it } from 'vitest';
import { directionsUrl, emailSegments, safeExternalUrl, telHref } from './contact';
import { formatPhone, phoneSegments } from './phones';

describe('contact links', () => {
  it('makes Buenos Aires tel: links', () => {
    expect(telHref('4394-2409')).toBe('tel:+541143942409');
    expect(telHref('(011) 4394-2409')).toBe('tel:+541143942409');
    expect(telHref('11 4394 2409')).toBe('tel:+541143942409');
    expect(telHref('+54 9 11 4394-2409')).toBe('tel:+5491143942409');
  });

  it('linkifies each phone number of a free-text field', () => {
    const segments = phoneSegments('4952-5887    4953-4117/2914    4952-5880');
    expect(segments.filter((s) => s.href).map((s) => [s.text, s.href])).toEqual([
      ['011 4952-5887', 'tel:+541149525887'],
      ['011 4953-4117', 'tel:+541149534117'],
      ['011 4952-5880', 'tel:+541149525880'],
    ]);
    expect(segments.map((s) => s.text).join('')).toBe('011 4952-5887    011 4953-4117/2914    011 4952-5880');
    expect(phoneSegments('sin teléfono')).toEqual([{ text: 'sin teléfono' }]);
  });

  it('shows the three ways the data writes phones one way, the national format', () => {
    expect(formatPhone('+541149312200')).toBe('011 4931-2200');
    expect(formatPhone('+54 11 2345 6789')).toBe('011 2345-6789');
    expect(formatPhone('4832-1313')).toBe('011 4832-1313');
    expect(formatPhone('(011) 4394-2409')).toBe('011 4394-2409');
    expect(formatPhone('+54 9 11 2345-6789')).toBe('011 15-2345-6789');
    expect(formatPhone('123')).toBe('123');
    expect(phoneSegments('+541149312200')).toEqual([{ text: '011 4931-2200', href: 'tel:+541149312200' }]);
  });

  it('linkifies each e-mail address', () => {
    expect(emailSegments('info@cpf.org.ar - cpf@iplnmail.com.ar')).toEqual([
      { text: 'info@cpf.org.ar', href: 'mailto:info@cpf.org.ar' },
      { text: ' - ' },
      { text: 'cpf@iplnmail.com.ar', href: 'mailto:cpf@iplnmail.com.ar' },
    ]);
  });

  it('accepts only http(s) links', () => {
    expect(safeExternalUrl('www.cpf.org.ar')).toBe('https://www.cpf.org.ar/');
    expect(safeExternalUrl('http://club.com.ar/socios?x=1')).toBe('http://club.com.ar/socios?x=1');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('Club Círculo Policía Federal')).toBeNull();
    expect(safeExternalUrl('')).toBeNull();
    expect(safeExternalUrl(undefined)).toBeNull();
  });

  it('builds Google Maps directions to the destination coordinates', () => {
    const url = new URL(directionsUrl(-34.6038, -58.3736));
    expect(url.origin + url.pathname).toBe('https://www.google.com/maps/dir/');
    expect(url.searchParams.get('api')).toBe('1');
    expect(url.searchParams.get('destination')).toBe('-34.6038,-58.3736');
  });
});
