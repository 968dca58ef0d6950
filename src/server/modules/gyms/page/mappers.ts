/**
 * Turns catalogue rows into the wire shapes of `src/shared/contract/gyms.ts`: decimals as
 * `{"$numberDecimal": …}`, distances in km by haversine with R = 6400 km (SPEC §9), services sorted
 * by name as Spanish speakers expect.
 * @module
 */
import { SOCIAL_NETWORKS } from '../../../../shared/constants/partners';
import { toDecimal } from '../../../../shared/contract/common';
import type { Gym, GymPin, GymService } from '../../../../shared/contract/gyms';
import type { CreditCostChange } from '../../../../shared/contract/credits-gyms';
import { isoCountry } from '../../../../shared/domain/country-case';
import { haversineKm, type LatLon } from '../../../../shared/domain/geo';
import { toNextClass, type NextClassRow } from '../search/classes-today';
import type { GymRow, GymServiceLink, PinRow } from '../search/queries';
import { openStateOf } from '../../opening-hours/index';

/** The `nextClass` field of a row that read one (classes today), else no field at all. */
const nextClassField = (row: { nextClass?: NextClassRow; timeZone: string }): Pick<Gym, 'nextClass'> => {
  const next = toNextClass(row.nextClass, row.timeZone);
  return next ? { nextClass: next } : {};
};

/** Spanish collation for names (á sorts with a, ñ after n). */
export const spanishCollator = new Intl.Collator('es');

const positionOf = (row: { latitude: string; longitude: string }): LatLon => ({
  latitude: Number(row.latitude),
  longitude: Number(row.longitude),
});

/** The stored `numeric` raiting as a number (1–5), or null for a gym without rating (ADR 0012). */
const raitingOf = (raiting: string | null): number | null => (raiting === null ? null : Number(raiting));

/**
 * A gym's services from its links (the JSON array of a page row; a string is parsed), sorted by
 * name (es).
 */
export function toServices(links: readonly GymServiceLink[] | string): GymService[] {
  const list: readonly GymServiceLink[] =
    typeof links === 'string' ? (JSON.parse(links) as GymServiceLink[]) : links;
  return [...list]
    .sort((a, b) => spanishCollator.compare(a.name, b.name))
    .map((link) => ({
      _id: link.id,
      name: link.name,
      description: link.description,
      duration: link.durationMinutes,
      price: link.price === null ? null : toDecimal(link.price),
      image: link.image,
    }));
}

/**
 * A gym as public answers show it (SPEC §3 "Gym"), with its next class when the row read one.
 * @param origin - position the `distance` (km) is measured from
 * @param now - the instant of "abierto ahora" and the next change (from the row's open week, ADR 0025)
 */
export function toGym(
  row: GymRow & { nextClass?: NextClassRow },
  services: GymService[],
  origin: LatLon,
  now: Date = new Date(),
): Gym {
  const socialNetworks: Gym['socialNetworks'] = {};
  for (const key of SOCIAL_NETWORKS) {
    const value = row.socialNetworks?.[key];
    if (typeof value === 'string' && value) socialNetworks[key] = value;
  }
  return {
    _id: row.id,
    name: row.name,
    // Null stays null (no price: open data, ADR 0025); never Number(null) = 0.
    price: row.price === null ? null : toDecimal(row.price),
    raiting: raitingOf(row.raiting),
    reviewCount: Number(row.reviewCount),
    score: raitingOf(row.score),
    image: row.images ?? [],
    logo: row.logo,
    phone: row.phone,
    email: row.email,
    services,
    trainers: Number(row.trainers),
    clients: Number(row.clients),
    uEnd: Number(row.uEnd),
    latitude: toDecimal(row.latitude),
    longitude: toDecimal(row.longitude),
    socialNetworks,
    gymActive: row.gymActive,
    favourite: Number(row.favourite),
    address: row.address,
    neighborhood: row.neighborhood,
    country: isoCountry(row.country),
    distance: haversineKm(origin, positionOf(row)),
    demo: row.demoValues,
    visitCredits: row.visitCredits ?? null,
    ...nextClassField(row),
    ...openStateOf(row.openWeek ?? null, now),
    timeZone: row.timeZone,
  };
}

/** A map pin; `distance` in km from `origin`; open state at `now` (ADR 0025). */
export function toPin(row: PinRow, origin: LatLon, now: Date = new Date()): GymPin {
  const position = positionOf(row);
  return {
    _id: row.id,
    name: row.name,
    latitude: position.latitude,
    longitude: position.longitude,
    raiting: raitingOf(row.raiting),
    reviewCount: Number(row.reviewCount),
    price: row.price === null ? null : toDecimal(row.price),
    address: row.address,
    country: isoCountry(row.country),
    distance: haversineKm(origin, position),
    visitCredits: row.visitCredits ?? null,
    ...nextClassField(row),
    ...openStateOf(row.openWeek ?? null, now),
    timeZone: row.timeZone,
  };
}

/** What only a gym's page adds: whether a partner may claim it (ADR 0025) and the coming change of its Pase costs (ADR 0045). */
export const pageExtrasOf = (row: { claimable: boolean; paseChange: CreditCostChange | null }) => ({
  claimable: row.claimable,
  paseChange: row.paseChange,
});
