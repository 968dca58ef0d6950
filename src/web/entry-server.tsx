/**
 * Server entry of the web app (ADR 0046): renders a public page (`app/server-pages.ts`) with React's
 * streaming server rendering inside the page frame, its screen's module loaded first, after filling
 * the query cache with the very queries the page runs (`gymListQuery`, `gymQuery`, `gymPinsQuery`,
 * `productsQuery`), so the HTML carries the page's content and the browser hydrates it without
 * asking again. Vite builds this module for Node
 * (`vite build --ssr`); the server loads the build (`src/server/plugins/pages/`), or, in development
 * and the API tests, this source through Vite's `ssrLoadModule`. The API calls go through the
 * server's own routes in-process (the transport the server gives {@link setServerTransport}).
 * @module
 */
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream, renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { COUNTRIES, type CountryCode } from '../shared/domain/countries';
import { chosenCountry, COUNTRY_PARAM } from '../shared/domain/country-choice';
import { setActiveLocaleResolver } from '../shared/messages/i18n/active';
import { loadAllLocales } from '../shared/messages/i18n/all-locales';
import type { Locale } from '../shared/messages/i18n/locales';
import { gymDetailMessages } from '../shared/messages/catalogue.web';
import { memberPitchMessages, ownerPitchMessages } from '../shared/messages/pitch.web';
import { App } from './app/App';
import { preloadScreen } from './app/router';
import { serverPageOf, type ServerPage } from './app/server-pages';
import { HeadTags, resolveHead, scriptJson, type PageHeadSource } from './components/HeadTags';
import { productsQuery } from './features/cart';
import { gymListQuery, gymPinsQuery, gymQuery } from './features/gyms/api/api';
import { gymHead } from './features/gyms/detail/gym-head';
import { toListQuery, toMapQuery, parseListState } from './features/gyms/list/url-state';
import { landingHead } from './features/landing/pages/LandingPage';
import { pitchHead } from './features/landing/components/PitchPage';
import { mapHead } from './features/gyms/pages/GymMapPage';
import { ApiRequestError, setHttpTransport, type HttpTransport } from './lib/http';
import { createQueryClient } from './lib/query-client';
import type { PageRequest, RenderedPage } from '../shared/contract/page-render';

/**
 * Renders each page in the locale `resolver` gives (the request's, src/server/plugins/locale.ts) with
 * every locale's catalogues at hand (ADR 0055).
 */
export function setLocaleResolver(resolver: () => Locale): void {
  loadAllLocales();
  setActiveLocaleResolver(resolver);
}

/** Makes the pages' API calls go through the server itself (Fastify's `inject`). */
export function setServerTransport(transport: HttpTransport): void {
  setHttpTransport(transport);
}

/**
 * Fills `queryClient` for `page` in the catalogue of `country`; returns its head and status.
 */
async function prefetch(
  page: ServerPage,
  search: URLSearchParams,
  country: CountryCode,
  queryClient: QueryClient,
): Promise<{ head: PageHeadSource; status: number }> {
  // The browser starts from the same default position, its country's point of reference
  // (`lib/location.tsx`, ADR 0052), so the keys match.
  const { latitude, longitude } = COUNTRIES[country].center;
  const position = { latitude, longitude };
  // One try: a failed read sends the page for the browser to render rather than wait for retries.
  const once = <T extends object>(options: T) => ({ ...options, retry: false });
  switch (page.kind) {
    case 'landing':
      await queryClient.prefetchQuery(
        once(gymListQuery(toListQuery(parseListState(search), position, country))),
      );
      return { head: landingHead, status: 200 };
    case 'ownerPitch':
      return { head: pitchHead(ownerPitchMessages, '/legendCe'), status: 200 };
    case 'memberPitch':
      return { head: pitchHead(memberPitchMessages, '/legendUf'), status: 200 };
    case 'map':
      await queryClient.prefetchQuery(
        once(gymPinsQuery(toMapQuery(parseListState(search), position, country))),
      );
      return { head: mapHead, status: 200 };
    case 'gym': {
      const query = once(gymQuery(page.id, position));
      try {
        // What it sells comes with the page too, so the cards below keep their place on hydration; a
        // failed read of it leaves that section to the browser (`prefetchQuery` does not throw).
        const [gym] = await Promise.all([
          queryClient.fetchQuery(query),
          queryClient.prefetchQuery(once(productsQuery(page.id))),
        ]);
        return { head: gymHead(gym), status: 200 };
      } catch (error) {
        const missing = error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
        if (!missing) throw error;
        // The page renders the failure it holds instead of the spinner of a new try (the browser,
        // which gets no cache for it, asks again itself).
        queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
        return { head: { title: gymDetailMessages.notFoundTitle, noindex: true }, status: 404 };
      }
    }
  }
}

/**
 * Renders `request.url` when it is a server-rendered page.
 * @returns the page once its shell is ready, or null for a browser-only screen
 * @throws when an API call fails for another reason than a missing gym, or the shell cannot render
 *   (the server then sends the page for the browser to render)
 */
export async function renderPage(request: PageRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, 'http://server.invalid');
  const page = serverPageOf(url.pathname);
  if (!page) return null;
  // Each render has its own cache, never shared between requests (no visitor sees another's data).
  const queryClient = createQueryClient();
  // The screen's module first: a lazy screen not loaded yet would stream the spinner and send the
  // screen later in a hidden segment that React reveals on its own schedule, after the browser may
  // have hydrated; loaded, the screen renders at once into the first response.
  // The country the browser will resolve from the same address and cookie (`lib/country.tsx`, ADR 0052).
  const { country } = chosenCountry(url.searchParams.get(COUNTRY_PARAM), request.countryCookie);
  const [{ head, status }] = await Promise.all([
    prefetch(page, url.searchParams, country, queryClient),
    preloadScreen(page),
  ]);
  const location = url.pathname + url.search;
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={location}>{children}</StaticRouter>
  );
  const headHtml = renderToStaticMarkup(<HeadTags head={resolveHead(head, request.origin)} server />);
  const state = status === 200 ? scriptJson(dehydrate(queryClient)) : null;
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <App queryClient={queryClient} Router={Router} serverRendered countryCookie={request.countryCookie} />,
      {
        nonce: request.nonce,
        // React outlines a finished Suspense boundary larger than `progressiveChunkSize` (12.8 KB by
        // default): it sends the spinner in place and the content in a hidden segment that its script
        // reveals later (batched, up to 300 ms). A list of gyms passes that size; the page's data is
        // already here, so the screen goes inline, where a search engine and the first paint see it.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onShellReady: () =>
          resolve({ status, head: headHtml, state, pipe: stream.pipe, abort: stream.abort }),
        onShellError: reject,
        onError: request.onError,
      },
    );
  });
}
