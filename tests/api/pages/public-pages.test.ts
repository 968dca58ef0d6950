// The public pages as the server sends them (ADR 0046): rendered by React from the sources (Vite's
// ssrLoadModule, as in development), read here as HTML with no JavaScript run.
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '../../../src/server/project-root';
import { loadDevRender, type WebRender } from '../../../src/server/plugins/pages/web-render';
import { gymByIdResponseSchema } from '../../../src/shared/contract/gyms';
import { formatArs } from '../../../src/shared/domain/money';
import { gymDetailMessages, valueMessages } from '../../../src/shared/messages/catalogue.web';
import { openingWeekMessages } from '../../../src/shared/messages/opening-hours-pages.web';
import { buildTestApp, type TestApp } from '../helpers/app';
import { ALLGYMS, GYMBYID } from '../helpers/catalogue';
import {
  NOW,
  REVIEWED,
  UNPUBLISHED,
  UNREVIEWED,
  DEMO,
  decode,
  getPage,
  insertPageFixtures,
  jsonLdOf,
  metaOf,
} from './page-fixtures';

let t: TestApp;
let render: WebRender;
beforeAll(async () => {
  render = await loadDevRender(PROJECT_ROOT);
  t = await buildTestApp({ prepare: insertPageFixtures, now: () => NOW, webRender: render });
});
afterAll(async () => {
  await t?.close();
  await render?.close();
});

/** The `#root` of a page: what React rendered. */
const rootOf = (html: string): string => html.slice(html.indexOf('<div id="root">'));
/** The head of a page. */
const headOf = (html: string): string => html.slice(0, html.indexOf('</head>'));

describe('a gym page', () => {
  it('carries the name, address, price, hours and rating in the HTML', async () => {
    const gym = gymByIdResponseSchema.parse((await t.app.inject(`${GYMBYID}/${REVIEWED.id}`)).json());
    expect(gym.reviewCount).toBe(REVIEWED.ratings.length);
    const { status, html, headers } = await getPage(t, `/detail/gym/${REVIEWED.id}`);
    expect(status).toBe(200);
    expect(headers['content-type']).toBe('text/html; charset=utf-8');
    const root = decode(rootOf(html));
    expect(root).toContain(`>${REVIEWED.name}</h1>`);
    expect(root).toContain(REVIEWED.address);
    expect(root).toContain(formatArs(REVIEWED.price));
    expect(root).toContain(openingWeekMessages.range('07:00', '22:00'));
    expect(root).toContain(valueMessages.rating(String(gym.raiting).replace('.', ',')));
    // The name's `</script>` stays text: no script element of the page holds the attacker's code.
    expect(html).not.toContain('<script>alert(1)</script>');
    // The query cache the browser hydrates from, as a data block the CSP needs no exception for.
    const state = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.stringify(JSON.parse(state ?? 'null'))).toContain(REVIEWED.id);
  });

  it('has its title, description, canonical link, Open Graph and Twitter card tags', async () => {
    const { html } = await getPage(t, `/detail/gym/${REVIEWED.id}`);
    const head = headOf(html);
    const url = `${t.config.publicUrl}/detail/gym/${REVIEWED.id}`;
    expect(decode(/<title[^>]*>([^<]*)<\/title>/.exec(head)?.[1] ?? '')).toBe(`${REVIEWED.name} | BuscaGym`);
    expect(head.match(/<title/g)).toHaveLength(1);
    expect(metaOf(head, 'name', 'description')).toContain(REVIEWED.address);
    expect(head).toContain(`<link data-ssr-head="" rel="canonical" href="${url}"/>`);
    expect(metaOf(head, 'property', 'og:title')).toBe(`${REVIEWED.name} | BuscaGym`);
    expect(metaOf(head, 'property', 'og:url')).toBe(url);
    expect(metaOf(head, 'property', 'og:type')).toBe('place');
    expect(metaOf(head, 'property', 'og:image')).toBe(`${t.config.publicUrl}${REVIEWED.photo}`);
    expect(metaOf(head, 'property', 'og:description')).toBe(metaOf(head, 'name', 'description'));
    expect(metaOf(head, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaOf(head, 'name', 'twitter:title')).toBe(`${REVIEWED.name} | BuscaGym`);
    expect(metaOf(head, 'name', 'twitter:image')).toBe(`${t.config.publicUrl}${REVIEWED.photo}`);
    expect(metaOf(head, 'name', 'robots')).toBeUndefined();
  });

  it('is the same page for a link preview or crawler that accepts anything (*/* or no Accept)', async () => {
    const url = `/detail/gym/${REVIEWED.id}`;
    for (const accept of ['*/*', undefined]) {
      const res = await t.app.inject({ method: 'GET', url, headers: accept ? { accept } : {} });
      expect(res.statusCode, String(accept)).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(metaOf(headOf(res.body), 'property', 'og:title')).toBe(`${REVIEWED.name} | BuscaGym`);
    }
    // Anything else asked that way is no page: a missing script keeps its 404, not HTML.
    const script = await t.app.inject({
      method: 'GET',
      url: '/assets/missing-1a2b3c.js',
      headers: { accept: '*/*' },
    });
    expect(script.statusCode).toBe(404);
    expect(script.headers['content-type']).not.toMatch(/text\/html/);
  });

  it('describes the gym as a schema.org ExerciseGym, rated from its reviews', async () => {
    const { html } = await getPage(t, `/detail/gym/${REVIEWED.id}`);
    const [ld, ...more] = jsonLdOf(html);
    expect(more).toEqual([]);
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ExerciseGym',
      name: REVIEWED.name,
      url: `${t.config.publicUrl}/detail/gym/${REVIEWED.id}`,
      image: [`${t.config.publicUrl}${REVIEWED.photo}`],
      address: {
        '@type': 'PostalAddress',
        streetAddress: REVIEWED.address,
        addressLocality: REVIEWED.neighborhood,
      },
      geo: { '@type': 'GeoCoordinates', latitude: -34.58, longitude: -58.42 },
      priceRange: formatArs(REVIEWED.price),
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.3, reviewCount: 4 },
    });
    // Monday to Friday, 07:00 to 22:00: one specification per open day of the week.
    const hours = ld?.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
    expect(hours.map((h) => h.dayOfWeek.replace('https://schema.org/', '')).sort()).toEqual([
      'Friday',
      'Monday',
      'Thursday',
      'Tuesday',
      'Wednesday',
    ]);
    expect(new Set(hours.map((h) => `${h.opens}-${h.closes}`))).toEqual(new Set(['07:00-22:00']));
  });

  it('has no rating in its JSON-LD when nobody has reviewed the gym', async () => {
    const { status, html } = await getPage(t, `/detail/gym/${UNREVIEWED.id}`);
    expect(status).toBe(200);
    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({ '@type': 'ExerciseGym', name: UNREVIEWED.name });
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(ld).not.toHaveProperty('openingHoursSpecification');
    expect(metaOf(html, 'name', 'twitter:card')).toBe('summary');
  });

  it("claims no demo price nor demo rating as the gym's own (ADR 0004)", async () => {
    const { status, html } = await getPage(t, `/detail/gym/${DEMO.id}`);
    expect(status).toBe(200);
    const [ld] = jsonLdOf(html);
    expect(ld).toMatchObject({ '@type': 'ExerciseGym', name: DEMO.name });
    expect(ld).not.toHaveProperty('priceRange');
    expect(ld).not.toHaveProperty('aggregateRating');
    expect(metaOf(headOf(html), 'name', 'description')).toContain(DEMO.address);
    expect(metaOf(headOf(html), 'name', 'description')).not.toContain('Precio');
  });

  it('answers 404 with the not-found page, unindexed, for an unknown or unpublished gym', async () => {
    for (const id of [UNPUBLISHED, '00000000-0000-4000-8000-00000000dead', 'no-es-un-id']) {
      const { status, html } = await getPage(t, `/detail/gym/${id}`);
      expect(status, id).toBe(404);
      expect(decode(rootOf(html))).toContain(gymDetailMessages.notFoundTitle);
      expect(metaOf(html, 'name', 'robots')).toBe('noindex');
      expect(jsonLdOf(html)).toEqual([]);
      // The browser renders it again itself: no cache is sent for a missing gym.
      expect(html).not.toContain('id="ssr-state"');
    }
  });
});

