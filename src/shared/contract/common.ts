/**
 * Building blocks shared by every API family's contract (docs/architecture.md §4).
 * @module
 */
import { z } from 'zod';
import { CURRENCIES } from '../domain/currency';
import { DECIMAL_PATTERN, type Decimal } from '../domain/decimal';
import { isStorableCoordinate } from '../domain/geo';
import { DEFAULT_PAGE } from '../constants/spec';
import { apiMessages } from '../messages/api';

export { fromDecimal, toDecimal, type Decimal } from '../domain/decimal';

/**
 * A user-facing text read when it is shown, not when the schema is built (ADR 0055 decision 7): schemas
 * are built once at module load, so the messages they give are functions that zod calls per issue, in
 * the locale of the request (server) or of the page (browser). `() => gymsMessages.filters.sort`.
 */
export type Text = () => string;

/**
 * A decimal in MongoDB Extended JSON form, `{"$numberDecimal": "1500.00"}` (SPEC §3: price,
 * latitude, longitude). The string keeps exact digits (PostgreSQL `numeric`).
 */
export const decimalSchema: z.ZodType<Decimal> = z
  .object({ $numberDecimal: z.string().regex(DECIMAL_PATTERN) })
  .meta({ description: 'Decimal in MongoDB Extended JSON form', example: { $numberDecimal: '1500.00' } });

/**
 * The ISO 4217 currency of the amounts beside it (docs/architecture.md §5, ADR 0053): a price is in its
 * gym's country's currency, an order and its lines in its cart's.
 */
export const currencySchema = z
  .enum(CURRENCIES)
  .meta({ description: 'ISO 4217 currency of the amounts beside it', example: 'ARS' });

/**
 * An amount of money typed by a person (a payout, a refund): ARS > 0, at most 10 integer digits and 2
 * decimals (`numeric(12,2)`), in the {@link decimalSchema} form; `message` is the Spanish text of any
 * other value.
 */
export const positiveArsSchema = (message: Text) =>
  z
    .object(
      {
        $numberDecimal: z
          .string({ error: message })
          .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: message })
          .refine((v) => /[1-9]/.test(v), { error: message }),
      },
      { error: message },
    )
    .meta({ description: 'ARS > 0 in MongoDB Extended JSON form', example: { $numberDecimal: '15000.50' } });

/**
 * A latitude (`limit` 90) or a longitude (`limit` 180) in degrees (WGS 84): within ±`limit` and at most
 * the stored scale ({@link isStorableCoordinate}), `message` (Spanish) for anything else. `coerce` reads
 * it from text too (a form's or a query's value), else it must be a JSON number.
 */
export const degreesField = (limit: number, message: Text, coerce = false) =>
  (coerce ? z.coerce.number({ error: message }) : z.number({ error: message }))
    .min(-limit, { error: message })
    .max(limit, { error: message })
    .refine(isStorableCoordinate, { error: message });

/**
 * A whole number in `min`…`max`, `message` (Spanish) for anything else. `coerce` reads it from text too
 * (a form's or a query's value), else it must be a JSON number.
 */
export const wholeNumber = (min: number, max: number, message: Text, coerce = false) =>
  (coerce ? z.coerce.number({ error: message }) : z.number({ error: message }))
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/**
 * A text trimmed of surrounding white space, of `min`…`max` characters then: `short` (Spanish) for a
 * missing, non-text or too short one, `long` for a longer one (the same text unless given).
 */
export const trimmedText = (min: number, max: number, short: Text, long: Text = short) =>
  z.string({ error: short }).trim().min(min, { error: short }).max(max, { error: long });

/**
 * An optional text trimmed of surrounding white space, at most `max` characters, `error` (Spanish) for
 * a non-text or longer one; absent, null and blank all read as null.
 */
export const optionalTrimmedText = (max: number, error: Text) =>
  z
    .string({ error })
    .trim()
    .max(max, { error })
    .nullish()
    .transform((v) => v || null);

/**
 * A `true`/`false` query flag read from its text (`?openNow=true`): answers the boolean, or undefined
 * when absent; `error` (Spanish) for any other text.
 */
export const queryFlag = (error: Text) =>
  z
    .enum(['true', 'false'], { error })
    .transform((v) => v === 'true')
    .optional();

/** Bounds, default and Spanish texts of a list's `page` (1-based) and `limit` query parameters. */
export interface PagingRules {
  maxPage: number;
  maxLimit: number;
  defaultLimit: number;
  /** Text of a `page` that is not an integer ≥ 1 (and, without `pageTooHigh`, of one past `maxPage`). */
  page: Text;
  /** Text of a `page` past `maxPage`, when the list words it apart. */
  pageTooHigh?: Text;
  /** Text of a `limit` that is not an integer in 1…`maxLimit`. */
  limit: Text;
}

/**
 * The `page` (default 1, SPEC §9) and `limit` (default `defaultLimit`) query fields of a paged list, read from
 * their text (`?page=2&limit=20`); spread into the query's object.
 */
export const pagingQuery = (rules: PagingRules) => ({
  page: z.coerce
    .number({ error: rules.page })
    .int({ error: rules.page })
    .min(1, { error: rules.page })
    .max(rules.maxPage, { error: rules.pageTooHigh ?? rules.page })
    .default(DEFAULT_PAGE),
  limit: wholeNumber(1, rules.maxLimit, rules.limit, true).default(rules.defaultLimit),
});

