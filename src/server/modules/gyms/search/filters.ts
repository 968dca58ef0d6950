/**
 * The catalogue's filters as the service reads them from a query, and small tests on them.
 * @module
 */
import { ALL_SERVICES } from '../../../../shared/constants/spec';
import type { CountryCode } from '../../../../shared/domain/countries';
import type { CatalogueFigures } from './figures';
import type { GymFilter } from './queries';
import { openFilterOf } from '../../opening-hours/index';

/** The filters of a list or map query. */
export interface Filters {
  /** The country whose gyms are read (ADR 0052). */
  country: CountryCode;
  service: string;
  name?: string | undefined;
  /** "Con clases hoy" (./classes-today). */
  classesToday?: boolean;
  /** "Abierto ahora" and "Abierto el …" (../opening-hours/catalogue, ADR 0025). */
  openNow?: boolean;
  openAt?: string;
  /** "Pase BuscaGym" (ADR 0045). */
  pase?: boolean | undefined;
}

/** The filter of `filters` with the resolved service (id and search key), answered at instant `now`. */
export const filterOf = (
  filters: Filters,
  service: { id: string; key: number } | null,
  now: Date,
): GymFilter => ({
  country: filters.country,
  serviceId: service?.id ?? null,
  serviceKey: service?.key ?? null,
  name: filters.name ?? null,
  classesAt: filters.classesToday ? now : null,
  ...(filters.pase ? { pase: true } : {}),
  ...openFilterOf(filters, now),
  at: now,
});

/** True when a filter holds a NUL character: PostgreSQL text cannot, so nothing matches it. */
export const hasNul = (filters: Filters): boolean =>
  filters.service.includes('\u0000') || (filters.name?.includes('\u0000') ?? false);

/** The service name of a filter, or null for every service. */
export const serviceNameOf = (filters: Filters): string | null =>
  filters.service === ALL_SERVICES ? null : filters.service;

/**
 * The plan's candidates of a read of `filter` (../page/page-queries `planFor`): the matches counted,
 * the country's active gyms a walk goes over, and the rows a filter-first read goes over, the matches of
 * every country (about matching × all / country, ADR 0052) unless it starts from the classes-today
 * snapshot's gyms, which are the country's.
 */
export function candidatesOf(figures: CatalogueFigures, filter: GymFilter, matching: number) {
  const read =
    filter.classesAt || figures.activeGyms === 0
      ? matching
      : Math.ceil((matching * figures.allActiveGyms) / figures.activeGyms);
  return { matching, active: figures.activeGyms, read };
}

/** True when `rows` were read at catalogue `version` (an empty read confirms nothing). */
export const confirms = (
  rows: readonly { catalogueVersion: string | number | bigint }[],
  version: number,
): boolean => rows.length > 0 && Number(rows[0]?.catalogueVersion) === version;

/** Resolved filters and the figures they were resolved with. */
export interface Resolved {
  figures: CatalogueFigures;
  filter: GymFilter;
}

/** The figures of one country last read in this process, at the version of {@link KnownFigures}. */
export interface KnownCountryFigures {
  activeGyms: number;
  /** Service filters as typed that matched a service, with its active gyms in the country. */
  services: Map<string, { id: string; activeGyms: number; key: number }>;
}

/** The figures last read in this process (see ./service's module comment), by country (ADR 0052). */
export interface KnownFigures {
  version: number;
  /** Active gyms of every country at `version`. */
  allActiveGyms: number;
  countries: Map<CountryCode, KnownCountryFigures>;
}

/** Most service spellings remembered per version (case variants of ~20 names; bounds memory). */
export const MAX_KNOWN_SERVICES = 1_000;

/**
 * `known` with `figures` of `country` read for `serviceName` remembered: figures of a newer version replace
 * everything, of an older one are dropped.
 */
export function rememberFigures(
  known: KnownFigures | null,
  country: CountryCode,
  serviceName: string | null,
  figures: CatalogueFigures,
): KnownFigures {
  if (known && figures.version < known.version) return known;
  const next =
    !known || figures.version > known.version
      ? { version: figures.version, allActiveGyms: figures.allActiveGyms, countries: new Map() }
      : known;
  let ofCountry = next.countries.get(country);
  if (!ofCountry) {
    ofCountry = { activeGyms: figures.activeGyms, services: new Map() };
    next.countries.set(country, ofCountry);
  }
  if (serviceName !== null && figures.service && ofCountry.services.size < MAX_KNOWN_SERVICES)
    ofCountry.services.set(serviceName, figures.service);
  return next;
}

/** `filters` resolved with the remembered figures of their country, or null when those do not cover them. */
export function recallFigures(known: KnownFigures | null, filters: Filters, now: Date): Resolved | null {
  const ofCountry = known?.countries.get(filters.country);
  if (!known || !ofCountry) return null;
  const serviceName = serviceNameOf(filters);
  const service = serviceName === null ? null : ofCountry.services.get(serviceName);
  if (service === undefined) return null;
  return {
    figures: {
      version: known.version,
      activeGyms: ofCountry.activeGyms,
      allActiveGyms: known.allActiveGyms,
      service,
    },
    filter: filterOf(filters, service, now),
  };
}
