/**
 * Synthetic gym catalogue for the search benchmark: N gyms in three countries, deterministic from a
 * seed. Each row depends only on (seed, index), so batches can be generated in any order and the same
 * seed always gives the same catalogue. Pure: no I/O (loading is in `load.ts`).
 *
 * Countries (ADR 0052): gym i is in `COUNTRY_CODES[i % 3]` (Argentina, México, Brasil: a third each), in
 * its country's zone, its city drawn as Buenos Aires is and moved onto the country's `center`.
 * Distribution: positions in the box lat −34.80…−34.45, lon −58.75…−58.30 (Buenos Aires; the same box
 * around the Zócalo and Praça da Sé for the others, {@link areaOf}), 55% of them drawn from a normal
 * around the centre of the city; names from category words, brand words, made-up words and
 * barrios; monthly price 12 000–150 000 ARS (log-normal, rounded to 500); raiting 1.0–5.0 skewed to
 * 3.5–4.5; 1–5 services from a 20-name vocabulary with Zipf frequencies; 97% active; no owner; 80% with
 * opening hours from a few usual weekly schedules (ADR 0025), their `open_week` computed for the window
 * of {@link OPEN_WEEK_FROM}.
 * @module
 */
import { gaussian, intBetween, pick, rowRandom, uuidFrom, weightedIndex, type Random } from './prng';
import {
  BARRIOS,
  NAME_PREFIXES,
  NAME_SUFFIXES,
  NAME_WORDS,
  SERVICE_NAMES,
  STREETS,
  SYLLABLES,
  serviceWeight,
} from './vocabulary';
import { REVIEW_PRIOR_WEIGHT } from '../../src/shared/constants/reviews';
import { COUNTRIES } from '../../src/shared/domain/countries';
import { lowerCountry } from '../../src/shared/domain/country-case';
import { AREA, countryOfGym, openingHoursOf, shiftOf } from './places';
import { SERVICE_KEY_BASE } from '../../src/server/db/search-keys';

export { AREA, areaOf, countryOfGym, OPEN_WEEK_FROM } from './places';

/** Default seed of the benchmark catalogue. */
export const DEFAULT_SEED = 20_260_501;

/** Centre of the dense part (Almagro/Caballito) and its spread (1 σ), degrees. */
const CENTRE = { lat: -34.605, lon: -58.43, sdLat: 0.045, sdLon: 0.06 } as const;
/** Share of gyms drawn around the centre (the rest are uniform in the box). */
const CENTRE_SHARE = 0.55;
/** Share of active gyms. */
const ACTIVE_SHARE = 0.97;

/** A row of `services`, with the column names of the database. */
export interface ServiceRow {
  id: string;
  name: string;
}

/** A row of `gyms` (only the columns the generator sets; the rest keep their defaults). */
export interface GymRow {
  id: string;
  owner_id: null;
  name: string;
  /** ARS per month, 2 decimals. */
  price: string;
  /** 1.0–5.0, 1 decimal: the mean of `review_count` reviews summing `rating_sum` stars (rounded). */
  raiting: string;
  /** 1–400 reviews, and their Bayesian `score` (ADR 0024) toward a catalogue mean of 3.9, 4 decimals. */
  review_count: number;
  rating_sum: number;
  score: string;
  images: string[];
  logo: string | null;
  phone: string | null;
  email: string | null;
  address: string;
  neighborhood: string;
  latitude: string; // degrees, 7 decimals
  longitude: string;
  social_networks: Record<string, string>;
  trainers: number;
  clients: number;
  u_end: number;
  favourite: number;
  gym_active: boolean;
  demo_values: boolean;
  /** The gym's country (lower case, as stored; ADR 0052) and its zone, the country's. */
  country: string;
  time_zone: string;
  /** OSM `opening_hours` (null for the gyms without hours) and its stored week (ADR 0025). */
  opening_hours: string | null;
  open_week: string | null;
  open_week_from: string | null;
  /** 168 + `services.search_key` of its links (migration 0038; keys 1, 2, … in {@link serviceRows} order). */
  service_keys?: string;
}

/** A row of `gym_services`. */
export interface GymServiceRow {
  id: string;
  gym_id: string;
  service_id: string;
  description: string | null;
  /** Minutes. */
  duration_minutes: number | null;
  /** ARS, 2 decimals. */
  price: string | null;
}