/**
 * Fields of every paged answer: `total` matching rows, `page` (1-based) and `pages` (at least 1 when
 * there is a row). Spread into the answer's object next to its rows.
 */
export const pagingFields = {
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
};

/**
 * A page answer `{ [key]: item[], total, page, pages, ...extra }` (rows, then {@link pagingFields}, then
 * what the list adds: its `limit`, counts, the range it covers…), named `id` among the OpenAPI components.
 * @param key - the property that holds the page's rows (`orders`, `sales`…)
 * @param item - the schema of one row
 * @param id - the component name of the answer
 * @param extra - fields after the paging ones, in answer order
 */
export const pageAnswer = <
  K extends string,
  T extends z.ZodType,
  E extends z.ZodRawShape = Record<never, never>,
>(
  key: K,
  item: T,
  id: string,
  extra: E = {} as E,
) => z.object({ [key]: z.array(item), ...pagingFields, ...extra } as PageShape<K, T, E>).meta({ id });

/** The shape of a {@link pageAnswer}: the rows under `K`, the paging fields, then `E`. */
type PageShape<K extends string, T extends z.ZodType, E extends z.ZodRawShape> = {
  [P in K]: z.ZodArray<T>;
} & typeof pagingFields &
  E;

/**
 * A list answer `{ [key]: item[] }` (docs/architecture.md §4: lists answer an object, never a bare array),
 * named `id` among the OpenAPI components.
 * @param key - the property that holds the list (`sessions`, `claims`…)
 * @param item - the schema of one element
 * @param id - the component name of the answer
 */
export const listAnswer = <K extends string, T extends z.ZodType>(key: K, item: T, id: string) =>
  z.object({ [key]: z.array(item) } as { [P in K]: z.ZodArray<T> }).meta({ id });

/**
 * An answer `{ [key]: item }` that holds one entity (docs/architecture.md §4: answers are objects), named `id`
 * among the OpenAPI components.
 * @param key - the property that holds the entity (`claim`, `order`…)
 * @param item - the entity's schema
 * @param id - the component name of the answer
 */
export const itemAnswer = <K extends string, T extends z.ZodType>(key: K, item: T, id: string) =>
  z.object({ [key]: item } as { [P in K]: T }).meta({ id });

/** An entity id: a UUID string, exposed as `_id` (docs/architecture.md §3 "ids"). */
export const idSchema = z.uuid();

/** Path `{id}` naming one entity: a UUID, `apiMessages.invalidId` for anything else. */
export const idParamsSchema = z.object({ id: z.uuid({ error: () => apiMessages.invalidId }) });

/** An instant in an answer: ISO 8601 text (UTC). */
export const instantSchema = z.string().meta({ description: 'ISO 8601 instant' });

/** A reference to another entity as answers show it: its id and its name (a gym, a partner…). */
export const namedRefSchema = z.object({ _id: idSchema, name: z.string() });

/** The gym that sells something, as products, order lines and passes carry it: its id and name. */
export const sellerGymFields = { gymId: z.uuid(), gymName: z.string() };

/** A reference to an account as answers show it to administrators: its id, name and sign-in e-mail. */
export const accountRefSchema = namedRefSchema.extend({ email: z.string() });

/** Error body of every 4xx/5xx answer: a Spanish `message`, a machine `code`, per-field Spanish texts. */
export const errorSchema = z
  .object({
    message: z.string(),
    code: z.enum([
      'VALIDATION',
      'NOT_FOUND',
      'UNAUTHORIZED',
      'FORBIDDEN',
      // 403 for an administrator's session whose second factor (TOTP, RFC 6238) is not verified yet,
      // and for payouts and locks when it was verified too long ago (ADR 0019; OWASP ASVS 3.7.1).
      'SECOND_FACTOR_REQUIRED',
      'REAUTHENTICATION_REQUIRED',
      'CONFLICT',
      // 410: what the request names existed and is gone for good (an activation link of a deleted
      // account; RFC 9110 §15.5.11).
      'GONE',
      // 422: a link or request that a newer one replaced (an activation link superseded; ADR 0021).
      'SUPERSEDED',
      'TOO_MANY_REQUESTS',
      'PAYLOAD_TOO_LARGE',
      'UNAVAILABLE',
      'INTERNAL',
    ]),
    fields: z.record(z.string(), z.string()).optional(),
  })
  .meta({ id: 'Error' });
export type ApiError = z.infer<typeof errorSchema>;

/**
 * The `response` entries of a route's refusals, each answered with {@link errorSchema}:
 * `errorResponses(400, 401, 403)` → `{ 400: errorSchema, 401: errorSchema, 403: errorSchema }`
 * (docs/architecture.md §4: 400 bad input, 401 not signed in, 403 not yours, 404 unknown, 409 conflict,
 * 429 slow down, 503 unavailable).
 * @param codes - HTTP status codes (RFC 9110 §15)
 */
export const errorResponses = <const C extends number>(...codes: C[]): Record<C, typeof errorSchema> =>
  Object.fromEntries(codes.map((code) => [code, errorSchema])) as Record<C, typeof errorSchema>;
