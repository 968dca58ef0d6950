/**
 * The first paint of the web app's first screens, sent inside `<div id="root">` of `index.html`: the
 * top bar's logo and the screen's heading, in the very classes the React screens use, so a phone
 * paints them as soon as the page and its stylesheets arrive instead of after the JavaScript has
 * run (First Contentful Paint, and the Largest Contentful Paint where the heading is the largest
 * element). React replaces the whole `#root` when it renders (`createRoot`), so nothing kept on
 * screen moves (no layout shift). The texts come from the messages modules, as the screens' own do.
 * ADR 0013.
 * @module
 */
import { illustrationUrlOf } from '../../shared/domain/illustration';
import { loginPageMessages } from '../../shared/messages/account.web';
import { landingMessages } from '../../shared/messages/pitch.web';
import { gymDetailMessages, mapMessages, shellMessages } from '../../shared/messages/catalogue.web';

/** HTML text escaping (the messages are ours, but they hold quotes and ampersands). */
function esc(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The top bar as every screen starts: the logo only (the links depend on the browser's session). */
const TOP_BAR =
  '<header class="topbar"><div class="container topbar__inner">' +
  `<a href="/" class="topbar__logo" aria-label="${esc(shellMessages.logoLabel)}"><span class="logo">` +
  '<img class="logo__mark" src="/favicon.svg" width="32" height="32" alt="">' +
  `<span class="logo__word">${esc(shellMessages.appName)}</span></span></a></div></header>`;

/** The page frame around a screen's first paint (RootLayout's classes). */
const frame = (main: string) =>
  `<div class="app">${TOP_BAR}<main id="main" class="app__main">${main}</main></div>`;

/** `/`: the landing hero (LandingPage). */
const LANDING = frame(
  '<header class="hero hero--landing"><div class="container hero__inner">' +
    `<p class="hero__eyebrow">${esc(landingMessages.eyebrow)}</p>` +
    `<h1 class="hero__title">${esc(landingMessages.title)}</h1>` +
    `<p class="hero__lead">${esc(landingMessages.lead)}</p>` +
    '<div class="hero__actions">' +
    `<a class="button" href="#gimnasios">${esc(landingMessages.ctaSearch)}</a>` +
    `<a class="button button--on-dark" href="/maps">${esc(landingMessages.ctaMap)}</a>` +
    '</div></div></header>',
);

/** `/maps`: the map page's heading and introduction (GymMapPage). */
const MAP = frame(
  '<section class="container map-page"><div class="map-page__header">' +
    `<h1>${esc(mapMessages.title)}</h1></div>` +
    `<p class="map-page__intro">${esc(mapMessages.intro)}</p></section>`,
);

/** `/login`: the sign-in card's heading and lead (LoginPage). */
const LOGIN = frame(
  '<section class="container auth"><div class="auth__card">' +
    `<h1>${esc(loginPageMessages.title)}</h1>` +
    `<p class="auth__lead">${esc(loginPageMessages.lead)}</p></div></section>`,
);

/** What the gym detail's first paint shows of a gym (read by `modules/gyms/page-head.ts`). */
export interface GymHead {
  name: string;
  /** The first photo's address, or null for a gym without photos (its illustration then). */
  photo: string | null;
  services: string[];
}

/**
 * `/detail/gym/{id}`: the back link, the gym's name and its hero picture (GymDetailPage): the photo,
 * or the illustration of its main activity (`shared/domain/illustration.ts`), in the HTML so the browser
 * fetches the page's largest element at once. An illustration is a small SVG of the build: given
 * `inline`, it travels inside the page as a `data:` URL, so it paints with the first frame instead of
 * queueing behind the screen's scripts (six connections per host over HTTP/1.1).
 * @param inline - the `data:` URL of a build file by its address, or undefined when it cannot be read
 */
export function detailFirstPaint(gym: GymHead, inline?: (url: string) => string | undefined): string {
  const illustration = illustrationUrlOf({
    name: gym.name,
    services: gym.services.map((name) => ({ name })),
  });
  const picture = gym.photo
    ? `<ul class="gym-detail__gallery"><li><img src="${esc(gym.photo)}" alt="${esc(gymDetailMessages.photoAlt(gym.name, 1))}" loading="eager" fetchpriority="high"></li></ul>`
    : `<img class="gym-detail__placeholder" src="${esc(inline?.(illustration) ?? illustration)}" width="960" height="200" alt="" loading="eager" fetchpriority="high">`;
  return frame(
    '<article class="container gym-detail">' +
      `<a class="gym-detail__back" href="/">${esc(gymDetailMessages.back)}</a>` +
      '<header class="gym-detail__header"><div><div class="gym-detail__heading">' +
      `<h1 class="gym-detail__title">${esc(gym.name)}</h1></div></div></header>` +
      `${picture}</article>`,
  );
}

/** Any other screen: the frame and the top bar. */
const PLAIN = frame('');

/**
 * The first paint for an address.
 * @param pathname - the request's path, without query
 * @returns HTML for inside `#root`
 */
export function firstPaint(pathname: string): string {
  // The gym detail's first paint needs the gym: see detailFirstPaint.
  if (pathname === '/') return LANDING;
  if (pathname === '/maps') return MAP;
  if (pathname === '/login') return LOGIN;
  return PLAIN;
}