/** One generated gym with its service links. */
export interface GeneratedGym {
  gym: GymRow;
  links: GymServiceRow[];
}

const SERVICE_CUMULATIVE = SERVICE_NAMES.map((_, i) => i).reduce<number[]>((acc, rank) => {
  acc.push((acc[acc.length - 1] ?? 0) + serviceWeight(rank));
  return acc;
}, []);
/** Probability of 1, 2, 3, 4, 5 services, cumulative. */
const SERVICE_COUNT_CUMULATIVE = [0.25, 0.55, 0.8, 0.92, 1];

/**
 * The service vocabulary with deterministic ids.
 * @param seed - catalogue seed
 */
export function serviceRows(seed: number = DEFAULT_SEED): ServiceRow[] {
  return SERVICE_NAMES.map((name, rank) => ({
    id: uuidFrom(rowRandom(seed, -1 - rank), 2 ** 47 + rank),
    name,
  }));
}

const capitalise = (w: string): string => w.charAt(0).toUpperCase() + w.slice(1);

function madeUpWord(rnd: Random): string {
  const n = intBetween(rnd, 2, 3);
  let w = '';
  for (let i = 0; i < n; i += 1) w += pick(rnd, SYLLABLES);
  return capitalise(w);
}

/** A gym name such as "Gimnasio Fénix Palermo", "Kaluma Fitness" or "Club Atlético Unión". */
function gymName(rnd: Random, barrio: string): string {
  const r = rnd();
  const brand = rnd() < 0.3 ? madeUpWord(rnd) : pick(rnd, NAME_WORDS);
  if (r < 0.3) return `${pick(rnd, NAME_PREFIXES)} ${brand}`;
  if (r < 0.5) return `${pick(rnd, NAME_PREFIXES)} ${brand} ${barrio}`;
  if (r < 0.7) return `${brand} ${pick(rnd, NAME_SUFFIXES)}`;
  if (r < 0.85) return `${pick(rnd, NAME_PREFIXES)} ${barrio}`;
  if (r < 0.95) return `${brand} ${pick(rnd, NAME_WORDS)} ${pick(rnd, NAME_SUFFIXES)}`;
  return `${pick(rnd, NAME_PREFIXES)} ${brand} ${barrio} Sede ${intBetween(rnd, 2, 9)}`;
}

function position(rnd: Random): { lat: number; lon: number } {
  const clamp = (x: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, x));
  if (rnd() < CENTRE_SHARE) {
    return {
      lat: clamp(CENTRE.lat + gaussian(rnd) * CENTRE.sdLat, AREA.latMin, AREA.latMax),
      lon: clamp(CENTRE.lon + gaussian(rnd) * CENTRE.sdLon, AREA.lonMin, AREA.lonMax),
    };
  }
  return {
    lat: AREA.latMin + rnd() * (AREA.latMax - AREA.latMin),
    lon: AREA.lonMin + rnd() * (AREA.lonMax - AREA.lonMin),
  };
}

/** Draws 1–5 distinct service ranks with Zipf weights. */
function serviceRanks(rnd: Random): number[] {
  const count = weightedIndex(rnd, SERVICE_COUNT_CUMULATIVE) + 1;
  const ranks = new Set<number>();
  while (ranks.size < count) ranks.add(weightedIndex(rnd, SERVICE_CUMULATIVE));
  return [...ranks].sort((a, b) => a - b);
}

const slug = (s: string): string =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');

/**
 * Generates gym number `index` of the catalogue.
 * @param index - 0-based position in the catalogue
 * @param seed - catalogue seed
 * @param services - the vocabulary from {@link serviceRows} (same seed)
 */
/** Catalogue mean and prior weight of the generated scores (the raiting's centre; REVIEW_PRIOR_WEIGHT). */
const SCORE_PRIOR = { mean: 3.9, weight: REVIEW_PRIOR_WEIGHT } as const;

/**
 * Review figures of gym `index` with mean `raiting`: 1–400 reviews from a multiplicative hash of the
 * index (Knuth's 2654435761), so the row's other random draws stay as they were; the sum is the mean
 * times the count, rounded; the score is (Σ + m·C)/(n + m) (ADR 0024).
 */
