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
import { paymentAccountMessages as m } from '../../../shared/messages/payment-accounts';
import { AppError } from '../../app-error';
import { MercadoPagoRefused, ProviderUnavailable, type WarningLog } from '../payments/index';
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

/** A partner's connection as he sees it (never the tokens); `store` null: MercadoPago not configured. */
export async function accountView(store: AccountStore | null, partnerId: string): Promise<PaymentAccount> {
  const account = store ? await findAccount(store, partnerId) : null;
  return {
    available: store !== null,
    connected: account !== null,
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
  /** MercadoPago's authorization base URL (MERCADOPAGO_AUTH_URL). */
  authUrl: string;
  /** Our callback, as registered with MercadoPago's application. */
  redirectUri: string;
}

/** Stores a new `state` for the partner's session. @returns MercadoPago's authorization URL */
export async function connectUrl(store: AccountStore, start: ConnectStart): Promise<string> {
  const state = await createConnectState(store, start.partnerId, start.sessionId);
  const query = new URLSearchParams({
    client_id: store.clientId,
    response_type: 'code',
    platform_id: 'mp',
    state,
    redirect_uri: start.redirectUri,
  });
  return `${start.authUrl}/authorization?${query.toString()}`;
}

/**
 * Completes a connection: uses up the `state`, exchanges the code for the partner's tokens, asks
 * MercadoPago which site the account belongs to (ADR 0056) and keeps them sealed with it. A refused or failed exchange, or an authorization not given, is logged and ends in `error`.
 * @returns the partner's profile path with `?mercadopago=connected` or `=error`
 * @throws AppError VALIDATION when the state is missing, used, expired or of another session
 */
export async function completeConnect(
  store: AccountStore,
  start: Omit<ConnectStart, 'authUrl'>,
  callback: ConnectCallbackQuery,
  log: WarningLog & { info(details: object, note: string): void },
): Promise<string> {
  const { partnerId, sessionId, redirectUri } = start;
  const { code, state, error } = callback;
  const fresh = state ? await consumeConnectState(store, state, partnerId, sessionId) : false;
  if (!fresh) throw new AppError('VALIDATION', m.connectStateInvalid);
  let result: ConnectResult = 'error';
  if (code && !error) {
    try {
      const token = await requestToken(store, {
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
