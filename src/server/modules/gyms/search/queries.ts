/**
 * SQL of the gym catalogue (Drizzle `sql` templates: every value is a bind parameter, never
 * concatenated). Knows nothing of HTTP. Index use, checked with EXPLAIN at 1M gyms on PGlite and
 * PostgreSQL (docs/decisions, bench/README.md):
 *  - nearest-first: KNN `ll_to_earth(lat, lon) <-> ll_to_earth(:lat, :lon)` on `gyms_earth_gist`;
 *  - price / raiting: `gyms_price_idx` / `gyms_rating_rank_idx` (key, id), forwards or backwards
 *    (raiting sorts by `rating_rank`: the reviews' Bayesian score, then their number, ADR 0024);
 *  - service: a semi-join probing the `gym_services` primary key (gym_id, service_id);
 *  - name: `name_fold LIKE :pattern` on the trigram index `gyms_name_trgm` (accent- and
 *    case-insensitive: `name_fold` stores `search_fold(name)` = lower(unaccent(…)), migrations 0010 and
 *    0012, ADR 0012), or tested on the entries of the price and raiting indexes (ADR 0014).
 *  - raiting: gyms without reviews come after every rated one in both directions (ADR 0012).
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import type { CountryCode } from '../../../../shared/domain/countries';
import { lowerCountry } from '../../../../shared/domain/country-case';
import { foldedContains, frozenSql } from '../../../db/sql';
import { candidateGymsClause, hasOpenSessionToday, type NextClassRow } from './classes-today';
import { searchKeysClauses } from './search-keys';
import { VISIT_CREDITS_COLUMN } from './pase';
import { OPEN_WEEK_COLUMN, openFilterClauses, type OpenFilter } from '../../opening-hours/index';

/**
 * Which gyms a search keeps. Only active gyms are ever returned. `openMinute` / `openAtLocal`: open now or at
 * a local wall time (../opening-hours/catalogue, ADR 0025).
 */
export interface GymFilter extends OpenFilter {
  /** Keep the gyms of this country (`gyms.country`, ADR 0052): every catalogue read is of one country. */
  country: CountryCode;
  /** Keep gyms offering this service (id from {@link readCatalogueFigures}); null = any. */
  serviceId: string | null;
  /** That service's key in `gyms.search_keys` (./search-keys); without it the links are probed instead. */
  serviceKey?: number | null;
  /**
   * Substring of the name, as typed, ignoring case and accents ("atletico" finds "Atlético"; LIKE
   * wildcards are taken literally); null = any.
   */
  name: string | null;
  /**
   * "Con clases hoy": keep gyms with a session open today at this instant (scheduled, places left, not
   * started, before the end of the gym's local day; of the service when `serviceId` is set; see
   * ./classes-today); null = any.
   */
  classesAt?: Date | null;
  /**
   * With `classesAt`: ids of the gyms that may match (./class-candidates), where a read that collects
   * the matches first starts.
   */
  classesCandidates?: readonly string[];
  /** The instant of the request: "abierto ahora" and the next change of each answered gym (ADR 0025). */
  at?: Date;
  /** Keep the gyms that accept Pase BuscaGym (ADR 0045). */
  pase?: boolean;
}

/** Sort key and direction of a page; ties are broken by `id` in the same direction. */
export interface GymOrder {
  key: 'raiting' | 'price' | 'distance';
  direction: 'asc' | 'desc';
}

/** A gym row as stored (numerics as exact decimal strings). */
export interface GymRow {
  id: string;
  name: string;
  /** ARS; null when unknown (open data, ADR 0025). */
  price: string | null;
  /** 1–5, or null while the gym has no rating (ADR 0012): the mean of its visible reviews (ADR 0024). */
  raiting: string | null;
  /** Visible reviews, and their Bayesian score (null without reviews; ADR 0024). */
  reviewCount: number;
  score: string | null;
  images: string[];
  logo: string | null;
  phone: string | null;
  email: string | null;
  address: string;
  neighborhood: string | null;
  /** `gyms.country`: ISO 3166-1 alpha-2 in lower case (ADR 0052). */
  country: string;
  latitude: string;
  longitude: string;
  socialNetworks: Record<string, string>;
  trainers: number;
  clients: number;
  uEnd: number;
  favourite: number;
  gymActive: boolean;
  demoValues: boolean;
  /** The gym's IANA zone (its local day and the offset of its times). */
  timeZone: string;
  /** `open_week` as `int4multirange` text (UTC minutes of the week), null when the hours are unknown (ADR 0025). */
  openWeek: string | null;
  /** Pase BuscaGym's visit cost now, null unless the gym accepts the pass (ADR 0045); absent from reads without it. */
  visitCredits?: number | null;
}

/** A gym↔service link with the service name; `price` in ARS as a decimal string (JSON from {@link SERVICES_OF}). */
export interface GymServiceLink {
  id: string;
  name: string;
  description: string | null;
  durationMinutes: number | null;
  price: string | null;
  image: string | null;
}

/**
 * A gym row with its service links (order unspecified) and the catalogue version read by the same
 * statement (`bigint`: a string with node-postgres, a number or bigint with PGlite).
 */