function reviewFigures(index: number, raiting: number) {
  const count = 1 + ((Math.imul(index + 1, 2654435761) >>> 0) % 400);
  const sum = Math.round(raiting * count);
  const score = (sum + SCORE_PRIOR.weight * SCORE_PRIOR.mean) / (count + SCORE_PRIOR.weight);
  return { raiting: raiting.toFixed(1), review_count: count, rating_sum: sum, score: score.toFixed(4) };
}

export function generateGym(index: number, seed: number, services: readonly ServiceRow[]): GeneratedGym {
  const rnd = rowRandom(seed, index);
  const id = uuidFrom(rnd, index);
  const barrio = pick(rnd, BARRIOS);
  const name = gymName(rnd, barrio);
  const code = countryOfGym(index);
  const shift = shiftOf(code);
  const drawn = position(rnd);
  const [lat, lon] = [drawn.lat + shift.lat, drawn.lon + shift.lon];
  const price =
    Math.round(Math.min(150_000, Math.max(12_000, 38_000 * Math.exp(0.45 * gaussian(rnd)))) / 500) * 500;
  const raiting = Math.min(5, Math.max(1, 3.9 + 0.7 * gaussian(rnd)));
  const hasWeb = rnd() < 0.4;
  const gym: GymRow = {
    id,
    owner_id: null,
    name,
    price: price.toFixed(2),
    ...reviewFigures(index, Number(raiting.toFixed(1))),
    images: [],
    logo: null,
    phone: rnd() < 0.8 ? `+54 11 4${intBetween(rnd, 100, 999)}-${intBetween(rnd, 1000, 9999)}` : null,
    email: rnd() < 0.6 ? `contacto@${slug(name).slice(0, 24)}${index}.com.ar` : null,
    address: `${pick(rnd, STREETS)} ${intBetween(rnd, 1, 7000)}, ${barrio}`,
    neighborhood: barrio,
    latitude: lat.toFixed(7),
    longitude: lon.toFixed(7),
    social_networks: hasWeb ? { website: `https://${slug(name).slice(0, 24)}${index}.com.ar` } : {},
    trainers: intBetween(rnd, 0, 25),
    clients: intBetween(rnd, 0, 900),
    u_end: intBetween(rnd, 0, 40),
    favourite: intBetween(rnd, 0, 300),
    gym_active: rnd() < ACTIVE_SHARE,
    demo_values: true,
    country: lowerCountry(code),
    time_zone: COUNTRIES[code].timeZone,
    ...openingHoursOf(index, code),
  };
  const ranks = serviceRanks(rnd);
  const links = ranks.map((rank, slot): GymServiceRow => {
    const service = services[rank];
    if (!service) throw new Error(`No service of rank ${rank}`);
    const detailed = rnd() < 0.3;
    return {
      id: uuidFrom(rnd, 2 ** 40 + index * 8 + slot),
      gym_id: id,
      service_id: service.id,
      description: detailed ? `${service.name} en ${barrio}` : null,
      duration_minutes: detailed ? pick(rnd, [45, 60, 90]) : null,
      price: detailed ? (Math.round((price * (0.3 + rnd() * 0.5)) / 100) * 100).toFixed(2) : null,
    };
  });
  const keys = ranks.map((rank) => SERVICE_KEY_BASE + rank + 1).sort((x, y) => x - y);
  gym.service_keys = `{${keys.join(',')}}`;
  return { gym, links };
}

/**
 * Generates the catalogue in batches.
 * @param count - number of gyms
 * @param seed - catalogue seed
 * @param batchSize - gyms per batch
 * @yields the gyms of each batch with their service links, in index order
 */
export function* generateBatches(
  count: number,
  seed: number,
  batchSize: number,
): Generator<{ gyms: GymRow[]; links: GymServiceRow[] }> {
  const services = serviceRows(seed);
  for (let start = 0; start < count; start += batchSize) {
    const gyms: GymRow[] = [];
    const links: GymServiceRow[] = [];
    for (let i = start; i < Math.min(count, start + batchSize); i += 1) {
      const g = generateGym(i, seed, services);
      gyms.push(g.gym);
      links.push(...g.links);
    }
    yield { gyms, links };
  }
}
