/**
 * Contract of the gym catalogue calls (SPEC §3 "Gym", §4 "Gym list", §7 partner calls, §9; ADR 0006).
 * One schema per request and response, used by the server (validation + OpenAPI)
 * and by the web app (typed fetchers).
 * @module
 */
import { z } from 'zod';
import {
  ALL_SERVICES,
  DEFAULT_PAGE_SIZE,
  MAP_DEFAULT_LIMIT,
  MAP_MAX_LIMIT,
  MAX_NAME_SEARCH_LENGTH,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  MAX_SERVICE_NAME_LENGTH,
  NAME_COUNT_EXACT_MAX,
  RAITING_MAX,
  RAITING_MIN,
} from '../constants/spec';
import { GYM_SORTS, SORT_ORDER_WORDS, toSortOrder, type SortOrder } from '../domain/catalogue-sort';
import { catalogueFieldMessages as m } from '../messages';
import { catalogueReadPlace, gymCountryField, latitude, longitude } from './catalogue-place';
import { decimalSchema, idSchema, listAnswer, pagingQuery, queryFlag, wholeNumber } from './common';
import { paseChangeField } from './credits-gyms';
import { dataSourceSchema } from './sources';
import { openingDetailFields, openingFilterQuery, openingStateFields } from './opening-hours';

export { defaultOrder, type GymSort, type SortOrder } from '../domain/catalogue-sort';
export { catalogueCountrySchema, catalogueOrigin, serviceNamesQuerySchema } from './catalogue-place';

/** Sort keys of the gym list (SPEC §4). */
export const gymSortSchema = z.enum(GYM_SORTS, { error: () => m.sort });

/** Sort direction; the spec's Spanish words are accepted and normalised (SPEC §4: "ascendente"). */
export const sortOrderSchema = z
  .enum(SORT_ORDER_WORDS, { error: () => m.order })
  .transform((o): SortOrder => toSortOrder(o) ?? 'desc');

const serviceFilter = z
  .string()
  .trim()
  .max(MAX_SERVICE_NAME_LENGTH, { error: () => m.service })
  .default(ALL_SERVICES)
  .transform((s) => (s === '' ? ALL_SERVICES : s));
const nameFilter = z
  .string()
  .trim()
  .max(MAX_NAME_SEARCH_LENGTH, { error: () => m.name })
  .optional()
  .transform((s) => (s ? s : undefined));

/**
 * "Con clases hoy": `true` keeps the gyms with a class session still to start today, in the gym's own
 * local day (its `timeZone`), not cancelled, with places left; with `service`, a class of that service
 * (ADR 0022). Absent or `false`: no such filter.
 */
const classesTodayFilter = queryFlag(() => m.classesToday).meta({
  description:
    'true: only gyms with a class session today (gym-local day) that has not started, is not cancelled and has places left; with `service`, a class of that service. Answers then carry `nextClass` and are not cached by ETag.',
});

/** "Pase BuscaGym": `true` keeps the gyms that accept the pass (opted in, rate set; ADR 0045). */
const paseFilter = queryFlag(() => m.pase).meta({
  description:
    'true: only gyms that accept Pase BuscaGym credits (ADR 0045). Absent or false: no such filter.',
});

/** A gym's cost of an open-gym visit in Pase BuscaGym credits in force now; null when it does not accept the pass. */
const visitCreditsField = z.number().int().nullable().meta({
  description:
    'Credits of Pase BuscaGym an open-gym visit costs now (ADR 0045); null when the gym does not accept the pass',
});

/**
 * Query of `GET /api/partner/gyms/allgyms`. `country` (default AR, ADR 0052) keeps that country's gyms;
 * `lat`/`lon` in degrees (default {@link catalogueOrigin}), `page` 1-based, `limit` 1–50 (default 6).
 * `order` defaults per sort key ({@link defaultOrder}).
 */
export const gymListQuerySchema = z.object({
  ...catalogueReadPlace,
  sort: gymSortSchema.default('raiting'),
  order: sortOrderSchema.optional(),
  service: serviceFilter,
  name: nameFilter,
  classesToday: classesTodayFilter,
  pase: paseFilter,
  ...openingFilterQuery,
  ...pagingQuery({
    maxPage: MAX_PAGE,
    maxLimit: MAX_PAGE_SIZE,
    defaultLimit: DEFAULT_PAGE_SIZE,
    page: () => m.page,
    pageTooHigh: () => m.pageTooHigh,
    limit: () => m.limit,
  }),
});
export type GymListQuery = z.output<typeof gymListQuerySchema>;
export type GymListQueryInput = z.input<typeof gymListQuerySchema>;

