/**
 * The language of each answer (ADR 0055; docs/architecture.md §7.1): a signed-in account's preference
 * (`users.locale`, read with its session), else the visitor's choice (the `idioma` cookie the language
 * picker sets), else the best of `Accept-Language` (RFC 9110 §12.5.4) among the catalogues' locales,
 * else es-AR. The request runs in an `AsyncLocalStorage` holding it, so every message read while
 * answering — errors, mails, the server render of a page — is in that language. Work done outside a
 * request (the jobs' mails) enters a recipient's language with {@link withLocale}.
 * @module
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { Negotiator } from '@fastify/accept-negotiator';
import { fastifyCookie } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { setActiveLocaleResolver } from '../../shared/messages/i18n/active';
import { loadAllLocales } from '../../shared/messages/i18n/all-locales';
import {
  DEFAULT_LOCALE,
  isLocale,
  LOCALE_COOKIE,
  LOCALES,
  type Locale,
} from '../../shared/messages/i18n/locales';

/**
 * Language ranges as the negotiator compares them (lower case: RFC 9110 §12.5.4 makes them
 * case-insensitive), each locale's own tag and its bare language (`pt-PT, pt` → pt-BR; `es-CO, es` →
 * es-AR, the default of the language).
 */
const RANGES: ReadonlyMap<string, Locale> = new Map<string, Locale>([
  ...LOCALES.map((locale) => [locale.toLowerCase(), locale] as const),
  ['es', 'es-AR'],
  ['pt', 'pt-BR'],
]);
const negotiator = new Negotiator({ supportedValues: [...RANGES.keys()], cache: new Map() });

/** The locale of an `Accept-Language` header, or null when it names none of ours. */
export function localeOfAcceptLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const range = negotiator.negotiate(header.toLowerCase().slice(0, 500));
  return range ? (RANGES.get(range) ?? null) : null;
}

/**
 * The language a visitor's request names: its `idioma` cookie (parsed by @fastify/cookie, registered
 * before this plugin's hooks), else its `Accept-Language`; null when neither names one of ours.
 */
export function visitorLocale(request: Pick<FastifyRequest, 'headers' | 'cookies'>): Locale | null {
  const chosen = request.cookies?.[LOCALE_COOKIE];
  if (isLocale(chosen)) return chosen;
  return localeOfAcceptLanguage(request.headers['accept-language']);
}

/** The active locale, and whether the request named it (false for the default and outside requests). */
interface LocaleContext {
  locale: Locale;
  named: boolean;
}
const store = new AsyncLocalStorage<LocaleContext>();

/** The locale of the request being answered (es-AR outside any request: jobs, start-up). */
export const currentLocale = (): Locale => store.getStore()?.locale ?? DEFAULT_LOCALE;

/**
 * The locale the request being answered named (the account's, the cookie's or `Accept-Language`'s), or
 * null when it fell to the default: what a new account keeps as its language, so that a request that
 * named none leaves the account to follow its visitor's later choices.
 */
export const namedLocale = (): Locale | null => {
  const context = store.getStore();
  return context?.named ? context.locale : null;
};

/**
 * Runs `fn` with `locale` as the active one of the messages (es-AR when null): how work done outside a
 * request — a job mailing an account — writes in its recipient's language (`users.locale`).
 * @returns what `fn` returns (its promise, for an async `fn`, whose continuations keep the locale)
 */
export const withLocale = <T>(locale: Locale | null | undefined, fn: () => T): T =>
  store.run({ locale: locale ?? DEFAULT_LOCALE, named: false }, fn);

/** Options of {@link localePlugin}. */
export interface LocalePluginOptions {
  /**
   * The signed-in account's language of a request (`users.locale`), or null when there is no session
   * or it chose none. The app passes its session read (plugins/session.ts), cached per request, so a
   * route that needs the session reads it once.
   */
  accountLocale?: (request: FastifyRequest) => Promise<Locale | null>;
}

/**
 * A static file's path (`/assets/app.js`, `/uploads/a.webp`): its last segment has an extension. Its
 * answer holds no text, so its request does not read the session for a language.
 */
const STATIC_FILE = /\.[A-Za-z0-9]+$/;

/**
 * Loads every locale's catalogues, makes the request's locale the active one of the messages (from
 * `onRequest`, and again from `preValidation` once a body is parsed), and answers `Content-Language`.
 * A signed-in account's language is read in `preParsing`, after every `onRequest` hook: a request that
 * load shedding, the origin check or a rate limit refuses costs no session read, and its refusal is in
 * the visitor's language (cookie, `Accept-Language`). Root-level (fastify-plugin), registered before the
 * routes.
 */
export const localePlugin = fp<LocalePluginOptions>(
  async (app: FastifyInstance, { accountLocale }) => {
    loadAllLocales();
    setActiveLocaleResolver(currentLocale);
    if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);
    const locales = new WeakMap<FastifyRequest, LocaleContext>();
    const enter = (
      request: FastifyRequest,
      reply: FastifyReply,
      context: LocaleContext,
      then: () => void,
    ) => {
      locales.set(request, context);
      void reply.header('content-language', context.locale);
      store.run(context, then);
    };
    app.addHook('onRequest', (request, reply, done) => {
      const named = visitorLocale(request);
      enter(request, reply, { locale: named ?? DEFAULT_LOCALE, named: named !== null }, done);
    });
    if (accountLocale) {
      app.addHook('preParsing', (request, reply, payload, done) => {
        const path = request.url.split('?', 1)[0] ?? '';
        if (STATIC_FILE.test(path)) {
          done(null, payload);
          return;
        }
        // A session that cannot be read (the database down) leaves the visitor's language: the route
        // that needs the session answers the error.
        void accountLocale(request)
          .catch(() => null)
          .then((preferred) => {
            if (preferred && preferred !== locales.get(request)?.locale)
              enter(request, reply, { locale: preferred, named: true }, () => done(null, payload));
            else done(null, payload);
          });
      });
    }
    // A body is read in the request stream's callbacks, outside the context entered above: enter it
    // again once the body is parsed, before validation and the handler.
    app.addHook('preValidation', (request, _reply, done) => {
      store.run(locales.get(request) ?? { locale: DEFAULT_LOCALE, named: false }, done);
    });
  },
  { name: 'buscagym-locale' },
);
