import { describe, expect, it } from 'vitest';
import { loadClubs } from '../../../seed/clubs';
import { foldText, mapServices, SERVICE_NAMES } from './services';

describe('foldText', () => {
  it('lower-cases and strips accents', () => {
    expect(foldText('Natación  ÑANDÚ Vóley')).toBe('natacion nandu voley');
  });
});

describe('mapServices', () => {
  it.each([
    [
      'futsal, patin, voley, hockey, natacion, artes marciales',
      ['Natación', 'Artes marciales', 'Fútbol', 'Vóley', 'Hockey', 'Patín'],
    ],
    [
      'baby fútbol - patin - karate - taekwondo - kick boxing - tenis de mesa',
      ['Artes marciales', 'Fútbol', 'Tenis de mesa', 'Patín'],
    ],
    ['Gimnasio de aparatos', ['Musculación']],
    ['pesas, fisicoculturismo, Levant. Olímpico', ['Musculación']],
    ['gimnasia con aparatos', ['Musculación', 'Gimnasia']],
    ['entrenamiento funcional, Cross training, fitness', ['Funcional']],
    ['Aeróbica y Localizada, Body Pump, aerobox, zumba', ['Aeróbica']],
    ['Indoor Cycle, spining, indoor bike', ['Ciclismo indoor']],
    ['Gim. Musculación', ['Musculación']],
    ['Gim. Artística Fem. y Masc.', ['Gimnasia']],
    ['acrobacia con telas, tela y trapecio', ['Gimnasia']],
    ['Clases de tango, salsa, bachata, hip hop, danzas árabes, folklore', ['Danza']],
    ['Acuagym, Acquagym, Aquagym, waterpolo', ['Natación']],
    ['Boxeo federado', ['Boxeo']],
    ['kickbox, Kick Boking, Muay Thai, muai tai, full contact', ['Artes marciales']],
    [
      'judo, yudo, karate do, katate, kung-fu, Kungfu, aikido, Jiu Jit Su, ninjutsu, kendo, capoeira, sipalki',
      ['Artes marciales'],
    ],
    ['Chaiu-Do-Kwan, TaiChiChuan, tai-chi-chuan, defensa personal, MMA, lucha', ['Artes marciales']],
    ['Esgrima y de Bastón', ['Esgrima']],
    ['baby, FAFI, papi fútbol, fútbol 5, futball', ['Fútbol']],
    ['Básquet, basket, Basquetbol', ['Básquet']],
    ['Volley Femenino, voleybol, vóley', ['Vóley']],
    ['handbol, Hándbol, Handball', ['Handball']],
    ['Cestoball, cestobal, Netball', ['Cestoball']],
    ['Béisbol, beisball, softbol', ['Béisbol']],
    ['tenis', ['Tenis']],
    ['tenis de mesa, ping pong', ['Tenis de mesa']],
    ['pádel, paddle, padel', ['Paddle']],
    ['Pelota a Paleta, pelota-paleta', ['Pelota paleta']],
    ['Patín artístico, rollers', ['Patín']],
    ['hockey sobre patines', ['Hockey']],
    ['carreras de calle de atletismo', ['Atletismo']],
    ['Actividades de Ciclismo', ['Ciclismo']],
    ['hipismo - escuela de equitacion - equinoterapia', ['Equitación']],
    ['Vela, Náutica, canotaje, Curso de Timonel', ['Náutica']],
    ['Arquería, tiro', ['Tiro', 'Arquería']],
    ['bochas, Bolos celtas', ['Bochas']],
    ['Colonia de vacaciones', ['Colonia de vacaciones']],
    ['Ajedrez y Go', ['Ajedrez']],
    [
      'buceo deportivo, escalada en roca, squash, badminton, golf, bowling',
      ['Buceo', 'Squash', 'Bádminton', 'Escalada', 'Golf', 'Bowling'],
    ],
  ])('%s', (activities, expected) => {
    expect(mapServices(activities)).toEqual(expected);
  });

  it('reads only unambiguous words in the facilities text', () => {
    expect(mapServices('', 'salon - natatorio')).toEqual(['Natación']);
    expect(mapServices('', '24 canchas tenis ladrillo - cancha de paddle - Tatami de judo')).toEqual([
      'Artes marciales',
      'Tenis',
      'Paddle',
    ]);
    // "gimnasio" is a sports hall and "Gim." a hall abbreviation in a facilities list.
    expect(mapServices('', '3 gimnasios - 4 Gim. Activ. Gimnásticas y Recreativas')).toEqual([]);
    expect(mapServices(null, 'Sin instalaciones.')).toEqual([]);
  });

  it('maps nothing for non-sport activities', () => {
    expect(mapServices('billar, juegos de salon, teatro, coro')).toEqual([]);
    expect(mapServices('caza y pesca')).toEqual([]);
  });

  it('only returns names of the vocabulary, in vocabulary order', () => {
    const names = mapServices('yoga, natación, fútbol, musculación');
    expect(names).toEqual(['Musculación', 'Yoga', 'Natación', 'Fútbol']);
    for (const name of names) expect(SERVICE_NAMES).toContain(name);
  });

  it('maps at least 98% of the real clubs that list activities', async () => {
    const { clubs } = await loadClubs();
    const withActivities = clubs.filter((c) => c.hasActivities);
    const mapped = withActivities.filter((c) => c.services.length > 0);
    expect(withActivities.length).toBe(283);
    expect(mapped.length / withActivities.length).toBeGreaterThanOrEqual(0.98);
  });
});
