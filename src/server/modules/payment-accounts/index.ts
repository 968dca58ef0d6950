/**
 * Partners' connected MercadoPago accounts (docs/decisions "payment providers and the MercadoPago
 * marketplace"), the module's only public entry (docs/architecture.md §2; ADR 0043): the account store
 * of a configuration and database, the seller resolver the MercadoPago provider uses, and its plugin
 * (the partner's connect routes and the worker of `refresh-payment-accounts`). It reads orders through
 * their index; orders never imports it (the app wiring hands the provider its sellers).
 * @module
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { QUEUES } from '../../plugins/jobs';
import { loadPassSigningKey } from '../passes/index';
import { createMercadoPagoClient, type MpSellerResolver } from '../payments/index';
import { oauthApplications } from './applications';
import { createTokenCipher, type TokenCipher } from './cipher';
import { paymentAccountRoutes, type PaymentAccountRoutesOptions } from './routes';
import { createSellerResolver } from './seller';
import { refreshExpiringAccounts, type AccountStore } from './store';

export { paymentAccountRoutes, refreshExpiringAccounts };
export type { AccountStore };

/**
 * Registers the connect routes under `/api/partner/payments/mercadopago` and, when the OAuth
 * application is configured (`store` not null), the worker that refreshes tokens about to expire.
 * Needs `app.jobs` and `app.sessions`, registered before it.
 */
export const paymentAccountsPlugin = fp<PaymentAccountRoutesOptions>(
  async (app: FastifyInstance, options) => {
    const { store } = options;
    app.jobs.work(QUEUES.refreshPaymentAccounts.name, async () => {
      if (!store) return;
      const report = await refreshExpiringAccounts(store);
      if (report.refreshed + report.failed > 0) app.log.info(report, 'mercadopago accounts refreshed');
    });
    await app.register(paymentAccountRoutes, { ...options, prefix: '/api/partner/payments/mercadopago' });
  },
  { name: 'buscagym-payment-accounts', fastify: '5.x', dependencies: ['buscagym-jobs'] },
);

/**
 * The account store of `config` on `db`, or null when no country has a MercadoPago OAuth application
 * (./applications: MERCADOPAGO_CLIENT_ID and _CLIENT_SECRET are Argentina's, MERCADOPAGO_MX_… and
 * MERCADOPAGO_BR_… México's and Brasil's). The token cipher's key is derived from the app secret at
 * first use (./cipher).
 * @throws Error naming the missing variable when a country's application is given by half
 */
export function createAccountStore(
  config: Pick<Config, 'mercadopago' | 'passSigningKey'>,
  db: Database,
  now: () => Date = () => new Date(),
): AccountStore | null {
  const applications = oauthApplications(config.mercadopago);
  if (Object.keys(applications).length === 0) return null;
  let cipher: Promise<TokenCipher> | undefined;
  return {
    db,
    cipher: () => {
      cipher ??= loadPassSigningKey(db, config.passSigningKey).then(createTokenCipher);
      cipher.catch(() => {
        cipher = undefined;
      });
      return cipher;
    },
    client: createMercadoPagoClient({ apiUrl: config.mercadopago.apiUrl }),
    applications,
    now,
  };
}

/**
 * The sellers of MercadoPago orders (./seller). Without an OAuth application no partner can be
 * connected: in production every partner's checkout is then refused, elsewhere the platform collects.
 */
export function mercadoPagoSellers(
  config: Pick<Config, 'env'>,
  db: Database,
  store: AccountStore | null,
): MpSellerResolver {
  return createSellerResolver({ db, store, production: config.env === 'production' });
}
