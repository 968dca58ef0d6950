/**
 * The sites of the fake MercadoPago (./mercadopago-fake): MercadoPago runs one per country (`MLA`
 * Argentina, `MLM` México, `MLB` Brasil), each charging in one currency, and every account belongs to one.
 * The platform has an account per site it was given (its token and its application's webhook secret);
 * a seller belongs to the site he was authorized on.
 * @module
 */

/** A MercadoPago site id. */
export type FakeSite = 'MLA' | 'MLM' | 'MLB';

/** The currency each site charges in (MercadoPago developers, "Sites": one currency per site). */
export const SITE_CURRENCY: Readonly<Record<FakeSite, string>> = { MLA: 'ARS', MLM: 'MXN', MLB: 'BRL' };

/** The platform's account at a site other than `MLA`. */
export type FakeSiteAccounts = Partial<
  Record<Exclude<FakeSite, 'MLA'>, { platformToken: string; webhookSecret: string }>
>;

/**
 * The accounts' sites: the platform's `MLA` account (`platformToken`, `webhookSecret`) and those of
 * `others`, each with a new collector id.
 */
export function createFakeSites(platformToken: string, webhookSecret: string, others: FakeSiteAccounts = {}) {
  const siteOfCollector = new Map<string, FakeSite>();
  const newCollector = (): string => String(100_000 + Math.floor(Math.random() * 900_000));
  const platform = new Map<FakeSite, { collector: string; token: string }>([
    ['MLA', { collector: newCollector(), token: platformToken }],
  ]);
  for (const [site, account] of Object.entries(others) as [FakeSite, { platformToken: string }][]) {
    const collector = newCollector();
    siteOfCollector.set(collector, site);
    platform.set(site, { collector, token: account.platformToken });
  }
  const siteOf = (collector: string): FakeSite => siteOfCollector.get(collector) ?? 'MLA';
  return {
    /** The platform's accounts: site, collector id and token. */
    platform,
    siteOf,
    /** Puts seller `collector` in `site`. */
    place: (collector: string, site: FakeSite): void => void siteOfCollector.set(collector, site),
    currencyOf: (collector: string): string => SITE_CURRENCY[siteOf(collector)],
    /** `GET /users/me` of the account: its id and site. */
    userOf: (collector: string) => ({ id: Number(collector), site_id: siteOf(collector) }),
    /** The webhook secret of the application of the account's site. */
    secretOf(collector: string): string {
      const site = siteOf(collector);
      return site === 'MLA' ? webhookSecret : (others[site]?.webhookSecret ?? '');
    },
  };
}
