/**
 * The commit's writes of one batch (ADR 0025 "Import"), each one statement whose columns are array
 * parameters expanded by `unnest` (PostgreSQL "Array Functions"): a thousand rows cost a dozen
 * parameters instead of twenty thousand, and a gym row is written once. A new gym is inserted with its
 * `open_week` (./opening-hours/week, memoized per schedule) and its `service_keys` already right, so the
 * refresh that the `gym_services` triggers run (migration 0038) finds nothing to change; the triggers stay
 * the authority for every later change.
 * @module
 */
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { arrayParam } from '../../../db/array-params';
import type { Tx } from '../../../db/client';
import { gyms, gymServices } from '../../../db/schema';
import { SERVICE_KEY_BASE } from '../../../db/search-keys';
import type { StagedGym } from '../normalize/normalize';
import { openWeekText, windowStart } from '../../opening-hours/index';
import { updateWhenChanged } from '../../../db/upsert';

/** Gym columns an import writes and refreshes (`import_id` is written on creation only). */
const IMPORT_COLUMNS = [
  'name',
  'address',
  'neighborhood',
  'phone',
  'email',
  'latitude',
  'longitude',
  'socialNetworks',
  'openingHours',
  'timeZone',
  'country',
  'sourceId',
] as const;

/** A staged row as the commit writes it. */
export interface GymRow {
  sourceRef: string;
  gym: StagedGym;
}

/** Who writes, and what the batch's gyms share. */
export interface GymWriteContext {
  importId: string;
  sourceId: string;
  /** Which stored gyms a row may refresh (no owner, or a demo owner's demo values). */
  refreshable: SQL;
  /** Service name → `services.search_key`. */
  searchKeys: ReadonlyMap<string, number>;
  /** The open-week window's instant (ADR 0025 "Opening hours"). */
  now: Date;
}

/**
 * Inserts the rows' gyms and refreshes the refreshable ones whose imported values differ (one
 * `INSERT … SELECT FROM unnest(…) ON CONFLICT (source_ref) DO UPDATE … WHERE` changed).
 * @returns id and `source_ref` of every gym inserted or updated
 */
export async function upsertGyms(
  tx: Tx,
  rows: readonly GymRow[],
  context: GymWriteContext,
): Promise<{ id: string; ref: string }[]> {
  const from = windowStart(context.now);
  const weeks = rows.map(({ gym }) =>
    gym.openingHours === null
      ? null
      : openWeekText({ openingHours: gym.openingHours, timeZone: gym.timeZone, country: gym.country }, from),
  );
  const serviceKeys = rows.map(({ gym }) => {
    const keys = gym.services.map((name) => context.searchKeys.get(name));
    const known = [...new Set(keys.filter((k): k is number => k !== undefined))].sort((a, b) => a - b);
    return `{${known.map((k) => SERVICE_KEY_BASE + k).join(',')}}`;
  });
  const { set, setWhere } = updateWhenChanged(gyms, IMPORT_COLUMNS, context.refreshable);
  const columns = getTableColumns(gyms);
  const assignments = Object.entries(set as Record<string, SQL>).map(
    ([key, value]) => sql`${sql.identifier(columns[key as keyof typeof columns].name)} = ${value}`,
  );
  // Column name, SQL type of one element, one value a row (`service_keys` travels as text: an array of
  // arrays would be one two-dimensional array, which unnest flattens).
  const values: [string, string, unknown[]][] = [
    ['source_ref', 'text', rows.map((r) => r.sourceRef)],
    ['name', 'text', rows.map((r) => r.gym.name)],
    ['address', 'text', rows.map((r) => r.gym.address)],
    ['neighborhood', 'text', rows.map((r) => r.gym.neighborhood ?? null)],
    ['phone', 'text', rows.map((r) => r.gym.phone)],
    ['email', 'text', rows.map((r) => r.gym.email)],
    ['latitude', 'numeric', rows.map((r) => String(r.gym.latitude))],
    ['longitude', 'numeric', rows.map((r) => String(r.gym.longitude))],
    ['social_networks', 'jsonb', rows.map(socialNetworks)],
    ['opening_hours', 'text', rows.map((r) => r.gym.openingHours)],
    ['time_zone', 'text', rows.map((r) => r.gym.timeZone)],
    ['country', 'text', rows.map((r) => r.gym.country)],
    ['open_week', 'int4multirange', weeks],
    ['service_keys', 'text', serviceKeys],
  ];
  const names = values.map(([name]) => sql.identifier(name));
  const picked = values.map(([name]) =>
    name === 'service_keys' ? sql`t.service_keys::int4[]` : sql`t.${sql.identifier(name)}`,
  );
  const result = await tx.execute(sql`
    insert into ${gyms} (${sql.join(names, sql`, `)}, open_week_from, source_id, import_id)
    select ${sql.join(picked, sql`, `)},
      case when t.open_week is null then null else ${from.toISOString()}::timestamptz end,
      ${context.sourceId}::uuid, ${context.importId}::uuid
    from unnest(${sql.join(
      values.map(([, type, list]) => arrayParam(list, type)),
      sql`, `,
    )}) as t(${sql.join(names, sql`, `)})
    on conflict (source_ref) do update set ${sql.join(assignments, sql`, `)},
      open_week = excluded.open_week, open_week_from = excluded.open_week_from
    where ${setWhere}
    returning id, source_ref as ref`);
  return (result as unknown as { rows: { id: string; ref: string }[] }).rows;
}

/** The gym's links as the `social_networks` JSON text. */
function socialNetworks({ gym }: GymRow): string {
  return JSON.stringify({
    ...(gym.website ? { website: gym.website } : {}),
    ...(gym.facebook ? { facebook: gym.facebook } : {}),
  });
}

/** Inserts gym↔service links (one `unnest` statement; links that exist are left alone). */
export async function insertLinks(
  tx: Tx,
  links: readonly { gymId: string; serviceId: string }[],
): Promise<void> {
  if (links.length === 0) return;
  await tx.execute(sql`
    insert into ${gymServices} (gym_id, service_id)
    select * from unnest(${arrayParam(
      links.map((l) => l.gymId),
      'uuid',
    )}, ${arrayParam(
      links.map((l) => l.serviceId),
      'uuid',
    )})
    on conflict do nothing`);
}
