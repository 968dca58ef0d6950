import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  ACTIVITY_PRIORITY,
  foldWords,
  illustrationUrl,
  illustrationUrlOf,
  mainActivityOf,
  type IllustrationSlug,
} from './illustration';
import { SERVICE_NAMES } from '../../server/modules/imports/text/services';

const services = (...names: string[]) => names.map((name) => ({ name }));
const ILLUSTRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../web/public/illustrations',
);
const ALL_SLUGS: readonly IllustrationSlug[] = [...ACTIVITY_PRIORITY, 'club'];

describe('mainActivityOf', () => {
  it('reads the activity from a word of the name, accent- and case-insensitively', () => {
    expect(mainActivityOf({ name: 'Club Náutico Hacoaj' })).toBe('natacion');
    expect(mainActivityOf({ name: 'Escuela de NATACION Delfín' })).toBe('natacion');
    expect(mainActivityOf({ name: 'Lawn Tennis' })).toBe('tenis');
    expect(mainActivityOf({ name: 'Tenis Club Argentino' })).toBe('tenis');
    expect(mainActivityOf({ name: 'Lugano Football Club' })).toBe('futbol');
    expect(mainActivityOf({ name: 'Sacachispas Fútbol Club' })).toBe('futbol');
    expect(mainActivityOf({ name: 'Liga de Básquet del Oeste' })).toBe('basquet');
    expect(mainActivityOf({ name: 'Vóley Palermo' })).toBe('voley');
    expect(mainActivityOf({ name: 'Dojo Karate Do' })).toBe('artes-marciales');
    expect(mainActivityOf({ name: 'Judo Club Flores' })).toBe('artes-marciales');
    expect(mainActivityOf({ name: 'Taekwondo Caballito' })).toBe('artes-marciales');
    expect(mainActivityOf({ name: 'Almagro Boxing Club' })).toBe('artes-marciales');
    expect(mainActivityOf({ name: 'Escuela de Patín Artístico' })).toBe('patin');
    expect(mainActivityOf({ name: 'Estudio de Danzas Clásicas' })).toBe('danza');
    expect(mainActivityOf({ name: 'Yoga Palermo' })).toBe('yoga');
    expect(mainActivityOf({ name: 'Gimnasio Chacabuco' })).toBe('musculacion');
    expect(mainActivityOf({ name: 'Gym Fitness Center' })).toBe('musculacion');
  });

  it('takes the activity named first in the name', () => {
    expect(mainActivityOf({ name: 'Club de Gimnasia y Esgrima de Buenos Aires' })).toBe('gimnasia');
    expect(mainActivityOf({ name: 'Fútbol y Natación Boedo' })).toBe('futbol');
  });

  it('does not read an activity inside another word', () => {
    expect(mainActivityOf({ name: 'Voluntarios sin Fronteras' })).toBe('club');
    expect(mainActivityOf({ name: 'Club Atlético Boxer Ville' })).toBe('club');
  });

  it('prefers the name over the services', () => {
    expect(
      mainActivityOf({ name: 'Lawn Tennis', services: services('Musculación', 'Natación', 'Fútbol') }),
    ).toBe('tenis');
  });

  it('picks the services by the documented priority when the name says nothing', () => {
    const gym = (...names: string[]) =>
      mainActivityOf({ name: 'Club Atlético Vecinal', services: services(...names) });
    expect(gym('Fútbol', 'Artes marciales', 'Natación', 'Tenis')).toBe('natacion');
    expect(gym('Fútbol', 'Tenis', 'Básquet')).toBe('tenis');
    expect(gym('Vóley', 'Básquet')).toBe('basquet');
    expect(gym('Patín', 'Vóley')).toBe('voley');
    expect(gym('Gimnasia', 'Patín')).toBe('patin');
    expect(gym('Artes marciales', 'Gimnasia')).toBe('gimnasia');
    expect(gym('Danza', 'Boxeo')).toBe('artes-marciales');
    expect(gym('Yoga', 'Danza')).toBe('danza');
    expect(gym('Musculación', 'Pilates')).toBe('yoga');
    expect(gym('Fútbol', 'Funcional')).toBe('musculacion');
    expect(gym('Fútbol', 'Ajedrez')).toBe('futbol');
  });

  it('maps the related services of the catalogue onto the drawn activities', () => {
    const drawnAs: Record<string, IllustrationSlug> = {
      Buceo: 'natacion',
      Náutica: 'natacion',
      Paddle: 'tenis',
      'Tenis de mesa': 'tenis',
      'Pelota paleta': 'tenis',
      Cestoball: 'basquet',
      Boxeo: 'artes-marciales',
      Pilates: 'yoga',
      Aeróbica: 'musculacion',
      'Ciclismo indoor': 'musculacion',
      Hockey: 'club',
      Ajedrez: 'club',
    };
    for (const [name, slug] of Object.entries(drawnAs)) {
      expect(mainActivityOf({ name: 'Sociedad de Fomento', services: services(name) }), name).toBe(slug);
    }
  });

  it('draws each main activity of the service vocabulary with its own illustration', () => {
    const expected: Record<string, IllustrationSlug> = {
      Natación: 'natacion',
      Fútbol: 'futbol',
      'Artes marciales': 'artes-marciales',
      Musculación: 'musculacion',
      Danza: 'danza',
      Tenis: 'tenis',
      Básquet: 'basquet',
      Vóley: 'voley',
      Patín: 'patin',
      Gimnasia: 'gimnasia',
      Yoga: 'yoga',
    };
    for (const [service, slug] of Object.entries(expected)) {
      expect(SERVICE_NAMES).toContain(service);
      expect(mainActivityOf({ name: 'Club', services: services(service) })).toBe(slug);
    }
  });

  it('falls back to the generic club (map pins carry no services)', () => {
    expect(mainActivityOf({ name: 'Club Atlético River Plate' })).toBe('club');
    expect(mainActivityOf({ name: '', services: [] })).toBe('club');
  });
});

describe('illustration URLs', () => {
  it('points at the static drawing of the activity', () => {
    expect(illustrationUrl('artes-marciales')).toBe('/illustrations/artes-marciales.svg');
    expect(illustrationUrlOf({ name: 'Club Náutico Hacoaj', services: [] })).toBe(
      '/illustrations/natacion.svg',
    );
  });

  it('folds accents and case', () => {
    expect(foldWords('Náutico ÑANDÚ Vóley')).toBe('nautico nandu voley');
  });
});

describe('the drawings in public/illustrations', () => {
  it('has exactly one file per slug', () => {
    const files = readdirSync(ILLUSTRATIONS_DIR).sort();
    expect(files).toEqual(ALL_SLUGS.map((slug) => `${slug}.svg`).sort());
  });

  it.each(ALL_SLUGS)('%s.svg is a small self-contained SVG without text', (slug) => {
    const svg = readFileSync(path.join(ILLUSTRATIONS_DIR, `${slug}.svg`), 'utf8');
    expect(Buffer.byteLength(svg)).toBeLessThan(4096);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 320 180">/);
    expect(svg).not.toMatch(/<text|<script|<image|<foreignObject|@import|url\((?!#)/i);
    // The only address is the SVG namespace; references stay inside the file (href="#…").
    expect(svg.match(/https?:\/\/[^"]*/g)).toEqual(['http://www.w3.org/2000/svg']);
    expect(svg.match(/href="[^#][^"]*"/g)).toBeNull();
  });
});
