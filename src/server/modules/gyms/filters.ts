/**
 * The catalogue's filters as the service reads them from a query, and small tests on them.
 * @module
 */
import { ALL_SERVICES } from '../../../shared/constants/spec';
import type { GymFilter } from './queries';

/** The filters of a list or map query. */
export interface Filters {
  service: string;
  name?: string | undefined;
  /** "Con clases hoy" (./classes-today). */
  classesToday?: boolean;
}

/** The filter of `filters` with service id `serviceId`, answered at instant `now`. */
export const filterOf = (filters: Filters, serviceId: string | null, now: Date): GymFilter => ({
  serviceId,
  name: filters.name ?? null,
  classesAt: filters.classesToday ? now : null,
});

/** True when a filter holds a NUL character: PostgreSQL text cannot, so nothing matches it. */
export const hasNul = (filters: Filters): boolean =>
  filters.service.includes('\u0000') || (filters.name?.includes('\u0000') ?? false);

/** The service name of a filter, or null for every service. */
export const serviceNameOf = (filters: Filters): string | null =>
  filters.service === ALL_SERVICES ? null : filters.service;

/** True when `rows` were read at catalogue `version` (an empty read confirms nothing). */
export const confirms = (
  rows: readonly { catalogueVersion: string | number | bigint }[],
  version: number,
): boolean => rows.length > 0 && Number(rows[0]?.catalogueVersion) === version;
