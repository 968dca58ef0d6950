/**
 * Form values of the partner screens (SPEC §3 "Partner", "Gym"; SPEC §2 forms) and their conversion from the
 * API's shapes. The forms validate with the shared contract's zod schemas, so the browser shows the
 * server's Spanish messages (e.g. the CBU check digit) before sending. Pure functions, unit-tested.
 * @module
 */
import { z } from 'zod';
import { SOCIAL_NETWORKS } from '../../../../shared/constants/partners';
import { phoneSchema } from '../../../../shared/contract/country-fields';
import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from '../../../../shared/domain/countries';
import { PARTNER_TAX_ID_KINDS } from '../../../../shared/domain/partner-ids';
import { fromDecimal, type Decimal } from '../../../../shared/domain/decimal';
import { formatPriceInput, parsePrice } from '../../../../shared/domain/price-input';
import { readPriceIn } from '../../../../shared/contract/partner-fields';
import { partnerFieldMessages } from '../../../../shared/messages';
import type { GymService } from '../../../../shared/contract/gyms';
import {
  gymCreateBodySchema,
  serviceCreateBodySchema,
  type MyGym,
} from '../../../../shared/contract/partner-gyms';
import type { Partner } from '../../../../shared/contract/partners';
import type { LatLon } from '../../../../shared/domain/geo';

/** A social network key of {@link SOCIAL_NETWORKS}. */
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** The form field names of the social network links (`socialNetworks.{network}`), for server errors. */
export const SOCIAL_NETWORK_FIELDS = SOCIAL_NETWORKS.map((n) => `socialNetworks.${n}`);

/** Decimals kept of a typed or dragged coordinate (6 ≈ 0.1 m). */
export const COORDINATE_DECIMALS = 6;

/** `null`/`undefined` → `''` (inputs hold strings). */
const text = (value: string | null | undefined): string => value ?? '';

/**
 * A wire price as people in the gym's `country` write it in a form field (ADR 0053, `formatPriceInput`:
 * Argentina `30.000`, `30.000,50`; México `1,250.50`; Brasil `150,00`; `''` when absent).
 */
export function priceText(value: Decimal | null | undefined, country: CountryCode = DEFAULT_COUNTRY): string {
  if (value === null || value === undefined) return '';
  return formatPriceInput(fromDecimal(value), country);
}

/**
 * The price typed in a form field, written back as people in the gym's `country` write it once the field
 * is left (Argentina `30000` → `30.000`, México `1250.5` → `1,250.50`); text that is not a price there
 * stays as typed, for the form's message.
 */
export function reformatPrice(typed: string, country: CountryCode = DEFAULT_COUNTRY): string {
  const decimal = parsePrice(typed, country);
  return decimal === null ? typed : formatPriceInput(Number(decimal), country);
}

/**
 * `price` read as a price of `country` into `ctx`'s issues (field `price`, the contract's message) as the
 * server reads it (ADR 0053): the amount, null when blank (services), or undefined after an issue.
 */
function priceOfForm(
  price: number | string | null,
  country: CountryCode,
  ctx: z.RefinementCtx,
): number | null | undefined {
  if (price === null) return null;
  const amount = readPriceIn(price, country);
  if (amount !== null) return amount;
  ctx.addIssue({ code: 'custom', path: ['price'], message: partnerFieldMessages.price });
  return undefined;
}

/** Rounds a coordinate to {@link COORDINATE_DECIMALS} decimals and prints it without trailing zeros. */
export function coordinateText(value: number): string {
  return String(Number(value.toFixed(COORDINATE_DECIMALS)));
}

/**
 * Reads a typed coordinate (decimal degrees with a dot, as the contract accepts).
 * @returns the number, or null when the text is not one or is outside ±`limit` degrees
 */
export function parseCoordinate(value: string, limit: 90 | 180): number | null {
  const trimmed = value.trim();
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return Math.abs(n) <= limit ? n : null;
}

/** The values of the social-network inputs for `keys`, from a stored map. */
export function socialNetworkValues<K extends SocialNetwork>(
  keys: readonly K[],
  stored: Partial<Record<string, string>>,
): Record<K, string> {
  return Object.fromEntries(keys.map((k) => [k, text(stored[k])])) as Record<K, string>;
}

// ---- Partner profile (SPEC §3 "Partner") ----

/**
 * Values of the business profile form (every input a string; `id` is the account id). It holds every
 * country's identifier inputs; the country picked decides which show and which the contract reads
 * (ADR 0054).
 */
export interface PartnerFormValues {
  id: string;
  name: string;
  lastName: string;
  email: string;
  country: CountryCode;
  phone: string;
  cbu: string;
  cuil: string;
  /** Brasil's radio group (`cpf`, `cnpj`); México's is always the RFC. */
  taxIdKind: string;
  taxId: string;
  bankAccount: string;
  socialNetworks: Record<SocialNetwork, string>;
}

/**
 * The form's start values from the stored profile of account `userId`; Brasil's kind starts on the
 * stored one, else the country's first (`PARTNER_TAX_ID_KINDS`: the CNPJ).
 */
