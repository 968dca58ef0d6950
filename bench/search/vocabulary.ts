/**
 * Word lists of the synthetic catalogue: service vocabulary with Zipf-like weights, Buenos Aires
 * barrios and streets, and the words gym names are made of. Pure data, no I/O.
 * @module
 */

/**
 * The service vocabulary, most common first. The first 14 are the names of the real-data importer
 * (ADR 0004); the rest are common gym offers. Frequencies follow Zipf (weight 1/rank).
 */
export const SERVICE_NAMES = [
  'Musculación',
  'Funcional',
  'Natación',
  'Yoga',
  'Pilates',
  'Boxeo',
  'Artes marciales',
  'Fútbol',
  'Básquet',
  'Vóley',
  'Tenis',
  'Patín',
  'Gimnasia',
  'Danza',
  'Spinning',
  'Crossfit',
  'Zumba',
  'Kickboxing',
  'Hockey',
  'Escalada',
] as const;

/** Zipf weight of the service at 0-based `rank`: 1 / (rank + 1). */
export const serviceWeight = (rank: number): number => 1 / (rank + 1);

/** The 48 barrios of the City of Buenos Aires plus nearby localities of Greater Buenos Aires. */
// prettier-ignore
export const BARRIOS = [
  'Agronomía', 'Almagro', 'Balvanera', 'Barracas', 'Belgrano', 'Boedo', 'Caballito', 'Chacarita',
  'Coghlan', 'Colegiales', 'Constitución', 'Flores', 'Floresta', 'La Boca', 'La Paternal', 'Liniers',
  'Mataderos', 'Monte Castro', 'Monserrat', 'Nueva Pompeya', 'Núñez', 'Palermo', 'Parque Avellaneda',
  'Parque Chacabuco', 'Parque Chas', 'Parque Patricios', 'Puerto Madero', 'Recoleta', 'Retiro', 'Saavedra',
  'San Cristóbal', 'San Nicolás', 'San Telmo', 'Vélez Sarsfield', 'Versalles', 'Villa Crespo',
  'Villa del Parque', 'Villa Devoto', 'Villa General Mitre', 'Villa Lugano', 'Villa Luro', 'Villa Ortúzar',
  'Villa Pueyrredón', 'Villa Real', 'Villa Riachuelo', 'Villa Santa Rita', 'Villa Soldati',
  'Villa Urquiza', 'Avellaneda', 'Lanús', 'Quilmes', 'Morón', 'Ramos Mejía', 'San Justo', 'Vicente López',
  'Olivos', 'San Isidro', 'Caseros', 'San Martín', 'Lomas de Zamora', 'Banfield', 'Haedo', 'Castelar',
  'Ituzaingó', 'Munro', 'Florida', 'Martínez', 'Bernal',
];

/** Street names for addresses. */
// prettier-ignore
export const STREETS = [
  'Av. Rivadavia', 'Av. Corrientes', 'Av. Santa Fe', 'Av. Cabildo', 'Av. Córdoba', 'Av. San Martín',
  'Av. Independencia', 'Av. Belgrano', 'Av. de Mayo', 'Av. Callao', 'Av. Pueyrredón',
  'Av. Scalabrini Ortiz', 'Av. Juan B. Justo', 'Av. Directorio', 'Av. Álvarez Thomas', 'Av. Triunvirato',
  'Av. Nazca', 'Av. La Plata', 'Av. Boedo', 'Av. Entre Ríos', 'Bolívar', 'Defensa', 'Perú', 'Chacabuco',
  'Piedras', 'Tacuarí', 'Salta', 'Lavalle', 'Tucumán', 'Viamonte', 'Paraguay', 'Charcas', 'Güemes',
  'Soler', 'Honduras', 'Gorriti', 'Cabrera', 'Thames', 'Malabia', 'Armenia', 'Gurruchaga', 'Serrano',
  'Acevedo', 'Warnes', 'Yatay', 'Díaz Vélez', 'Hidalgo', 'Acoyte', 'Emilio Mitre', 'Pedernera', 'Lacarra',
  'Cuenca', 'Gana', 'Bahía Blanca', 'Lope de Vega', 'Mosconi', 'Olazábal', 'Mendoza', 'Juramento',
  'Monroe', 'Blanco Encalada', 'Ciudad de la Paz', 'Zapiola', 'Conde', 'Freire', 'Amenábar',
];

/** Leading words of gym names (the category). */
// prettier-ignore
export const NAME_PREFIXES = [
  'Gimnasio', 'Club', 'Fitness', 'Gym', 'Centro', 'Estudio', 'Box', 'Academia', 'Complejo', 'Espacio',
  'Sport', 'Club Atlético', 'Club Social y Deportivo', 'Centro Deportivo', 'Sociedad de Fomento',
  'Polideportivo', 'Dojo', 'Natatorio', 'Training', 'Crossbox',
];

/** Evocative words for brand-like names. */
// prettier-ignore
export const NAME_WORDS = [
  'Titán', 'Fénix', 'Olimpo', 'Acero', 'Fuerza', 'Energía', 'Vital', 'Norte', 'Sur', 'Atlas', 'Espartano',
  'Zen', 'Pulso', 'Ritmo', 'Cuerpo', 'Movimiento', 'Activa', 'Hércules', 'Aquiles', 'Cóndor', 'Puma',
  'Jaguar', 'Yaguareté', 'Ombú', 'Pampa', 'Andes', 'Aconcagua', 'Tango', 'Río', 'Delta', 'Plata', 'Sol',
  'Luna', 'Estrella', 'Cruz del Sur', 'Victoria', 'Unión', 'Progreso', 'Esperanza', 'Juventud', 'Porvenir',
  'Amistad', 'Libertad', 'Independiente', 'Estudiantes', 'Argentinos', 'Defensores', 'Sportivo', 'Atenas',
  'Esparta', 'Nova', 'Prime', 'Evolución', 'Impulso', 'Equilibrio', 'Armonía', 'Balance', 'Core', 'Power',
  'Iron', 'Body', 'Well', 'Max', 'Total', 'Urbano', 'Barrial', 'Central', 'Oeste', 'Este', 'Alto', 'Bajo',
  'Nuevo', 'Viejo', 'Grande', 'Dorado', 'Azul', 'Rojo', 'Verde', 'Blanco', 'Negro', 'Ceibo', 'Jacarandá',
  'Tilo', 'Palmera', 'Roble', 'Laurel',
];

/** Suffixes that end some names. */
// prettier-ignore
export const NAME_SUFFIXES = [
  'Fitness', 'Gym', 'Club', 'Center', 'Studio', 'Training', 'Sport', 'Box', 'Spa', 'Lab',
];

/** Syllables of made-up brand words, so that trigrams are not all from a closed list. */
// prettier-ignore
export const SYLLABLES = [
  'ka', 'lu', 'ma', 'ri', 'to', 'ne', 'sa', 'vo', 'ta', 'qui', 'ra', 'mon', 'bel', 'tri', 'zo', 'pa',
  'del', 'gar', 'fi', 'lo', 'cha', 'ye', 'nu', 'dor', 've', 'xi', 'bru', 'te', 'li', 'mu', 'ca', 'sen',
];

/** Every word from which the name-search scenario draws its substrings (without repeats). */
export const SEARCHABLE_WORDS: readonly string[] = [
  ...new Set(
    [...NAME_PREFIXES, ...NAME_WORDS, ...NAME_SUFFIXES, ...BARRIOS]
      .flatMap((w) => w.split(' '))
      .filter((w) => w.length >= 3),
  ),
];