export interface GymPageRow extends GymRow {
  /** JSON array of links (parsed by both drivers; a string is tolerated). */
  services: GymServiceLink[] | string;
  catalogueVersion: string | number | bigint;
  /** `catalogue_stats.content_version` in the same snapshot (the answer's entity tag, ./conditional). */
  contentVersion?: string | number | bigint;
  /** The gym's next open session today, read only when the filter asks for classes today. */
  nextClass?: NextClassRow;
}

/** A map pin row, with the catalogue version read by the same statement. */
export interface PinRow {
  catalogueVersion: string | number | bigint;
  id: string;
  name: string;
  price: string | null;
  raiting: string | null;
  reviewCount: number;
  address: string;
  /** As in {@link GymRow}. */
  country: string;
  latitude: string;
  longitude: string;
  timeZone: string;
  /** As in {@link GymRow}. */
  openWeek: string | null;
  /** Pase BuscaGym's visit cost now, null unless the gym accepts the pass (ADR 0045); absent from reads without it. */
  visitCredits?: number | null;
  /** As in {@link GymPageRow}. */
  nextClass?: NextClassRow;
}

/** Every column of a {@link GymRow}, from `gyms g` (rendered once: {@link frozenSql}). */
export const GYM_COLUMNS =
  frozenSql(sql`g.id, g.name, g.price, g.raiting, g.review_count as "reviewCount", g.score, g.images, g.logo, g.phone, g.email, g.address,
  g.neighborhood, g.country, g.latitude, g.longitude, g.social_networks as "socialNetworks", g.trainers, g.clients,
  g.u_end as "uEnd", g.favourite, g.gym_active as "gymActive", g.demo_values as "demoValues", g.time_zone as "timeZone",
  ${OPEN_WEEK_COLUMN}, ${VISIT_CREDITS_COLUMN}`);

/**
 * The catalogue versions as columns (init plans: read once per statement, in its snapshot): `version`,
 * so a read can confirm that figures cached at that version still hold, and `content_version`, the
 * answer's own entity tag (./conditional), so a list needs no statement of its own for it.
 */
export const VERSION_COLUMN =
  frozenSql(sql`(select version from catalogue_stats where id = 1) as "catalogueVersion",
  (select content_version from catalogue_stats where id = 1) as "contentVersion"`);

/**
 * The service links of the gym `alias.id` as one JSON array (`price` kept as its exact decimal text), an
 * expression without a name. Services held by the partner's plan (ADR 0017) are left out unless
 * `includeHeld` (the partner's own view of its gyms).
 */
export const SERVICES_JSON = (alias: SQL, includeHeld = false): SQL => sql`coalesce((
    select json_agg(json_build_object('id', gs.id, 'name', s.name, 'description', gs.description,
        'durationMinutes', gs.duration_minutes, 'price', gs.price::text, 'image', gs.image) order by s.name, gs.id)
      from gym_services gs join services s on s.id = gs.service_id
     where gs.gym_id = ${alias}.id${includeHeld ? sql`` : sql` and gs.plan_held_at is null`}), '[]'::json)`;

/**
 * {@link SERVICES_JSON} as the column `services`, and {@link VERSION_COLUMN}, so a page and its services
 * come back in one round trip.
 */
export const SERVICES_OF = (alias: SQL, includeHeld = false): SQL =>
  sql`${SERVICES_JSON(alias, includeHeld)} as services, ${VERSION_COLUMN}`;

/** The SQL condition of `filter` on `gyms g` (active gyms only); `walk`: for an ordered walk (./search-keys). */
export function whereClause(filter: GymFilter, walk = true): SQL {
  const parts: SQL[] = [
    sql`g.gym_active`,
    sql`g.country = ${lowerCountry(filter.country)}`,
    ...searchKeysClauses(filter, walk),
  ];
  if (filter.serviceId && (filter.serviceKey ?? null) === null)
    parts.push(
      sql`exists (select 1 from gym_services gs where gs.gym_id = g.id and gs.service_id = ${filter.serviceId} and gs.plan_held_at is null)`,
    );
  if (filter.name) parts.push(sql`g.name_fold like ${foldedContains(filter.name)} escape '\\'`);
  if (filter.classesAt) parts.push(hasOpenSessionToday(filter.classesAt, filter.serviceId));
  if (filter.pase)
    parts.push(
      sql`exists (select 1 from gym_credit_terms t where t.gym_id = g.id and t.accepts and t.rate_per_credit is not null)`,
    );
  parts.push(...openFilterClauses(filter));
  return sql.join(parts, sql` and `);
}

/**
 * The condition of `filter` for a read that collects the matches first: {@link whereClause}, plus, with
 * classes today, the candidates from the open sessions (./classes-today), so the read starts from those
 * sessions instead of testing every gym.
 */
export function filterFirstClause(filter: GymFilter): SQL {
  const where = whereClause(filter, false);
  return filter.classesAt && filter.classesCandidates
    ? sql`${where} and ${candidateGymsClause(filter.classesCandidates)}`
    : where;
}
