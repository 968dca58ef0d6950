/**
 * The illustration of a gym without photos: its main activity, guessed from its name and its
 * services (SPEC §3 `name`, `services[].name`), picks one of the static drawings in
 * `src/web/public/illustrations/`. Pure and dependency-free (shared: the server names the detail
 * hero in its first paint), so the first screen gains almost no JavaScript
 * (ADR 0013).
 *
 * Which activity wins when a gym names several:
 * 1. **The name**, when a word of it names an activity ("Lawn Tennis", "Club Náutico Hacoaj",
 *    "Almagro Boxing Club"): the activity named first in it ("Gimnasia y Esgrima" → gimnasia). A club
 *    is named after what it was founded for, even when it now offers a dozen other sports.
 * 2. **The services**, by {@link ACTIVITY_PRIORITY}: the activities that need their own facility come
 *    first (a pool, tennis courts, a basketball or volleyball court, a skating rink), then the classes
 *    (gymnastics, martial arts, dance, yoga), then the weights room and football last: about three
 *    clubs in four list fútbol (mostly baby fútbol), so it says least about a club.
 * 3. Otherwise (no recognised word, or a map pin, which carries no services) the generic club.
 * @module
 */

/** The drawn activities, each the slug of its file `/illustrations/<slug>.svg`. */
export type Activity =
  | 'natacion'
  | 'tenis'
  | 'basquet'
  | 'voley'
  | 'patin'
  | 'gimnasia'
  | 'artes-marciales'
  | 'danza'
  | 'yoga'
  | 'musculacion'
  | 'futbol';

/** The slug of a gym's illustration: an activity, or the generic club. */
export type IllustrationSlug = Activity | 'club';

/** Order in which the services decide the illustration (see the module comment for the reasons). */
export const ACTIVITY_PRIORITY: readonly Activity[] = [
  'natacion',
  'tenis',
  'basquet',
  'voley',
  'patin',
  'gimnasia',
  'artes-marciales',
  'danza',
  'yoga',
  'musculacion',
  'futbol',
];

/**
 * Words that name each activity, matched at the start of a word of the folded text (lower case, no
 * accents), so plurals and derived words match too ("danzas", "patinaje", "nautico"). They cover
 * the service vocabulary of the catalogue (src/server/modules/imports/text/services.ts: "Buceo" and "Náutica" draw
 * the pool, racket sports the tennis court, "Cestoball" the basket, "Boxeo" the martial arts,
 * "Pilates" the yoga mat, "Funcional", "Aeróbica" and "Ciclismo indoor" the weights room) and the
 * English and Spanish words of club names.
 */
const KEYWORDS: Readonly<Record<Activity, RegExp>> = {
  natacion: /\b(?:nata(?:cion|torio)|nautic|acuatic|pileta|buceo|swimming|aquatic)/,
  tenis: /\b(?:tenis|tennis|lawn\b|paddle|padel|squash|badminton|pelota paleta)/,
  basquet: /\b(?:basquet|basket|cestoball)/,
  voley: /\b(?:vole[iy]|volley)/,
  patin: /\b(?:patin|roller|skat)/,
  gimnasia: /\b(?:gimnasia|gimnastic|gymnastic)/,
  'artes-marciales':
    /\b(?:artes? marcial|karate|judo|taekwon|aikido|kung fu|jiu.?jitsu|kick ?box|box(?:eo|ing)?\b|dojo|mma\b)/,
  danza: /\b(?:danza|baile|ballet|tango|dance)/,
  yoga: /\b(?:yoga|pilates)/,
  musculacion:
    /\b(?:musculacion|gimnasio|gym\b|fitness|cross ?fit|funcional|aerobic|pesas\b|spinning|ciclismo indoor)/,
  futbol: /\b(?:futbol|football|soccer|futsal)/,
};

/** Lower case without accents or diacritics ("Náutico" → "nautico", "Ñandú" → "nandu"). */
export function foldWords(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** The activity named first in `text` (the lowest match position; a tie goes to the higher priority). */
function firstNamedActivity(text: string): Activity | undefined {
  const folded = foldWords(text);
  let best: { activity: Activity; index: number } | undefined;
  for (const activity of ACTIVITY_PRIORITY) {
    const index = folded.search(KEYWORDS[activity]);
    if (index >= 0 && (!best || index < best.index)) best = { activity, index };
  }
  return best?.activity;
}

/** What the list, the detail and the map answers tell about a gym; `services` is absent on map pins. */
export interface IllustratedGym {
  name: string;
  services?: readonly { name: string }[];
}

/**
 * The main activity of a gym: the one its name names first, else the first of its services by
 * {@link ACTIVITY_PRIORITY}, else `'club'`.
 */
export function mainActivityOf(gym: IllustratedGym): IllustrationSlug {
  const fromName = firstNamedActivity(gym.name);
  if (fromName) return fromName;
  const offered = new Set<Activity>();
  for (const service of gym.services ?? []) {
    const activity = firstNamedActivity(service.name);
    if (activity) offered.add(activity);
  }
  return ACTIVITY_PRIORITY.find((activity) => offered.has(activity)) ?? 'club';
}

/** Address of a drawing, served from the web build's public folder. */
export function illustrationUrl(slug: IllustrationSlug): string {
  return `/illustrations/${slug}.svg`;
}

/** Address of the illustration of a gym (see {@link mainActivityOf}). */
export function illustrationUrlOf(gym: IllustratedGym): string {
  return illustrationUrl(mainActivityOf(gym));
}