describe('the other public pages', () => {
  it('the landing page carries its gym list, the map page its frame, each with its canonical link', async () => {
    const firstGym = (await t.app.inject(`${ALLGYMS}?limit=6`)).json<{ gyms: { name: string }[] }>().gyms[0];
    const landing = await getPage(t, '/');
    expect(landing.status).toBe(200);
    expect(decode(rootOf(landing.html))).toContain(`>${firstGym?.name}</a>`);
    // In place, not in a hidden segment that a script reveals later with the spinner shown meanwhile.
    expect(landing.html).not.toMatch(/<div hidden id="S:\d+">/);
    expect(landing.html).not.toContain('class="screen-spinner"');
    expect(landing.html).toContain(`rel="canonical" href="${t.config.publicUrl}/"`);
    const maps = await getPage(t, '/maps');
    expect(maps.status).toBe(200);
    expect(maps.html).toContain('class="map-page__map"');
    expect(maps.html).toContain(`rel="canonical" href="${t.config.publicUrl}/maps"`);
    expect(maps.html).toContain(REVIEWED.id);
  });

  it('carries the CSP nonce on the scripts React streams and nowhere else', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html' } });
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(nonce).toBeDefined();
    const inline = [
      ...res.body.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")([^>]*)>/g),
    ];
    for (const [, attributes] of inline) expect(attributes).toContain(`nonce="${nonce}"`);
  });
});

describe('page compression', () => {
  it('sends a rendered page as Brotli or gzip when the browser takes it, the same HTML each time', async () => {
    const url = `/detail/gym/${REVIEWED.id}`;
    const get = (encoding?: string) =>
      t.app.inject({
        url,
        headers: { accept: 'text/html', ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    await get(); // the first render after start streams the screen's boundary later (its code loading)
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    // Two renders differ only in their nonce and the cache's fetch times.
    const withoutNonce = (html: string) =>
      html.replace(/nonce="[^"]+"/g, 'nonce=""').replace(/"(dataUpdatedAt|dehydratedAt)":\d+/g, '"$1":0');
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(withoutNonce(brotliDecompressSync(br.rawPayload).toString('utf8'))).toBe(withoutNonce(plain.body));
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(withoutNonce(gunzipSync(gz.rawPayload).toString('utf8'))).toBe(withoutNonce(plain.body));
  });
});

describe('private pages', () => {
  it('are sent for the browser to render, with noindex', async () => {
    for (const url of ['/cart', '/profile/user/ana/1', '/login', path.posix.join('/home/user/ana', '1')]) {
      const { status, html } = await getPage(t, url);
      expect(status, url).toBe(200);
      expect(metaOf(html, 'name', 'robots'), url).toBe('noindex');
      expect(html, url).not.toContain('id="ssr-state"');
    }
    expect(metaOf((await getPage(t, '/fuentes')).html, 'name', 'robots')).toBeUndefined();
  });
});
