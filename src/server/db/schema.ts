/**
 * Database schema (Drizzle, PostgreSQL dialect). Migrations in ./migrations are generated from this
 * file with `npm run db:generate` (drizzle-kit); the extension set-up is a custom migration.
 *
 * Design (docs/architecture.md §3, §5): UUID ids; money and coordinates `numeric`; a GiST index on
 * `ll_to_earth(latitude, longitude)` (cube + earthdistance) for KNN; btree price and raiting indexes with
 * `id` as tie-breaker; a trigram GIN index on the name folded by `search_fold` (migration 0010, ADR 0012).
 * @module
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_GYM_TIME_ZONE } from '../../shared/constants/classes';
import { LOCALES, type Locale } from '../../shared/messages/i18n/locales';
import { degrees, minuteOfWeekSet, money, optionalRef, requiredRef, timestamps, uuidKey } from './columns';
import { partnerCountryChecks, partnerCountryColumns } from './partner-country';
import { dataSources } from './schema-sources';
import { searchKeyColumns, searchKeyIndexes } from './search-keys';

/** Account types (SPEC §6; SPEC does not name the administrators' role: `admin` is ours, ADR 0005). */
export const USER_TYPES = ['user', 'partner', 'admin'] as const;
export type UserType = (typeof USER_TYPES)[number];

/**
 * Accounts: demo owners (ADR 0004) and everyone who signs up; sessions, tokens and lockouts are in
 * `schema-accounts.ts` (ADR 0005). `passwordHash` is null without a password (demo owners, Google-only
 * accounts); `email` is unique regardless of case.
 */