/** A service offered by a gym (SPEC §3 "services (each with a name)"). */
export const gymServiceSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    description: z.string().nullable(),
    /** Duration in minutes, when the owner gave one. */
    duration: z.number().int().nullable(),
    /** Price in ARS, when the owner gave one. */
    price: decimalSchema.nullable(),
    image: z.string().nullable(),
  })
  .meta({ id: 'GymService' });
export type GymService = z.infer<typeof gymServiceSchema>;

/**
 * Links of a gym on the web and social networks; every value is an absolute URL. The keys are
 * `SOCIAL_NETWORKS` (constants/partners.ts), the ones a partner may set.
 */
export const socialNetworksSchema = z
  .object({
    website: z.string().optional(),
    facebook: z.string().optional(),
    instagram: z.string().optional(),
    tiktok: z.string().optional(),
    x: z.string().optional(),
    youtube: z.string().optional(),
    whatsapp: z.string().optional(),
  })
  .meta({ id: 'SocialNetworks' });

/**
 * A gym's rating, 1–5 (SPEC §3 `raiting`, spelled so), or null while it has none: a new gym is not
 * given an invented rating (ADR 0012). Sorting by raiting puts unrated gyms last in both directions.
 */
export const raitingSchema = z.number().min(RAITING_MIN).max(RAITING_MAX).nullable().meta({
  description:
    'Rating 1–5, or null for a gym without rating yet (new gyms). Sorted by raiting, unrated gyms come last in both directions.',
});

/**
 * A gym's next class today ("Próxima clase 19:00"): the earliest session of the gym's local day that has
 * not started, is not cancelled and has places left (of the filtered service, when there is one).
 * `startsAt` is ISO 8601 with the gym's offset (`2026-03-02T19:00:00.000-03:00`, ADR 0022); `spotsLeft`
 * ≥ 1.
 */
export const nextClassSchema = z
  .object({ startsAt: z.string(), name: z.string(), spotsLeft: z.number().int() })
  .meta({ id: 'NextClass' });
export type NextClass = z.infer<typeof nextClassSchema>;

/**
 * A gym as public answers show it (SPEC §3 "Gym"). `price` in ARS and `latitude`/`longitude` in
 * degrees as `{$numberDecimal}`; `raiting` 1–5, or null for a gym nobody has rated yet (a new gym:
 * no rating is invented, ADR 0012); `trainers`, `clients`, `uEnd` and `favourite` are
 * counts only (no member data in public answers); `distance` in km from the query position by
 * haversine with R = 6400 km (SPEC §9); `country` the ISO code of its country (ADR 0052); `demo` is true
 * when price and raiting are generated demo values; `nextClass` only with the classes-today filter.
 */
export const gymSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    price: decimalSchema
      .nullable()
      .meta({ description: 'ARS; null when unknown (gyms from open data): "Precio a consultar" (ADR 0025)' }),
    raiting: raitingSchema,
    reviewCount: z.number().int().meta({
      description: 'Visible member reviews; below 3 the gym shows "Nuevo" instead of stars (ADR 0024)',
    }),
    score: z.number().nullable().meta({
      description:
        'Bayesian average of the reviews, what "raiting" sorts by (ADR 0024); null without reviews',
    }),
    image: z.array(z.string()),
    logo: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    services: z.array(gymServiceSchema),
    trainers: z.number().int(),
    clients: z.number().int(),
    uEnd: z.number().int(),
    latitude: decimalSchema,
    longitude: decimalSchema,
    socialNetworks: socialNetworksSchema,
    gymActive: z.boolean(),
    favourite: z.number().int(),
    address: z.string(),
    neighborhood: z.string().nullable(),
    country: gymCountryField,
    distance: z.number(),
    demo: z.boolean(),
    visitCredits: visitCreditsField,
    /** Only in answers to `classesToday=true`. */
    nextClass: nextClassSchema.optional(),
    /** Only in the `gymbyid` answer: no owner yet, so a partner may claim it ("¿Es tu gimnasio?", ADR 0025). */
    claimable: z.boolean().optional(),
    ...openingStateFields,
    /** Only in the `gymbyid` answer (ADR 0025 "Opening hours"). */
    ...openingDetailFields,
  })
  .meta({ id: 'Gym' });
