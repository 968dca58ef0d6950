/**
 * Marketplace tables (ADR 0007) of partners (plans, uploads) and members (member profile,
 * health conditions, favourites). They extend `users`, `partners` and `gyms` of `schema.ts` without
 * changing them (except `partners.plan_code`, which references {@link plans}).
 *
 * Import note: like `schema-accounts.ts`, this file imports from `schema.ts`; references are lazy
 * (`() => users.id`), so the cycle is safe at run time.
 * @module
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { GENDERS } from '../../shared/contract/members';
import { users } from './schema';
import { at, createdAt, money, percent, timestamps, updatedAt, uuidKey } from './columns';
import { accountRef, gymRef } from './schema-refs';

/**
 * Partners' subscription plans (SPEC §7 `GET /api/service/plans/all`; ADR 0007, ADR 0017), reference
 * data inserted by migration `0006_marketplace_data`. `maxGyms` / `maxServicesPerGym` are the limits
 * enforced on create; `commissionPercent` is BuscaGym's share of each sale (%); `monthlyPrice` in ARS.
 */
export const plans = pgTable(
  'plans',
  {
    code: text('code').primaryKey(),
    name: text('name').notNull(),
    maxGyms: integer('max_gyms').notNull(),
    maxServicesPerGym: integer('max_services_per_gym').notNull(),
    commissionPercent: percent('commission_percent').notNull(),
    monthlyPrice: money('monthly_price').notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [
    check('plans_limits_ck', sql`${t.maxGyms} >= 1 and ${t.maxServicesPerGym} >= 1`),
    check('plans_commission_ck', sql`${t.commissionPercent} between 0 and 100`),
    check('plans_price_ck', sql`${t.monthlyPrice} >= 0`),
  ],
);

/**
 * Pase BuscaGym's plans of credits (docs/architecture.md §5.2, ADR 0045), made by administrators:
 * `creditsPerMonth` (1–200) credits added per paid month for `monthlyPrice` ARS; never deleted, made
 * inactive instead (subscriptions and orders keep referencing them).
 */
export const creditPlans = pgTable(
  'credit_plans',
  {
    id: uuidKey(),
    name: text('name').notNull(),
    creditsPerMonth: integer('credits_per_month').notNull(),
    monthlyPrice: money('monthly_price').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('credit_plans_name_uq').on(sql`lower(${t.name})`),
    check('credit_plans_credits_ck', sql`${t.creditsPerMonth} between 1 and 200`),
    check('credit_plans_price_ck', sql`${t.monthlyPrice} > 0`),
  ],
);

/**
 * Images uploaded by a partner (ADR 0007 "Uploads are rows"), after re-encoding to WebP: `path` is the large
 * image and `thumbnailPath` the thumbnail, both relative to the uploads folder (served at
 * `/uploads/<path>`). A gym body may reference only uploads of its own owner. `bytes` is the size of
 * the large WebP; `width`/`height` in pixels.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuidKey(),
    ownerId: accountRef('owner_id'),
    path: text('path').notNull().unique(),
    thumbnailPath: text('thumbnail_path').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_owner_idx').on(t.ownerId)],
);

/**
 * A member's own data (SPEC §2 user form; ADR 0007), one row per account, created on first save. `birthday`
 * is a calendar date (ISO `YYYY-MM-DD`); phones are stored in E.164. Sensitive: read only by its
 * member (and the member's health conditions never leave `member_health_conditions` for anyone else).
 */
export const memberProfiles = pgTable(
  'member_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastName: text('last_name'),
    phone: text('phone'),
    birthday: date('birthday', { mode: 'string' }),
    gender: text('gender', { enum: GENDERS }),
    address: text('address'),
    emergencyContactName: text('emergency_contact_name'),
    emergencyContactPhone: text('emergency_contact_phone'),
    marketingOptIn: boolean('marketing_opt_in').notNull().default(false),
    /**
     * When the member last turned `marketing_opt_in` on; null while it is off. Kept by a trigger of
     * migration 0016 (ADR 0018), so every writer of the profile gets it right.
     */
    marketingOptInAt: at('marketing_opt_in_at'),
    /** The member asked not to get the "¿Cómo te fue?" mail after a visit (ADR 0024). */
    reviewMailOptOut: boolean('review_mail_opt_out').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The marketing list (`GET /api/service/allusers`), newest opt-in first.
    index('member_profiles_marketing_idx')
      .on(t.marketingOptInAt, t.userId)
      .where(sql`${t.marketingOptIn}`),
    check(
      'member_profiles_gender_ck',
      sql`${t.gender} is null or ${t.gender} in ('femenino', 'masculino', 'no_binario', 'prefiero_no_decir')`,
    ),
  ],
);

/**
 * The health-condition catalogue (SPEC §7 `deseasesMap`; ADR 0007), reference data inserted by
 * migration `0006_marketplace_data`. `code` is the stable id (e.g. `hipertension`).
 */
export const healthConditions = pgTable('health_conditions', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  considerations: text('considerations').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

/** Health conditions a member declared (sensitive; only that member reads them). */
export const memberHealthConditions = pgTable(
  'member_health_conditions',
  {
    userId: accountRef('user_id'),
    conditionCode: text('condition_code')
      .notNull()
      .references(() => healthConditions.code, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.conditionCode] })],
);

/**
 * Favourite gyms (SPEC §3 "Favourite", §4 toggle). The primary key makes a pair unique; `gyms.favourite`
 * equals the number of rows of the gym, kept by the toggle in the same transaction.
 */
export const favourites = pgTable(
  'favourites',
  {
    userId: accountRef('user_id'),
    gymId: gymRef('cascade'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.gymId] }), index('favourites_gym_idx').on(t.gymId)],
);
