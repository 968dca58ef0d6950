/**
 * A room of messages (ADR 0055): an object whose properties read like the plain texts of the messages
 * room (`navMessages.myProfile`, `navMessages.welcome('Ana')`) while each one answers in the active
 * locale from the Lingui catalogues (`messages/locales/<locale>/<room>.po`, ICU MessageFormat).
 *
 * A room module declares its messages by id, each marked for `lingui extract` with an `i18n` comment;
 * a message with values names them in `args`, in the order the function takes them:
 *
 * ```ts
 * import { navCatalog } from './locales/es-AR/shell.web';
 * export const navMessages = room(navCatalog, {
 *   myProfile: { id: 'nav.myProfile' },            // with an i18n comment before each object
 *   welcome: { id: 'nav.welcome', args: ['name'] }, // "Bienvenido {name} !"
 * });
 * ```
 *
 * The room's es-AR messages (the default locale's) are imported by the room module itself, one group per
 * `room()` call, each call marked pure, so a page carries the texts of the exports it uses and no others
 * (ADR 0013 budgets); another locale's catalogues are loaded before the page renders
 * (src/web/lib/i18n.ts; on the server, all at start).
 * @module
 */
import type { Messages } from '@lingui/core';
import { activeLocale, hasMessage, loadMessages, translator } from './active';
import { DEFAULT_LOCALE } from './locales';

/** A message of a room: its catalogue id and, when it takes values, their ICU argument names in order. */
export interface MessageDescriptor {
  readonly id: string;
  readonly args?: readonly string[];
}

/**
 * A value put in a message: text as it is, a number as ICU formats it (`{n, number}`, `plural`), and a
 * flag or a missing value as the text ICU `select` chooses on (`true`, `false`, `null`).
 */
export type MessageValue = string | number | boolean | null;

/**
 * What a room holds: messages, lists (`weekdays`, `faq`) and groups of entries (`byCountry.AR`).
 */
export type Entry = MessageDescriptor | readonly Entry[] | { readonly [key: string]: Entry };

/** The text of an entry: a string, a function of its values, or a list or group of texts. */
export type TextOf<E> = E extends { readonly id: string; readonly args: infer A extends readonly string[] }
  ? (...values: { readonly [I in keyof A]: MessageValue }) => string
  : E extends { readonly id: string }
    ? string
    : E extends readonly (infer I)[]
      ? readonly TextOf<I>[]
      : { readonly [K in keyof E]: TextOf<E[K]> };

/** The texts of a room: a string for a message without values, a function of them for the others. */
export type Room<D extends Readonly<Record<string, Entry>>> = { readonly [K in keyof D]: TextOf<D[K]> };

/**
 * The text of `id` in the active locale with `values`; a message the active locale's catalogues do not
 * hold yet (not loaded) is given in es-AR rather than as its id.
 */
function translate(id: string, values?: Record<string, string | number>): string {
  const locale = activeLocale();
  return translator(hasMessage(locale, id) ? locale : DEFAULT_LOCALE)._(id, values);
}

/** A value as ICU reads it: flags and missing values as their text (`select` keys are text). */
const valueOf = (value: MessageValue | undefined): string | number =>
  typeof value === 'string' || typeof value === 'number' ? value : String(value);

/**
 * The function of a message with values: takes them in `args` order; its `length` is their count. A
 * missing value reads "undefined", as it did in the template literals the rooms were written with.
 */
function withValues(id: string, args: readonly string[]): (...values: MessageValue[]) => string {
  const text = (...values: MessageValue[]) =>
    translate(id, Object.fromEntries(args.map((name, i) => [name, valueOf(values[i])])));
  return Object.defineProperty(text, 'length', { value: args.length });
}

const isDescriptor = (entry: Entry): entry is MessageDescriptor =>
  typeof (entry as { id?: unknown }).id === 'string';

/** What `entry` reads as: a text or a text function, or a list or group of them (read when used). */
function textOf(entry: Entry): () => unknown {
  if (Array.isArray(entry)) {
    const items = (entry as readonly Entry[]).map(textOf);
    return () => items.map((item) => item());
  }
  if (isDescriptor(entry)) {
    const { id, args } = entry;
    return args ? () => withValues(id, args) : () => translate(id);
  }
  const group = texts(entry as Readonly<Record<string, Entry>>);
  return () => group;
}

/** An object whose properties read `entries` when used: each in the locale active then. */
function texts(entries: Readonly<Record<string, Entry>>): object {
  const result = {};
  for (const [key, entry] of Object.entries(entries)) {
    Object.defineProperty(result, key, { get: textOf(entry), enumerable: true });
  }
  return result;
}

/**
 * Makes a room of `descriptors` after adding `defaultMessages` (the room's compiled es-AR catalogue) to
 * the es-AR translator. Each property is read when used, so it answers in the locale active then.
 * @param defaultMessages - the room's es-AR group catalogue (`gymListCatalog` of
 *   `./locales/es-AR/<room>`, Lingui's compiled messages of that group, cut by `npm run i18n`)
 * @param descriptors - key → `{ id, args? }`, a list of them or a group of them, each descriptor marked
 *   with an `i18n` comment for extraction
 */
export function room<const D extends Readonly<Record<string, Entry>>>(
  defaultMessages: Messages,
  descriptors: D,
): Room<D> {
  loadMessages(DEFAULT_LOCALE, defaultMessages);
  return texts(descriptors) as Room<D>;
}
