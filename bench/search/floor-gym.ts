/**
 * What every search floor ((g), (h), (i)) reads and writes for one gym, so that a floor gives exactly the
 * app's answer (`gymListResponseSchema`, src/shared/contract/gyms.ts) and not a lighter one: every column of
 * the contract's `Gym`, Pase BuscaGym's visit cost in force (ADR 0045), the open week, and the gym's
 * services not held by its plan (ADR 0017) with all their fields, already in the wire shape, from the
 * floor's one statement. What the app computes in JavaScript the floor computes with the same pure helpers:
 * the distance (haversine, R = 6400 km, SPEC §9), the open state (ADR 0025), the services' order (Spanish
 * collation). No zod, no ORM, no Fastify hooks: the object is written with `JSON.stringify`.
 * @module
 */
import { SOCIAL_NETWORKS } from '../../src/shared/constants/partners';
import { DEFAULT_PAGE_SIZE, NAME_COUNT_EXACT_MAX } from '../../src/shared/constants/spec';
import { isoCountry } from '../../src/shared/domain/country-case';
import { haversineKm, type LatLon } from '../../src/shared/domain/geo';
import { openStateOf } from '../../src/server/modules/opening-hours/state';

/**
 * The select list of one gym of `gyms g` (snake_case names, numerics as exact text): the contract's fields,
 * the visit cost (as the app's `VISIT_CREDITS_COLUMN`, with the database's clock) and the services as one
 * JSON array in the wire shape (`GymService`; price as `{"$numberDecimal": …}`).
 */
export const FLOOR_GYM_COLUMNS = `g.id, g.name, g.price, g.raiting, g.review_count, g.score, g.images, g.logo,
    g.phone, g.email, g.address, g.neighborhood, g.country, g.latitude, g.longitude, g.social_networks, g.trainers,
    g.clients, g.u_end, g.favourite, g.gym_active, g.demo_values, g.time_zone, g.open_week::text as open_week,
    (select case when t.next_effective_at <= now() then coalesce(t.next_visit_credits, t.visit_credits) else t.visit_credits end
       from gym_credit_terms t where t.gym_id = g.id and t.accepts and t.rate_per_credit is not null) as visit_credits,
    (select coalesce(json_agg(json_build_object('_id', gs.id, 'name', s.name, 'description', gs.description,
         'duration', gs.duration_minutes,
         'price', case when gs.price is null then null else json_build_object('$numberDecimal', gs.price::text) end,
         'image', gs.image) order by s.name, gs.id), '[]')
       from gym_services gs join services s on s.id = gs.service_id
      where gs.gym_id = g.id and gs.plan_held_at is null) as services`;

/** A row of {@link FLOOR_GYM_COLUMNS} as the `pg` driver (or PGlite) gives it. */
export interface FloorGymRow {
  id: string;
  name: string;
  price: string | null;
  raiting: string | null;
  review_count: number;
  score: string | null;
  images: string[] | null;
  logo: string | null;
  phone: string | null;
  email: string | null;
  address: string;
  neighborhood: string | null;
  /** Lower case, as stored (ADR 0052). */
  country: string;
  latitude: string;
  longitude: string;
  social_networks: Record<string, unknown> | null;
  trainers: number;
  clients: number;
  u_end: number;
  favourite: number;
  gym_active: boolean;
  demo_values: boolean;
  time_zone: string;
  open_week: string | null;
  visit_credits: number | null;
  services: { name: string }[] | string;
}

/** Spanish collation, as the app orders a gym's services (á with a, ñ after n). */
const spanish = new Intl.Collator('es');

const decimal = (value: string): { $numberDecimal: string } => ({ $numberDecimal: value });
const numberOrNull = (value: string | null): number | null => (value === null ? null : Number(value));

/**
 * One gym of the answer, its keys in the contract's order.
 * @param origin - the position `distance` (km) is measured from
 * @param now - the instant of the open state
 */
export function floorGym(row: FloorGymRow, origin: LatLon, now: Date): Record<string, unknown> {
  const socialNetworks: Record<string, string> = {};
  for (const key of SOCIAL_NETWORKS) {
    const value = row.social_networks?.[key];
    if (typeof value === 'string' && value) socialNetworks[key] = value;
  }
  const services =
    typeof row.services === 'string' ? (JSON.parse(row.services) as { name: string }[]) : row.services;
  services.sort((a, b) => spanish.compare(a.name, b.name));
  const { openNow, nextChange } = openStateOf(row.open_week, now);
  return {
    _id: row.id,
    name: row.name,
    price: row.price === null ? null : decimal(row.price),
    raiting: numberOrNull(row.raiting),
    reviewCount: Number(row.review_count),
    score: numberOrNull(row.score),
    image: row.images ?? [],
    logo: row.logo,
    phone: row.phone,
    email: row.email,
    services,
    trainers: Number(row.trainers),
    clients: Number(row.clients),
    uEnd: Number(row.u_end),
    latitude: decimal(row.latitude),
    longitude: decimal(row.longitude),
    socialNetworks,
    gymActive: row.gym_active,
    favourite: Number(row.favourite),
    address: row.address,
    neighborhood: row.neighborhood,
    country: isoCountry(row.country),
    distance: haversineKm(origin, { latitude: Number(row.latitude), longitude: Number(row.longitude) }),
    demo: row.demo_values,
    visitCredits: row.visit_credits ?? null,
    openNow,
    nextChange,
    timeZone: row.time_zone,
  };
}

/**
 * The list answer's text: the page's gyms and its totals as the app answers them (page size 6).
 * @param total - `total` as answered: exact, or NAME_COUNT_EXACT_MAX with `totalIsEstimate` (ADR 0014)
 * @param page - 1-based page number
 */
export function floorListJson(
  rows: readonly FloorGymRow[],
  total: number,
  totalIsEstimate: boolean,
  page: number,
  origin: LatLon,
  now: Date,
): string {
  return JSON.stringify({
    gyms: rows.map((row) => floorGym(row, origin, now)),
    total,
    totalIsEstimate,
    page,
    limit: DEFAULT_PAGE_SIZE,
    pages: Math.ceil(total / DEFAULT_PAGE_SIZE),
  });
}

/**
 * A name search's count answered as the app answers it (`answeredTotal`, ADR 0014): exact up to
 * {@link NAME_COUNT_EXACT_MAX}, past it that number and `totalIsEstimate` (a total of the counters is
 * answered as it is).
 * @param counted - matches, counted up to NAME_COUNT_EXACT_MAX + 1
 */
export const cappedTotal = (counted: number): { total: number; totalIsEstimate: boolean } =>
  counted > NAME_COUNT_EXACT_MAX
    ? { total: NAME_COUNT_EXACT_MAX, totalIsEstimate: true }
    : { total: counted, totalIsEstimate: false };
