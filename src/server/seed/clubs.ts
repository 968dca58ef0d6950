/**
 * Reads the Buenos Aires clubs file (`data/seed/caba_clubes.csv`, 290 clubs, CC BY 2.5 AR; columns
 * and quirks in data/seed/SOURCE.md) and turns each row into the gym, services and demo owner that the
 * seed writes. Pure apart from reading the file.
 * @module
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { PROJECT_ROOT } from '../project-root';
import { restoreAccents } from './accents';
import { demoValues } from './demo-values';
import {
  cleanPhone,
  cleanText,
  facebookUrl,
  firstEmail,
  websiteUrl,
  mapServices,
  type ServiceName,
  isAllCaps,
  titleCaseEs,
  decodeClubsText,
} from '../modules/imports/index';

/** Where the committed copy of the clubs file lives. */
export const DEFAULT_CSV_PATH = path.join(PROJECT_ROOT, 'data', 'seed', 'caba_clubes.csv');

/** Prefix of `gyms.source_ref` for rows of this file: `caba-clubes:<id>`. */
export const SOURCE_PREFIX = 'caba-clubes';

/** Domain of the demo owner accounts; `.local` is reserved (RFC 6762), so no mail can leave. */
export const DEMO_OWNER_DOMAIN = 'demo.buscagym.local';

/**
 * How many clubs keep a demo owner (the first ones of the file, for the demo journeys); every other
 * seeded club has no owner and can be claimed (ADR 0037).
 */
export const DEMO_OWNED_CLUBS = 5;

/** Columns the importer reads; a file without one of them is refused. */
const REQUIRED_COLUMNS = [
  'long',
  'lat',
  'id',
  'nombre',
  'tipo',
  'direccion',
  'barrio',
  'telefono',
  'e_mail',
  'facebook',
  'web',
  'actividade',
  'instalacio',
] as const;
type ClubRow = Record<(typeof REQUIRED_COLUMNS)[number], string>;

/** One club, ready to be written. Decimals are strings, as PostgreSQL `numeric` stores them. */
export interface ClubSeed {
  /** `caba-clubes:<id>`, the upsert key of the gym. */
  sourceRef: string;
  name: string;
  /** Street address, then the neighbourhood: "Moreno 3682, Almagro". */
  address: string;
  neighborhood: string | null;
  /** Degrees WGS84, as written in the file. */
  latitude: string;
  longitude: string;
  phone: string | null;
  email: string | null;
  /** Absolute URLs only; keys without a value are left out. */
  socialNetworks: { website?: string; facebook?: string };
  /** Demo monthly price in ARS (see ./demo-values). */
  price: string;
  services: ServiceName[];
  /** True when the file lists activities for the club (the base of the coverage figure). */
  hasActivities: boolean;
  /**
   * The demo owner account the club would have: `club-<id>@demo.buscagym.local`, named after the club.
   * Only the first {@link DEMO_OWNED_CLUBS} clubs get it (ADR 0037).
   */
  owner: { email: string; name: string };
}

/** What the file yielded: the clubs, and the rows skipped for missing id, name or coordinates. */
export interface ParsedClubs {
  clubs: ClubSeed[];
  skipped: number;
}

function coordinate(value: string, limit: number): string | null {
  const text = value.trim();
  const n = Number(text);
  return text !== '' && Number.isFinite(n) && Math.abs(n) <= limit ? text : null;
}

/** Turns one CSV row into a {@link ClubSeed}; `null` when it lacks id, name or coordinates. */
export function toClubSeed(row: ClubRow): ClubSeed | null {
  const id = cleanText(row.id);
  const rawName = cleanText(row.nombre);
  const latitude = coordinate(row.lat, 90);
  const longitude = coordinate(row.long, 180);
  if (!id || !rawName || !latitude || !longitude) return null;
  // Title case, then the written accents the ALL CAPS source lacks (./accents.ts, ADR 0012); a street
  // written in mixed case is the source's own spelling and is kept as is.
  const name = restoreAccents(titleCaseEs(rawName));
  const street = cleanText(row.direccion);
  const neighborhood = cleanText(row.barrio);
  const streetCased =
    street && isAllCaps(street) ? restoreAccents(titleCaseEs(street, { acronyms: new Set() })) : street;
  const neighborhoodCased = neighborhood
    ? restoreAccents(titleCaseEs(neighborhood, { acronyms: new Set() }))
    : null;
  const address = [streetCased, neighborhoodCased].filter(Boolean).join(', ');
  const activities = cleanText(row.actividade);
  const socialNetworks: ClubSeed['socialNetworks'] = {};
  const website = websiteUrl(row.web);
  const facebook = facebookUrl(row.facebook);
  if (website) socialNetworks.website = website;
  if (facebook) socialNetworks.facebook = facebook;
  const sourceRef = `${SOURCE_PREFIX}:${id}`;
  return {
    sourceRef,
    name,
    address: address || name,
    neighborhood: neighborhoodCased,
    latitude,
    longitude,
    phone: cleanPhone(row.telefono),
    email: firstEmail(row.e_mail),
    socialNetworks,
    ...demoValues(sourceRef, cleanText(row.tipo)?.toUpperCase() === 'CLUB'),
    services: mapServices(activities, cleanText(row.instalacio)),
    hasActivities: activities !== null,
    owner: { email: `club-${id}@${DEMO_OWNER_DOMAIN}`, name },
  };
}

/**
 * Parses the clubs file. The bytes are decoded by {@link decodeClubsText} (UTF-8 with its stray
 * cp1252 characters repaired) and parsed by csv-parse (quoted line breaks, CRLF).
 * @throws when a required column is missing or two rows share an id
 */
export function parseClubs(bytes: Uint8Array): ParsedClubs {
  const records = parse(decodeClubsText(bytes), { columns: true, skip_empty_lines: true }) as Record<
    string,
    string
  >[];
  const header = Object.keys(records[0] ?? {});
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) throw new Error(`Clubs file lacks columns: ${missing.join(', ')}`);
  const clubs: ClubSeed[] = [];
  const seen = new Set<string>();
  let skipped = 0;
  for (const record of records) {
    const club = toClubSeed(record as ClubRow);
    if (!club) {
      skipped += 1;
      continue;
    }
    if (seen.has(club.sourceRef)) throw new Error(`Clubs file repeats id ${club.sourceRef}`);
    seen.add(club.sourceRef);
    clubs.push(club);
  }
  return { clubs, skipped };
}

/** Reads and parses the clubs file at `csvPath` (default {@link DEFAULT_CSV_PATH}). */
export async function loadClubs(csvPath: string = DEFAULT_CSV_PATH): Promise<ParsedClubs> {
  return parseClubs(await readFile(csvPath));
}
