/**
 * What the MercadoPago connection routes (./routes) do, without HTTP: the partner's view of his
 * connection, the authorization URL that starts one, the callback's code exchange and the
 * disconnection (MercadoPago "OAuth", https://www.mercadopago.com.ar/developers/es/docs/security/oauth;
 * ADR 0028). The SQL is in ./store.
 * @module
 */
import {
  CONNECT_RESULT_PARAM,
  type ConnectCallbackQuery,
  type ConnectResult,
  type PaymentAccount,
} from '../../../shared/contract/payment-accounts';
import type { CountryCode } from '../../../shared/domain/countries';
import { paymentAccountMessages as m } from '../../../shared/messages/payment-accounts';
import { AppError } from '../../app-error';
import { countryOfSite, MercadoPagoRefused, ProviderUnavailable, type WarningLog } from '../payments/index';
import { partnerCountryOf } from '../partner-gyms/index';
import { applicationOf } from './applications';
import {
  consumeConnectState,
  createConnectState,
  deleteAccount,
  findAccount,
  findPartnerName,
  requestSite,
  requestToken,
  saveTokens,
  type AccountStore,
} from './store';

/**
 * A partner's connection as he sees it (never the tokens): `available` when his country (ADR 0054) has
 * an OAuth application, or he is connected (so he can disconnect); `country` the connected account's
 * site's (ADR 0056).
 * @param store - null: no OAuth application configured at all
 * @throws AppError NOT_FOUND when the partner has no profile (../partner-gyms `partnerCountryOf`)
 */
export async function accountView(store: AccountStore | null, partnerId: string): Promise<PaymentAccount> {
  const account = store ? await findAccount(store, partnerId) : null;
  const country = store ? await partnerCountryOf(store.db, partnerId) : null;
  return {
    available: (!!country && !!store?.applications[country]) || account !== null,
    connected: account !== null,
    country: countryOfSite(account?.site),
    accountId: account?.accountId ?? null,
    connectedAt: account?.connectedAt.toISOString() ?? null,
    expiresAt: account?.expiresAt.toISOString() ?? null,
  };
}

/** The partner's profile path (the web's `/profile/partner/{name}/{id}`) with the connection's result. */
async function profileUrl(store: AccountStore, partnerId: string, result: ConnectResult): Promise<string> {
  const name = encodeURIComponent((await findPartnerName(store, partnerId)) ?? 'partner');
  return `/profile/partner/${name}/${encodeURIComponent(partnerId)}?${CONNECT_RESULT_PARAM}=${result}`;
}

/** Where a connection starts. */
export interface ConnectStart {
  partnerId: string;
  sessionId: string;
  /** The partner's country (ADR 0054), whose OAuth application he connects with (ADR 0056). */
  country: CountryCode;
  /** Our callback, as registered with MercadoPago's application. */
  redirectUri: string;
}

/**
 * Stores a new `state` for the partner's session.
 * @returns the authorization URL of his country's application, at its host (./applications)
 * @throws AppError CONFLICT when his country has no application
 */
export async function connectUrl(store: AccountStore, start: ConnectStart): Promise<string> {
  const app = applicationOf(store.applications, start.country);
  const state = await createConnectState(store, start.partnerId, start.sessionId);
  const query = new URLSearchParams({
    client_id: app.clientId,
    response_type: 'code',
    platform_id: 'mp',
    state,
    redirect_uri: start.redirectUri,
  });
  return `${app.authUrl}/authorization?${query.toString()}`;
}

/**
 * Completes a connection: uses up the `state`, exchanges the code for the partner's tokens with his
 * country's application, asks MercadoPago which site the account belongs to (ADR 0056) and keeps them
 * sealed with it. A refused or failed exchange, or an authorization not given, is logged and ends in `error`.
 * @returns the partner's profile path with `?mercadopago=connected` or `=error`
 * @throws AppError VALIDATION when the state is missing, used, expired or of another session;
 *   CONFLICT when his country has no application
 */
export async function completeConnect(
  store: AccountStore,
  start: ConnectStart,
  callback: ConnectCallbackQuery,
  log: WarningLog & { info(details: object, note: string): void },
): Promise<string> {
  const { partnerId, sessionId, redirectUri } = start;
  const { code, state, error } = callback;
  const app = applicationOf(store.applications, start.country);
  const fresh = state ? await consumeConnectState(store, state, partnerId, sessionId) : false;
  if (!fresh) throw new AppError('VALIDATION', m.connectStateInvalid);
  let result: ConnectResult = 'error';
  if (code && !error) {
    try {
      const token = await requestToken(store, app, {
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
      });
      await saveTokens(store, partnerId, token, await requestSite(store, token.access_token));
      result = 'connected';
    } catch (failure) {
      if (!(failure instanceof ProviderUnavailable || failure instanceof MercadoPagoRefused)) throw failure;
      log.warn({ err: failure }, 'mercadopago connect: code exchange failed');
    }
  } else log.info({ error }, 'mercadopago connect: authorization not given');
  return profileUrl(store, partnerId, result);
}

/**
 * Disconnects the partner's account (its tokens are deleted).
 * @throws AppError NOT_FOUND when he has none
 */
export async function disconnect(store: AccountStore, partnerId: string): Promise<void> {
  if (!(await deleteAccount(store, partnerId))) throw new AppError('NOT_FOUND', m.notConnected);
}
