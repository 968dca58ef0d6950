/**
 * Our services from open data (ADR 0025 "Import"): the ONE table of OpenStreetMap `sport=*` and
 * `leisure=*` values (https://wiki.openstreetmap.org/wiki/Key:sport, Key:leisure) mapped to the service
 * vocabulary (`SERVICE_NAMES`), and free-text activities (Spanish, "natación, pilates") through the
 * seed's rules (`mapServices`).
 * @module
 */
import { mapServices, SERVICE_NAMES, type ServiceName } from '../text/services';

/** OSM `sport=*` / `leisure=*` value → our service. Values not listed give no service. */
export const OSM_SERVICE_TAGS: Readonly<Record<string, ServiceName>> = {
  // leisure=*
  fitness_centre: 'Musculación',
  fitness_station: 'Funcional',
  sports_centre: 'Gimnasia',
  swimming_pool: 'Natación',
  ice_rink: 'Patín',
  // sport=*
  fitness: 'Musculación',
  weightlifting: 'Musculación',
  bodybuilding: 'Musculación',
  crossfit: 'Funcional',
  functional_training: 'Funcional',
  aerobics: 'Aeróbica',
  indoor_cycling: 'Ciclismo indoor',
  spinning: 'Ciclismo indoor',
  pilates: 'Pilates',
  yoga: 'Yoga',
  gymnastics: 'Gimnasia',
  dance: 'Danza',
  swimming: 'Natación',
  scuba_diving: 'Buceo',
  boxing: 'Boxeo',
  kickboxing: 'Boxeo',
  martial_arts: 'Artes marciales',
  karate: 'Artes marciales',
  judo: 'Artes marciales',
  taekwondo: 'Artes marciales',
  aikido: 'Artes marciales',
  jiu_jitsu: 'Artes marciales',
  brazilian_jiu_jitsu: 'Artes marciales',
  kung_fu: 'Artes marciales',
  mma: 'Artes marciales',
  fencing: 'Esgrima',
  soccer: 'Fútbol',
  futsal: 'Fútbol',
  basketball: 'Básquet',
  volleyball: 'Vóley',
  beachvolleyball: 'Vóley',
  field_hockey: 'Hockey',
  hockey: 'Hockey',
  handball: 'Handball',
  rugby: 'Rugby',
  rugby_union: 'Rugby',
  baseball: 'Béisbol',
  tennis: 'Tenis',
  padel: 'Paddle',
  squash: 'Squash',
  table_tennis: 'Tenis de mesa',
  badminton: 'Bádminton',
  pelota: 'Pelota paleta',
  roller_skating: 'Patín',
  skating: 'Patín',
  athletics: 'Atletismo',
  running: 'Atletismo',
  cycling: 'Ciclismo',
  climbing: 'Escalada',
  bouldering: 'Escalada',
  equestrian: 'Equitación',
  golf: 'Golf',
  sailing: 'Náutica',
  rowing: 'Náutica',
  canoe: 'Náutica',
  shooting: 'Tiro',
  archery: 'Arquería',
  boules: 'Bochas',
  bowls: 'Bochas',
  bowling: 'Bowling',
  '10pin': 'Bowling',
  chess: 'Ajedrez',
};

/**
 * Services of an OSM element from its tags: each `;`-separated value of `sport` and the `leisure` value.
 * @param tags The element's tags.
 * @returns services without repeats, in `SERVICE_NAMES` order, and the sport values left unknown.
 */
export function servicesFromOsmTags(tags: Readonly<Record<string, unknown>>): {
  services: ServiceName[];
  unknown: string[];
} {
  const found = new Set<ServiceName>();
  const unknown: string[] = [];
  const sports = typeof tags.sport === 'string' ? tags.sport.split(';') : [];
  for (const raw of sports) {
    const value = raw.trim().toLowerCase();
    if (value === '') continue;
    const service = OSM_SERVICE_TAGS[value];
    if (service) found.add(service);
    else unknown.push(value);
  }
  if (typeof tags.leisure === 'string') {
    const service = OSM_SERVICE_TAGS[tags.leisure.trim().toLowerCase()];
    if (service) found.add(service);
  }
  return { services: SERVICE_NAMES.filter((s) => found.has(s)), unknown };
}

/**
 * Services of a free-text activities cell: OSM values (`yoga;pilates`) through {@link OSM_SERVICE_TAGS},
 * and Spanish words (`natación, artes marciales`) through the seed's rules.
 * @returns services without repeats, in `SERVICE_NAMES` order.
 */
export function servicesFromText(text: string): ServiceName[] {
  const found = new Set<ServiceName>(mapServices(text));
  for (const part of text.split(/[;,]/)) {
    const service = OSM_SERVICE_TAGS[part.trim().toLowerCase().replace(/\s+/g, '_')];
    if (service) found.add(service);
  }
  return SERVICE_NAMES.filter((s) => found.has(s));
}
