/**
 * Browser entry point of the BuscaGym web app. A public page arrives rendered by the server with its
 * query cache in `#ssr-state` (ADR 0046): React hydrates it, once its screen's code is loaded. Any
 * other screen is rendered here, after the server's first paint has been shown (ADR 0013).
 * @module
 */
// First, so that the page's language is the active one before any screen module reads a text (ADR 0055).
import { loadPageLocale } from './lib/i18n';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode, startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { preloadScreen } from './app/router';
import { serverPageOf } from './app/server-pages';
import { countryCookieOf } from '../shared/domain/country-choice';
import { afterFirstPaint } from './lib/after-first-paint';
import { warmIntl } from './lib/intl-warmup';
import { createQueryClient } from './lib/query-client';
import './styles/global.css';
import './styles/blocks.css';

/** Transitions are off so the spinner shows while a new screen's chunk loads (ADR 0013). */
function Router({ children }: { children: ReactNode }) {
  return <BrowserRouter useTransitions={false}>{children}</BrowserRouter>;
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
const queryClient = createQueryClient();
const page = serverPageOf(window.location.pathname);
const stateText = document.getElementById('ssr-state')?.textContent;
// The picker's cookie, as the server read it from this page's request (ADR 0052).
const countryCookie = countryCookieOf(document.cookie);

if (page && stateText) {
  // The server's answers fill the cache before React renders: the page's queries find them and do not
  // ask again (TanStack Query's `hydrate`, the counterpart of the server's `dehydrate`).
  hydrate(queryClient, JSON.parse(stateText) as DehydratedState);
  // Hydration in a transition yields to the browser every few milliseconds instead of one long task;
  // the formatting data is loaded before it in short tasks of its own (ADR 0050).
  void Promise.all([preloadScreen(page).catch(() => undefined), warmIntl(), loadPageLocale()]).then(() =>
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App queryClient={queryClient} Router={Router} serverRendered countryCookie={countryCookie} />
        </StrictMode>,
      );
    }),
  );
} else {
  // React replaces the server's first paint only once the browser has shown it, and renders in a
  // transition, which yields to the browser every few milliseconds instead of one long task (ADR 0013).
  afterFirstPaint(async () => {
    await Promise.all([warmIntl(), loadPageLocale()]);
    const root = createRoot(container);
    startTransition(() =>
      root.render(
        <StrictMode>
          <App
            queryClient={queryClient}
            Router={Router}
            serverRendered={false}
            countryCookie={countryCookie}
          />
        </StrictMode>,
      ),
    );
  });
}
