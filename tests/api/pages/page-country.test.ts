// The public pages in the visitor's country (ADR 0052): the server render reads `?pais=` first, then the
// picker's cookie, and prefetches that country's catalogue from its centre, as the browser resolves it
// from the same address and cookie (so hydration finds the same queries); links carry the address's country.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../../src/server/db/client';
import { PROJECT_ROOT } from '../../../src/server/project-root';
import { loadDevRender, type WebRender } from '../../../src/server/plugins/pages/web-render';
import { COUNTRIES } from '../../../src/shared/domain/countries';
import { buildTestApp, type TestApp } from '../helpers/app';
import { fixtureId } from '../helpers/fixtures';
import { decode } from './page-fixtures';

const MX_GYM = { id: fixtureId(0x5a01), name: 'Zzcountry Zócalo' };
const BR_GYM = { id: fixtureId(0x5a02), name: 'Zzcountry Sé' };

async function prepare(handle: DatabaseHandle): Promise<void> {
  for (const [gym, code] of [
    [MX_GYM, 'MX'],
    [BR_GYM, 'BR'],
  ] as const) {
    const { center, timeZone } = COUNTRIES[code];
    await handle.db
      .execute(sql`insert into gyms (id, name, price, address, latitude, longitude, country, time_zone)
      values (${gym.id}, ${gym.name}, 900, 'Calle 1', ${center.latitude + 0.01}, ${center.longitude},
              ${code.toLowerCase()}, ${timeZone})`);
  }
}

let t: TestApp;
let render: WebRender;
beforeAll(async () => {
  render = await loadDevRender(PROJECT_ROOT);
  t = await buildTestApp({ prepare, webRender: render });
});
afterAll(async () => {
  await t?.close();
  await render?.close();
});

/** The page at `url` as a browser asks for it, with the picker's cookie when given. */
async function page(url: string, cookie?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) },
  });
  expect(res.statusCode).toBe(200);
  const html = decode(res.body);
  const state = /<script type="application\/json" id="ssr-state">([^<]*)<\/script>/.exec(res.body)?.[1];
  return { html, state: JSON.stringify(JSON.parse(state ?? 'null')), vary: String(res.headers.vary) };
}

describe("the public pages' country", () => {
  it("renders the address's country: its gyms, from its centre, and links that keep it", async () => {
    const { html, state } = await page('/?pais=mx');
    expect(html).toContain(MX_GYM.name);
    expect(html).not.toContain(BR_GYM.name);
    // The list query the browser will ask too: México's, from the Zócalo.
    expect(state).toContain(`"country":"MX"`);
    expect(state).toContain(`"lat":${COUNTRIES.MX.center.latitude}`);
    expect(html).toMatch(/<a [^>]*aria-current="true"[^>]*>México<\/a>/);
    expect(html).toContain('href="/maps?pais=mx"');
    expect(html).toContain(`href="/detail/gym/${MX_GYM.id}?pais=mx"`);
  });

  it("renders the cookie's country when the address names none, and says the page varies on cookies", async () => {
    const { html, state, vary } = await page('/maps', 'pais=br');
    expect(state).toContain(`"country":"BR"`);
    expect(state).toContain(BR_GYM.name);
    expect(state).not.toContain(MX_GYM.name);
    expect(html).toMatch(/<a [^>]*aria-current="true"[^>]*>Brasil<\/a>/);
    // A country from the cookie needs no parameter on the links: only the picker's own link names it.
    expect(html).not.toContain('href="/?pais=br"');
    expect(html.match(/href="\/maps\?pais=br"/g)).toHaveLength(1);
    expect(vary).toMatch(/cookie/);
    // The address wins over the cookie.
    expect((await page('/?pais=mx', 'pais=br')).html).toContain(MX_GYM.name);
  });

  it('renders Argentina without address or cookie, as before', async () => {
    const { html, state } = await page('/');
    expect(state).toContain(`"country":"AR"`);
    expect(html).not.toContain(MX_GYM.name);
    expect(html).toMatch(/<a [^>]*aria-current="true"[^>]*>Argentina<\/a>/);
  });
});

describe("the footer's consumer rights of the page's country (ADR 0056)", () => {
  it("names Brasil's CDC art. 49 on ?pais=br, México's LFPC from the cookie, Argentina's buttons by default", async () => {
    const br = (await page('/?pais=br')).html;
    expect(br).toMatch(
      /href="\/arrepentimiento\?pais=br"[^>]*>Derecho de arrepentimiento \(CDC art\. 49\)<\/a>/,
    );
    expect(br).not.toContain('>Botón de arrepentimiento</a>');

    const mx = (await page('/maps', 'pais=mx')).html;
    expect(mx).toContain('>Revocación de compra (LFPC art. 56, PROFECO)</a>');

    const ar = (await page('/')).html;
    expect(ar).toMatch(/href="\/arrepentimiento"[^>]*>Botón de arrepentimiento<\/a>/);
    expect(ar).toMatch(/href="\/baja"[^>]*>Botón de baja<\/a>/);
    expect(ar).not.toContain('CDC art. 49');
  });
});