export type Gym = z.infer<typeof gymSchema>;

/** Answer of `GET /api/partner/gyms/allgyms`: one page plus totals. */
export const gymListResponseSchema = z
  .object({
    gyms: z.array(gymSchema),
    total: z
      .number()
      .int()
      .meta({
        description: `Matching gyms: exact, except when the matches are counted by reading them (a name search, \`classesToday\`, \`openNow\`/\`openAt\`, \`pase\`) and there are more than ${NAME_COUNT_EXACT_MAX}: then it is ${NAME_COUNT_EXACT_MAX} (a lower bound) and \`totalIsEstimate\` is true.`,
      }),
    totalIsEstimate: z
      .boolean()
      .meta({ description: `True when \`total\` is the lower bound ${NAME_COUNT_EXACT_MAX}.` }),
    page: z.number().int(),
    limit: z.number().int(),
    pages: z.number().int(),
  })
  .meta({ id: 'GymList' });
export type GymListResponse = z.infer<typeof gymListResponseSchema>;

/** Path of `GET /api/partner/gyms/gymbyid/{id}`. The id is a UUID; anything else is a 400. */
export const gymByIdParamsSchema = z.object({ id: z.string() });
/** Query of `gymbyid`: optional position for `distance` (defaults to the SPEC §9 location). */
export const gymByIdQuerySchema = z.object({ lat: latitude, lon: longitude });
/**
 * Answer of `gymbyid`: the gym with its services in full, the open-data source of its data (null for a gym
 * its partner created; the page shows its attribution, ADR 0025), and the coming change of its Pase costs.
 */
export const gymByIdResponseSchema = gymSchema.extend({
  source: dataSourceSchema.nullable(),
  paseChange: paseChangeField,
});
export type GymByIdResponse = z.infer<typeof gymByIdResponseSchema>;

/** Answer of `GET /api/partner/gyms/services`: service names in use by active gyms, with counts. */
export const serviceNamesResponseSchema = listAnswer(
  'services',
  z.object({ name: z.string(), gyms: z.number().int() }),
  'ServiceNames',
);
export type ServiceNamesResponse = z.infer<typeof serviceNamesResponseSchema>;

/** Query of `GET /api/partner/gyms/mapgyms`: same filters and country as the list, nearest `limit` pins. */
export const gymMapQuerySchema = z.object({
  ...catalogueReadPlace,
  service: serviceFilter,
  name: nameFilter,
  classesToday: classesTodayFilter,
  pase: paseFilter,
  ...openingFilterQuery,
  limit: wholeNumber(1, MAP_MAX_LIMIT, () => m.mapLimit, true).default(MAP_DEFAULT_LIMIT),
});
export type GymMapQuery = z.output<typeof gymMapQuerySchema>;

/** A map pin: just what a marker and its popup need. */
export const gymPinSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    raiting: raitingSchema,
    reviewCount: z.number().int(),
    price: decimalSchema.nullable().meta({ description: 'ARS; null when unknown (ADR 0025)' }),
    address: z.string(),
    country: gymCountryField,
    distance: z.number(),
    visitCredits: visitCreditsField,
    /** Only in answers to `classesToday=true`. */
    nextClass: nextClassSchema.optional(),
    ...openingStateFields,
  })
  .meta({ id: 'GymPin' });
export type GymPin = z.infer<typeof gymPinSchema>;

/** Answer of `mapgyms`: the pins, the number of matching gyms, and whether pins were cut at `limit`. */
export const gymMapResponseSchema = z
  .object({
    gyms: z.array(gymPinSchema),
    total: z.number().int(),
    totalIsEstimate: z.boolean().meta({
      description: `True when the matches were counted by reading them (a name search, \`classesToday\`, \`openNow\`/\`openAt\`, \`pase\`) and passed ${NAME_COUNT_EXACT_MAX}: \`total\` is then ${NAME_COUNT_EXACT_MAX}, a lower bound.`,
    }),
    truncated: z.boolean(),
  })
  .meta({ id: 'GymMap' });
export type GymMapResponse = z.infer<typeof gymMapResponseSchema>;