export function partnerFormValues(partner: Partner, userId: string): PartnerFormValues {
  return {
    id: userId,
    name: partner.name,
    lastName: text(partner.lastName),
    email: text(partner.email),
    country: partner.country,
    phone: text(partner.phone),
    cbu: text(partner.cbu),
    cuil: text(partner.cuil),
    taxIdKind: partner.taxIdKind ?? PARTNER_TAX_ID_KINDS.BR[0],
    taxId: text(partner.taxId),
    bankAccount: text(partner.bankAccount),
    socialNetworks: socialNetworkValues(SOCIAL_NETWORKS, partner.socialNetworks),
  };
}

// ---- Gym (SPEC §3 "Gym") ----

/**
 * The gym form's schema: the contract's create body (blank price or coordinates are refused there) with
 * the phone checked as a number of the country the form shows and the price read as people there write
 * it, as the server reads them (ADR 0054, ADR 0053). Also used for edits: the update body has the same
 * fields.
 */
export const gymFormSchema = gymCreateBodySchema.transform((body, ctx) => {
  const country = body.country ?? DEFAULT_COUNTRY;
  const phone = phoneSchema(country).safeParse(body.phone);
  if (!phone.success)
    for (const issue of phone.error.issues)
      ctx.addIssue({ code: 'custom', path: ['phone'], message: issue.message });
  const price = priceOfForm(body.price, country, ctx);
  if (!phone.success || price === null || price === undefined) return z.NEVER;
  return { ...body, phone: phone.data, price };
});
export type GymFormOutput = z.output<typeof gymFormSchema>;

/** Values of the gym form. `image` holds the large-image URLs (first = cover). */
export interface GymFormValues {
  name: string;
  /** The gym's country (ADR 0054): its phone, address search, zone and currency. */
  country: CountryCode;
  price: string;
  address: string;
  phone: string;
  email: string;
  latitude: string;
  longitude: string;
  trainers: string;
  gymActive: boolean;
  image: string[];
  logo: string | null;
  socialNetworks: Record<SocialNetwork, string>;
  /** OSM `opening_hours` built by the weekly table or typed (null = unknown; ADR 0025). */
  openingHours: string | null;
}

/** Start values of a new gym of `country` (the partner's), its pin at `position`. */
export function newGymFormValues(position: LatLon, country: CountryCode = DEFAULT_COUNTRY): GymFormValues {
  return {
    name: '',
    country,
    price: '',
    address: '',
    phone: '',
    email: '',
    latitude: coordinateText(position.latitude),
    longitude: coordinateText(position.longitude),
    trainers: '0',
    gymActive: true,
    image: [],
    logo: null,
    socialNetworks: socialNetworkValues(SOCIAL_NETWORKS, {}),
    openingHours: null,
  };
}

/** Start values of the edit form of `gym`. */
export function gymFormValues(gym: MyGym): GymFormValues {
  return {
    name: gym.name,
    country: isCountryCode(gym.country) ? gym.country : DEFAULT_COUNTRY,
    price: priceText(gym.price, isCountryCode(gym.country) ? gym.country : DEFAULT_COUNTRY),
    address: gym.address,
    phone: text(gym.phone),
    email: text(gym.email),
    latitude: coordinateText(fromDecimal(gym.latitude)),
    longitude: coordinateText(fromDecimal(gym.longitude)),
    trainers: String(gym.trainers),
    gymActive: gym.gymActive,
    image: [...gym.image],
    logo: gym.logo,
    socialNetworks: socialNetworkValues(SOCIAL_NETWORKS, gym.socialNetworks),
    openingHours: gym.openingHours ?? null,
  };
}

// ---- Service (SPEC §2 gym service form) ----

/**
 * The service form's schema for a gym of `country`: the contract's create body without `gymId` (added on
 * submit), its price read as people in `country` write it, as the server reads it (ADR 0053).
 */
export const serviceFormSchemaIn = (country: CountryCode) =>
  serviceCreateBodySchema.omit({ gymId: true }).transform((body, ctx) => {
    const price = priceOfForm(body.price, country, ctx);
    return price === undefined ? z.NEVER : { ...body, price };
  });
export type ServiceFormOutput = z.output<ReturnType<typeof serviceFormSchemaIn>>;

/** Values of the service form. */
export interface ServiceFormValues {
  name: string;
  description: string;
  duration: string;
  price: string;
  image: string | null;
}

/** Start values: blank, or those of `service` when editing (its price as the gym's `country` writes it). */
export function serviceFormValues(
  service?: GymService,
  country: CountryCode = DEFAULT_COUNTRY,
): ServiceFormValues {
  return {
    name: service?.name ?? '',
    description: text(service?.description),
    duration: service?.duration === null || service?.duration === undefined ? '' : String(service.duration),
    price: priceText(service?.price, country),
    image: service?.image ?? null,
  };
}

// ---- Lists ----

/** `list` with the item at `from` moved to `to` (indexes outside the list leave it unchanged). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= list.length || to < 0 || to >= list.length || from === to) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
