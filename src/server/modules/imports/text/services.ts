/**
 * The service vocabulary and the keyword rules that map the free text of the clubs file onto it
 * (ADR 0004 "Services"; `data/seed/caba_clubes.csv` columns `actividade` = activities and
 * `instalacio` = facilities, see data/seed/SOURCE.md). Matching is case- and accent-insensitive.
 * @module
 */

/**
 * Every service name, in display order. The first names are the common gym offers; the rest cover the
 * other sports that the clubs file names often enough (pelota paleta, bochas, golf, equitación…).
 */
export const SERVICE_NAMES = [
  'Musculación',
  'Funcional',
  'Aeróbica',
  'Ciclismo indoor',
  'Pilates',
  'Yoga',
  'Gimnasia',
  'Danza',
  'Natación',
  'Buceo',
  'Boxeo',
  'Artes marciales',
  'Esgrima',
  'Fútbol',
  'Básquet',
  'Vóley',
  'Hockey',
  'Handball',
  'Rugby',
  'Cestoball',
  'Béisbol',
  'Tenis',
  'Paddle',
  'Squash',
  'Tenis de mesa',
  'Bádminton',
  'Pelota paleta',
  'Patín',
  'Atletismo',
  'Ciclismo',
  'Escalada',
  'Equitación',
  'Golf',
  'Náutica',
  'Tiro',
  'Arquería',
  'Bochas',
  'Bowling',
  'Ajedrez',
  'Colonia de vacaciones',
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * A keyword rule. `activities` is tested on the activities text; `facilities` on the facilities text
 * (`'same'` = the same pattern; absent = never, for words that mean something else there, e.g.
 * "gimnasio" is a sports hall in a facilities list but a weights room in an activities list).
 * Patterns see lower-case text without accents ("Fútbol" → "futbol", "Ñ" → "n").
 */
interface ServiceRule {
  service: ServiceName;
  activities: RegExp;
  facilities?: RegExp | 'same';
}

const RULES: readonly ServiceRule[] = [
  {
    service: 'Musculación',
    activities:
      /musculaci|\bpesas\b|aparatos|fisicoculturismo|levant\w*\.? olimpico|nautilus|\bgimn?asios?\b/,
    facilities: /musculaci|\bpesas\b|aparatos/,
  },
  {
    service: 'Funcional',
    activities: /funcional|cross ?(?:training|fit)|deport training|acond\w*\.? fisico|fitness/,
  },
  {
    service: 'Aeróbica',
    activities: /aerob|aerolocal|localizada|\bstep\b|body ?(?:pump|combat)|zumba|modeladora|tae ?bo\b/,
  },
  { service: 'Ciclismo indoor', activities: /indoor|spinn?ing|bicicleta/ },
  { service: 'Pilates', activities: /pilates/ },
  { service: 'Yoga', activities: /\byoga\b/ },
  {
    service: 'Gimnasia',
    activities:
      /gimnasia|\bgimn\b|\bgim\b(?!\.? ?(?:de )?musculaci)|acrobac|\btelas?\b|trapecio|\bcirco\b|stre?tching|flexibilidad|postural/,
  },
  {
    service: 'Danza',
    activities:
      /\bdanz|\bbail|\btango\b|folkl?or|folclor|\bsalsa\b|merengue|bachata|ritmos latinos|hip ?hop|\bjazz\b|\barabes?\b|\btap\b|flamenco|regg?[ae]+ton|rock and roll|\baxe\b|ball?room|murga|gimdance/,
  },
  {
    service: 'Natación',
    activities:
      /nataci|natatorio|pileta|piscina|a(?:c?q|c)ua ?gym|waterpolo|nado sincronizado|aguas abiertas|guardavida/,
    facilities: /natatorio|pileta|piscina/,
  },
  { service: 'Buceo', activities: /buceo/ },
  { service: 'Boxeo', activities: /(?<!kick ?)\bbox(?:eo|ing)?\b/, facilities: 'same' },
  {
    service: 'Artes marciales',
    activities:
      /artes marciales|taekwon ?do|karate|katate|\bjudo\b|\byudo\b|kung[ -]?fu|aikido|jiu[ -]?jit[ -]?su|ninjutsu|\bk[eu]n?do\b|capoeira|sipalki|mua[iy] ?t(?:h)?ai|kick ?bo(?:x|k)|full contact|defensa personal|\bmma\b|\blucha\b|\bsanda\b|w[iu]n?shu|chaiu|tai[ -]?chi|yin tao|hapkido|krav maga/,
    facilities: /tatami|\bjudo\b/,
  },
  { service: 'Esgrima', activities: /esgrima/ },
  {
    service: 'Fútbol',
    activities: /futbol|futsal|futball|football|\bbaby\b|\bpapi\b|\bfafi\b|\bfefi\b|fefutin/,
    facilities: /futbol|futsal|\bbaby\b/,
  },
  { service: 'Básquet', activities: /basquet|basket/, facilities: 'same' },
  { service: 'Vóley', activities: /\bvol+e[iy]/, facilities: 'same' },
  { service: 'Hockey', activities: /hockey/, facilities: 'same' },
  { service: 'Handball', activities: /\bhandb[ao]ll?\b|balonmano/, facilities: 'same' },
  { service: 'Rugby', activities: /rugby/, facilities: 'same' },
  { service: 'Cestoball', activities: /cestob|netball/, facilities: 'same' },
  { service: 'Béisbol', activities: /beisb|softb/, facilities: 'same' },
  { service: 'Tenis', activities: /\btenn?is\b(?! de mesa)/, facilities: 'same' },
  { service: 'Paddle', activities: /\bpadd?(?:el|le)\b/, facilities: 'same' },
  { service: 'Squash', activities: /squash/, facilities: 'same' },
  { service: 'Tenis de mesa', activities: /tenis de mesa|ping ?-?pong/ },
  { service: 'Bádminton', activities: /badminton/ },
  { service: 'Pelota paleta', activities: /paleta|fronton|trinquete/, facilities: 'same' },
  { service: 'Patín', activities: /\bpatin(?:aje)?\b|\brollers?\b/, facilities: /\bpatin\b/ },
  { service: 'Atletismo', activities: /atletismo|carreras de calle|running/, facilities: 'same' },
  { service: 'Ciclismo', activities: /ciclismo/ },
  { service: 'Escalada', activities: /escalada/ },
  { service: 'Equitación', activities: /equitaci|hipismo|equino/, facilities: /hipismo|caballerizas/ },
  { service: 'Golf', activities: /\bgolf\b/, facilities: 'same' },
  { service: 'Náutica', activities: /nautic|\bvela\b|canotaje|\bremo\b|kayak|timonel/ },
  { service: 'Tiro', activities: /\btiro\b/ },
  { service: 'Arquería', activities: /arquer/ },
  { service: 'Bochas', activities: /\bbochas?\b|\bbolos\b/, facilities: 'same' },
  { service: 'Bowling', activities: /bowling/ },
  { service: 'Ajedrez', activities: /ajedrez/ },
  { service: 'Colonia de vacaciones', activities: /colonia/ },
];

/** Lower-cases and strips accents (NFD, combining marks removed): "Natación Ñ" → "natacion n". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ');
}

/**
 * Maps a club's activities and facilities texts onto service names.
 * @param activities - free text of the `actividade` column (may be empty)
 * @param facilities - free text of the `instalacio` column (may be empty); only rules that mean the
 *   same thing for a facility apply ("natatorio" → Natación, "canchas de tenis" → Tenis)
 * @returns the matched services, without repeats, in {@link SERVICE_NAMES} order
 */
export function mapServices(activities: string | null, facilities: string | null = null): ServiceName[] {
  const a = foldText(activities ?? '');
  const f = foldText(facilities ?? '');
  const found = new Set<ServiceName>();
  for (const rule of RULES) {
    const facilityPattern = rule.facilities === 'same' ? rule.activities : rule.facilities;
    if (rule.activities.test(a) || (facilityPattern !== undefined && facilityPattern.test(f)))
      found.add(rule.service);
  }
  return SERVICE_NAMES.filter((name) => found.has(name));
}