export const users = pgTable(
  'users',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    type: text('type', { enum: USER_TYPES }).notNull(),
    active: boolean('active').notNull().default(false),
    latitude: degrees('latitude'),
    longitude: degrees('longitude'),
    avatar: text('avatar'),
    /** True for the demo owner accounts created by the seed. */
    demo: boolean('demo').notNull().default(false),
    /** When the account last started a session (set by a trigger on `sessions`; ADR 0018). */
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
    /** The account's language, ahead of the `idioma` cookie and its mails' (ADR 0055); null: none chosen. */
    locale: text('locale').$type<Locale>(),
    /**
     * Name and e-mail as the administrators' search compares them, `search_fold(name || ' ' || email)`
     * (ADR 0012, 0018), stored so that the trigram index's recheck is a plain LIKE, not unaccent per row.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`search_fold(${users.name} || ' ' || ${users.email})`),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    // Administrators' lists (ADR 0018): fragment search on folded name and e-mail; sort keys with `id`.
    index('users_search_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('users_created_idx').on(t.createdAt, t.id),
    // Lists of one type (`allpartners`, `?type=`): their order by creation and their capped count.
    index('users_type_created_idx').on(t.type, t.createdAt, t.id),
    index('users_name_idx').on(t.name, t.id),
    // Never signed in counts as the oldest sign-in: ascending puts it first, descending last.
    index('users_last_sign_in_idx').on(t.lastSignInAt.asc().nullsFirst(), t.id),
    // `state=pending` (ADR 0018, migration 0021): accounts never activated, by creation, capped count.
    index('users_pending_created_idx')
      .on(t.createdAt, t.id)
      .where(sql`not ${t.active}`),
    check('users_type_ck', sql`${t.type} in ('user', 'partner', 'admin')`),
    check('users_locale_ck', sql`${t.locale} in (${sql.raw(LOCALES.map((l) => `'${l}'`).join(', '))})`),
  ],
);

/** Business profile of a partner account (SPEC §3 "Partner"; per country: ./partner-country), one per partner. */
const partnerColumns = {
  id: uuidKey(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  lastName: text('last_name'),
  email: text('email'),
  ...partnerCountryColumns,
  socialNetworks: jsonb('social_networks').$type<Record<string, string>>().notNull().default({}),
  /** The partner's subscription plan (`plans.code`, table in `schema-marketplace.ts`); every partner starts on `free`. */
  planCode: text('plan_code').notNull().default('free'),
  /**
   * Whether the partner is told, by mail and on its subscribed devices (ADR 0037), of a new sale, a
   * new review of one of its gyms, and the decision on one of its claims; each on by default.
   */
  notifySales: boolean('notify_sales').notNull().default(true),
  notifyReviews: boolean('notify_reviews').notNull().default(true),
  notifyClaims: boolean('notify_claims').notNull().default(true),
  ...timestamps(),
};
export const partners = pgTable('partners', partnerColumns, partnerCountryChecks);

/**
 * Gyms (SPEC §3 "Gym"). `price` in ARS; `raiting` 1–5 (spelled as in the spec), null while a gym has
 * no rating (a new gym: ADR 0012 — none is invented); `demoValues` marks
 * price and raiting generated by the seed because the real data lacks them. `sourceRef` identifies
 * the imported row (e.g. `caba-clubes:270`) so the seed is idempotent.
 */
export const gyms = pgTable(
  'gyms',
  {
    id: uuidKey(),
    ownerId: optionalRef('owner_id', () => users.id),
    sourceRef: text('source_ref').unique(),
    name: text('name').notNull(),
    /** The gym's price in ARS; null when unknown (open data has none: "Precio a consultar", docs/architecture.md §6). */
    price: money('price'),
    raiting: numeric('raiting', { precision: 2, scale: 1 }),
    images: text('images')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    logo: text('logo'),
    phone: text('phone'),
    email: text('email'),
    address: text('address').notNull(),
    neighborhood: text('neighborhood'),
    latitude: degrees('latitude').notNull(),
    longitude: degrees('longitude').notNull(),
    socialNetworks: jsonb('social_networks').$type<Record<string, string>>().notNull().default({}),
    trainers: integer('trainers').notNull().default(0),
    clients: integer('clients').notNull().default(0),
    uEnd: integer('u_end').notNull().default(0),
    favourite: integer('favourite').notNull().default(0),
    gymActive: boolean('gym_active').notNull().default(true),
    /**
     * Set while the gym is unpublished because its partner's plan in force does not allow it (a lapsed
     * paid plan, ADR 0017); `gym_active` is false then, and paying a plan that allows it publishes it again.
     */
    planHeldAt: timestamp('plan_held_at', { withTimezone: true }),
    /**
     * Set while the gym is unpublished because an administrator locked its partner's account (ADR 0018);
     * `gym_active` is false then, and unlocking the account publishes exactly these gyms again.
     */
    lockHeldAt: timestamp('lock_held_at', { withTimezone: true }),
    /**
     * Set while an administrator keeps the gym unpublished (moderation, ADR 0018); `gym_active` is false
     * then, the partner sees `moderation_reason` and cannot publish it, and only an administrator's
     * publish clears the three columns.
     */
    moderatedAt: timestamp('moderated_at', { withTimezone: true }),
    moderationReason: text('moderation_reason'),
    /** The administrator who unpublished it (no foreign key: the row outlives the account, like the audit log). */
    moderatedBy: uuid('moderated_by'),
    /**
     * Whether the gym was published when an administrator unpublished it (null when not moderated), so
     * that publishing it again restores the partner's own choice: a gym the partner had unpublished stays
     * so (ADR 0018 "Moderation"; migration 0020).
     */
    publishedBeforeModeration: boolean('published_before_moderation'),
    demoValues: boolean('demo_values').notNull().default(false),
    /**
     * The visible member reviews (ADR 0024): how many and the sum of their stars; `raiting` is then their
     * mean rounded to 0.1 and `score` the Bayesian average toward `review_prior` (null without reviews).
     * Kept by the triggers on `reviews`, in the review's transaction.
     */
    reviewCount: integer('review_count').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    score: numeric('score', { precision: 5, scale: 4 }),
    /**
     * "Ordenar por raiting" as one key (ADR 0024): `score` first, then `review_count`, packed as
     * score·10¹¹ + min(count, 10⁷ − 1) (score has 4 decimals, so both parts are exact integers); null
     * without reviews, so unrated gyms come last (ADR 0012).
     */
    ratingRank: bigint('rating_rank', { mode: 'number' }).generatedAlwaysAs(
      (): SQL => sql`(round(${gyms.score} * 10000)::bigint * 10000000 + least(${gyms.reviewCount}, 9999999))`,
    ),
    /**
     * The gym's IANA zone: every time a person reads about the gym (class sessions) is in it
     * (docs/architecture.md §7; ADR 0022). Default: the zone of the Buenos Aires clubs BuscaGym began with.
     */
    timeZone: text('time_zone').notNull().default(DEFAULT_GYM_TIME_ZONE),
    /**
     * Opening hours in OpenStreetMap `opening_hours` syntax, evaluated in `time_zone` with the holidays
     * (`PH`) of the gym's country (ADR 0025); null when unknown.
     */
    openingHours: text('opening_hours'),
    /**
     * When the gym is open during the 7 days after `open_week_from`, as UTC minutes of the week (ADR 0025):
     * derived from `opening_hours`, rewritten when the hours change and by the hourly job when a
     * holiday or a clock change enters the window. Null when the hours are unknown.
     */
    openWeek: minuteOfWeekSet('open_week'),
    openWeekFrom: timestamp('open_week_from', { withTimezone: true }),
    /** ISO 3166-1 alpha-2 in lower case (`ar`, domain/country-case.ts): catalogue (ADR 0052), `PH` holidays. */
    country: text('country').notNull().default('ar'),
    /** Where the gym's data came from (null for gyms their partners created). */
    sourceId: uuid('source_id').references(() => dataSources.id, { onDelete: 'restrict' }),
    /** The import that created the gym (undo removes it while unclaimed and unedited, ADR 0025). */
    importId: uuid('import_id'),
    /**
     * The name as the search compares it, `search_fold(name)` = lower(unaccent(name)) (migrations 0010,
     * 0012; ADR 0012, 0014), stored so that the sort indexes can carry it and filter on it without
     * reading the table.
     */
    nameFold: text('name_fold')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`search_fold(${gyms.name})`),
    /** Services and open hours as index keys (./search-keys, ADR 0025 decision 19). */
    ...searchKeyColumns,
    ...timestamps(),
  },
  (t) => [
    ...searchKeyIndexes(t),
    index('gyms_earth_gist').using(
      'gist',
      sql`ll_to_earth((${t.latitude})::float8, (${t.longitude})::float8)`,
    ),
    // Active gyms only, of one country (ADR 0052) as every catalogue read; (key, id) orders a page, name_fold
    // after the unique id lets a walk of the index test a name search without the table (ADR 0014).
    index('gyms_price_idx')
      .on(t.country, t.price, t.id, t.nameFold)
      .where(sql`${t.gymActive}`),
    index('gyms_rating_rank_idx')
      .on(t.country, t.ratingRank, t.id, t.nameFold)
      .where(sql`${t.gymActive}`),
    // name_fold = search_fold(name) (ADR 0012): trigrams under the country (ADR 0057), word starts (ADR 0047).
    index('gyms_name_trgm').using('gin', t.country, sql`${t.nameFold} gin_trgm_ops`),
    index('gyms_name_word_prefixes').using('gin', sql`search_word_prefixes(${t.nameFold})`),
    index('gyms_owner_idx').on(t.ownerId),
    index('gyms_import_idx')
      .on(t.importId)
      .where(sql`${t.importId} is not null`),
    // The hourly refresh rewrites every gym of one schedule and zone at once (ADR 0025).
    index('gyms_opening_hours_idx')
      .on(t.timeZone, t.country, t.openingHours)
      .where(sql`${t.openingHours} is not null`),
    check('gyms_raiting_ck', sql`${t.raiting} between 1 and 5`),
    check('gyms_price_ck', sql`${t.price} >= 0`),
    check('gyms_lat_ck', sql`${t.latitude} between -90 and 90`),
    check('gyms_lon_ck', sql`${t.longitude} between -180 and 180`),
    check(
      'gyms_moderation_ck',
      sql`(${t.moderatedAt} is null) = (${t.moderationReason} is null) and (${t.moderatedAt} is null or not ${t.gymActive})`,
    ),
    check(
      'gyms_moderation_before_ck',
      sql`(${t.moderatedAt} is null) = (${t.publishedBeforeModeration} is null)`,
    ),
    index('gyms_moderated_idx')
      .on(t.moderatedAt)
      .where(sql`${t.moderatedAt} is not null`),
  ],
);

/** The service vocabulary (Musculación, Funcional, Natación, …); names are unique. */
export const services = pgTable('services', {
  id: uuidKey(),
  name: text('name').notNull().unique(),
  /** Small unique number of the service in `gyms.service_keys` (./search-keys). */
  searchKey: integer('search_key').notNull().generatedAlwaysAsIdentity(),
  ...timestamps(),
});

/**
 * The gym↔service link, with what a gym says of its own offer of that service: description,
 * duration (minutes), price (ARS) and a photo, all optional.
 */
export const gymServices = pgTable(
  'gym_services',
  {
    id: uuid('id').notNull().unique().defaultRandom(),
    gymId: requiredRef('gym_id', () => gyms.id, 'cascade'),
    serviceId: requiredRef('service_id', () => services.id, 'restrict'),
    description: text('description'),
    durationMinutes: integer('duration_minutes'),
    price: money('price'),
    image: text('image'),
    /**
     * Set while the service is unpublished (not shown, not on sale) because the partner's plan in force
     * allows fewer services per gym (a lapsed paid plan, ADR 0017).
     */
    planHeldAt: timestamp('plan_held_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.gymId, t.serviceId] }),
    index('gym_services_service_idx').on(t.serviceId, t.gymId),
  ],
);
