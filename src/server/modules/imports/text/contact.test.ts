import { describe, expect, it } from 'vitest';
import { cleanPhone, cleanText, facebookUrl, firstEmail, websiteUrl } from './contact';

describe('cleanText', () => {
  it('turns literal \\u escapes into characters (barrio "Nu\\u00f1ez")', () => {
    expect(cleanText('Nu\\u00f1ez')).toBe('Nuñez');
  });
  it('collapses whitespace and line breaks and drops stray quotes at the ends', () => {
    expect(cleanText('Bartolome Mitre 1149\r\n\r\n')).toBe('Bartolome Mitre 1149');
    expect(cleanText('Honorio Pueyrredon 1552 7º C" "')).toBe('Honorio Pueyrredon 1552 7º C');
    expect(cleanText('Cervantes  1734')).toBe('Cervantes 1734');
    expect(cleanText('Club "El Fuerte"')).toBe('Club "El Fuerte"');
    expect(cleanText('"Los" Andes ')).toBe('"Los" Andes');
  });
  it('gives null for empty cells', () => {
    expect(cleanText('  ')).toBeNull();
    expect(cleanText(undefined)).toBeNull();
  });
});

describe('cleanPhone', () => {
  it.each([
    ['4394-2409', '4394-2409'],
    ['4-300-8965 / 4-300-8902', '4300-8965 / 4300-8902'],
    ['4772-1744/4507/9769', '4772-1744 / 4772-4507 / 4772-9769'],
    ['4382-4395/ 0031', '4382-4395 / 4382-0031'],
    ['4901-1061/63', '4901-1061 / 4901-1063'],
    ['4952-5887    4953-4117/2914    4952-5880', '4952-5887 / 4953-4117 / 4953-2914 / 4952-5880'],
    ['4773-2820 int.128 (de 15hs a 20hs)\r\n\r\n', '4773-2820'],
    ['Conmutador: 4788-8400/3303/5073\r\n', '4788-8400 / 4788-3303 / 4788-5073'],
    ['4501-1518 int. 11 y 12  FAX: 4501-2438', '4501-1518 / 4501-2438'],
    ['4956-0487  (desde las 17.30 hs)', '4956-0487'],
    ['4774-5476 ó 4776-2992', '4774-5476 / 4776-2992'],
    ['450-41065', '4504-1065'],
    ['4307-163', '4307-163'],
    ['4584-2822-4581-0846', '4584-2822 / 4581-0846'],
  ])('%j → %s', (input, expected) => {
    expect(cleanPhone(input)).toBe(expected);
  });

  it('gives null for "S/T" (sin teléfono) and empty cells', () => {
    expect(cleanPhone('S/T')).toBeNull();
    expect(cleanPhone('')).toBeNull();
  });
});

describe('firstEmail', () => {
  it('takes the first valid address, lower-cased', () => {
    expect(firstEmail('info@cpf.org.ar - cpf@iplnmail.com.ar')).toBe('info@cpf.org.ar');
    expect(firstEmail('pinocho@overnet.com.ar; clubpinocho@hotmail.com')).toBe('pinocho@overnet.com.ar');
    expect(firstEmail('administracion@cnb.org.ar    -    secretaria@cnb.org.ar')).toBe(
      'administracion@cnb.org.ar',
    );
    expect(firstEmail('Secretaria@Example.COM')).toBe('secretaria@example.com');
  });
  it('skips invalid addresses', () => {
    expect(firstEmail('clubespañol@speedy.com.ar')).toBeNull();
    expect(firstEmail('no tiene')).toBeNull();
  });
});

describe('websiteUrl', () => {
  it('makes bare hosts absolute http URLs', () => {
    expect(websiteUrl('www.cpf.org.ar')).toBe('http://www.cpf.org.ar/');
    expect(websiteUrl('www.tenisclubargentino.com/')).toBe('http://www.tenisclubargentino.com/');
  });
  it('keeps a given scheme, fixes "www.www." and takes the first address', () => {
    expect(websiteUrl('https://example.org/club')).toBe('https://example.org/club');
    expect(websiteUrl('www.www.argentinodeajedrez.org.ar')).toBe('http://www.argentinodeajedrez.org.ar/');
    expect(websiteUrl('www.clubdyscolegiales.com.ar  y  twitter: @ccolegiales')).toBe(
      'http://www.clubdyscolegiales.com.ar/',
    );
    expect(websiteUrl('www.argentinosjuniors.com.ar - www.eltemplodelfútbol.com.ar')).toBe(
      'http://www.argentinosjuniors.com.ar/',
    );
  });
  it('gives null when there is no address', () => {
    expect(websiteUrl('')).toBeNull();
    expect(websiteUrl('sin web')).toBeNull();
  });
});

describe('facebookUrl', () => {
  it('searches Facebook for a page name', () => {
    expect(facebookUrl('Club Círculo Policía Federal')).toBe(
      'https://www.facebook.com/search/top?q=Club%20C%C3%ADrculo%20Polic%C3%ADa%20Federal',
    );
  });
  it('drops category notes and keeps the first line', () => {
    expect(facebookUrl('Club Náutico Buchardo - Sede Núñez\r\nClub deportivo')).toBe(
      `https://www.facebook.com/search/top?q=${encodeURIComponent('Club Náutico Buchardo - Sede Núñez')}`,
    );
    expect(facebookUrl('Facebook | Ugab-Deportes')).toBe(
      'https://www.facebook.com/search/top?q=Ugab%20Deportes',
    );
    expect(facebookUrl('Club Náutico Hacoaj - Sitio Oficial Organización sin fines de lucro')).toBe(
      `https://www.facebook.com/search/top?q=${encodeURIComponent('Club Náutico Hacoaj')}`,
    );
    expect(facebookUrl('AAAJOficial')).toBe('https://www.facebook.com/search/top?q=AAAJOficial');
  });
  it('keeps real Facebook addresses as https URLs', () => {
    expect(facebookUrl('FACEBOOK.COM/SBARRACAS')).toBe('https://www.facebook.com/SBARRACAS');
    expect(facebookUrl('https://m.facebook.com/clubx')).toBe('https://www.facebook.com/clubx');
  });
  it('gives null for an empty cell', () => {
    expect(facebookUrl('')).toBeNull();
    expect(facebookUrl(undefined)).toBeNull();
  });
});
