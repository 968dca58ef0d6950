/**
 * The avatars shipped with BuscaGym (SPEC §7 `GET /api/user/avatar`; SPEC §2: the chosen avatar's id appears
 * in the home URL and the top bar's "Home" link, so ids are URL-safe slugs). Each id has a hand-written SVG
 * at `src/web/public/avatars/<id>.svg`, served by the web build at {@link avatarUrl}. Names are Spanish
 * (es-AR) and double as the image's accessible name. Shared by server and web.
 * @module
 */

/** One avatar of the catalogue: `id` is stored on the account (`users.avatar`). */
export interface AvatarEntry {
  readonly id: string;
  readonly name: string;
}

/** The catalogue, in display order. */
export const AVATARS = [
  { id: 'corredora', name: 'Corredora' },
  { id: 'ciclista', name: 'Ciclista' },
  { id: 'yogui', name: 'Yogui' },
  { id: 'boxeador', name: 'Boxeador' },
  { id: 'nadadora', name: 'Nadadora' },
  { id: 'pesista', name: 'Pesista' },
  { id: 'abuelo', name: 'Abuelo activo' },
  { id: 'abuela', name: 'Abuela activa' },
  { id: 'rulos', name: 'Rulos al viento' },
  { id: 'trenzas', name: 'Trenzas' },
  { id: 'gorra', name: 'Con gorra' },
  { id: 'pelirrojo', name: 'Pelirrojo con barba' },
  { id: 'pelo-corto', name: 'Pelo corto' },
  { id: 'hiyab', name: 'Deportista con hiyab' },
] as const satisfies readonly AvatarEntry[];

/** An avatar id of the catalogue. */
export type AvatarId = (typeof AVATARS)[number]['id'];

const ids: ReadonlySet<string> = new Set(AVATARS.map((a) => a.id));

/** True when `id` names an avatar of the catalogue (case-sensitive). */
export const isAvatarId = (id: string): id is AvatarId => ids.has(id);

/** Path of an avatar's SVG on the web server (`/avatars/<id>.svg`). */
export const avatarUrl = (id: string): string => `/avatars/${encodeURIComponent(id)}.svg`;

/** The avatar named `id`, or undefined. */
export const findAvatar = (id: string): AvatarEntry | undefined => AVATARS.find((a) => a.id === id);
