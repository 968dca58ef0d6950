/**
 * The first paint of the screens the browser renders alone, sent inside `<div id="root">` of
 * `index.html`: the top bar's logo and, for `/login`, the screen's heading, in the very classes the
 * React screens use, so a phone paints them as soon as the page and its stylesheets arrive instead of
 * after the JavaScript has run (ADR 0013). React replaces the whole `#root` when it renders
 * (`createRoot`), so nothing kept on screen moves. The public pages are rendered by React itself on
 * the server instead (ADR 0046). The texts come from the messages modules, as the screens' own do.
 * @module
 */
import { loginPageMessages } from '../../shared/messages/account.web';
import { shellMessages } from '../../shared/messages/catalogue.web';

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

/** `/login`: the sign-in card's heading and lead (LoginPage). */
const LOGIN = frame(
  '<section class="container auth"><div class="auth__card">' +
    `<h1>${esc(loginPageMessages.title)}</h1>` +
    `<p class="auth__lead">${esc(loginPageMessages.lead)}</p></div></section>`,
);

/** Any other screen: the frame and the top bar. */
const PLAIN = frame('');

/**
 * The first paint of a screen the browser renders.
 * @param pathname - the request's path, without query
 * @returns HTML for inside `#root`
 */
export function firstPaint(pathname: string): string {
  return pathname === '/login' ? LOGIN : PLAIN;
}
