/**
 * Partners' connected MercadoPago accounts (docs/decisions "payment providers and the MercadoPago
 * marketplace"): the account store of a configuration and database, the seller resolver the
 * MercadoPago provider uses, and the partner's connect routes.
 * @module
 */
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { loadPassSigningKey } from '../passes/index';
import { createMercadoPagoClient, type MpSellerResolver } from '../payments/index';
import { createTokenCipher, type TokenCipher } from './cipher';
import { createSellerResolver } from './seller';
import type { AccountStore } from './store';

export { paymentAccountRoutes } from './routes';
export { refreshExpiringAccounts } from './store';

/**
 * The account store of `config` on `db`, or null when MercadoPago's OAuth application
 * (MERCADOPAGO_CLIENT_ID and _CLIENT_SECRET) is not configured. The token cipher's key is derived
 * from the app secret at first use (./cipher).
 */
export function createAccountStore(
  config: Pick<Config, 'mercadopago' | 'passSigningKey'>,
  db: Database,
  now: () => Date = () => new Date(),
): AccountStore | null {
  const { clientId, clientSecret, apiUrl } = config.mercadopago;
  if (!clientId || !clientSecret) return null;
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
    client: createMercadoPagoClient({ apiUrl }),
    clientId,
    clientSecret,
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
