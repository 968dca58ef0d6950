import { describe, expect, it } from 'vitest';
import { SERVICE_NAMES } from '../text/services';
import { OSM_SERVICE_TAGS, servicesFromOsmTags, servicesFromText } from './tags';

describe('OSM sport/leisure → services', () => {
  it('maps every value to a service of the vocabulary', () => {
    for (const service of Object.values(OSM_SERVICE_TAGS)) expect(SERVICE_NAMES).toContain(service);
  });

  it.each([
    [{ leisure: 'fitness_centre' }, ['Musculación']],
    [{ sport: 'yoga' }, ['Yoga']],
    [{ sport: 'swimming', leisure: 'sports_centre' }, ['Gimnasia', 'Natación']],
    [{ sport: 'pilates;boxing;martial_arts' }, ['Pilates', 'Boxeo', 'Artes marciales']],
    [{ sport: 'fitness; Yoga ' }, ['Musculación', 'Yoga']],
    [{ leisure: 'park' }, []],
  ])('%j → %j', (tags, services) => {
    expect(servicesFromOsmTags(tags).services).toEqual(services);
  });

  it('reports the sport values it does not know', () => {
    expect(servicesFromOsmTags({ sport: 'fitness;curling' })).toEqual({
      services: ['Musculación'],
      unknown: ['curling'],
    });
  });

  it('reads free text in Spanish and OSM values', () => {
    expect(servicesFromText('Natación, artes marciales - Pilates')).toEqual([
      'Pilates',
      'Natación',
      'Artes marciales',
    ]);
    expect(servicesFromText('yoga;table_tennis')).toEqual(['Yoga', 'Tenis de mesa']);
  });
});
