/**
 * The OAuth part of the fake MercadoPago (./mercadopago-fake; MercadoPago developers "OAuth"): BuscaGym
 * has one application per site (ADR 0056), and a code or a refresh token is issued to one application, so
 * `POST /oauth/token` with another site's application is refused (401 invalid_client for an unknown or
 * mismatched id and secret, 400 invalid_grant for a grant of another application). The seller a code
 * authorizes belongs to that application's site.
 * @module
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type { FakeAnswer } from './mercadopago-fake-store';
import type { FakeSite } from './mercadopago-fake-sites';

/** An OAuth application's client id and secret. */
export interface FakeApplication {
  clientId: string;
  clientSecret: string;
}

/** Options: each site's application (`MLA` always), the issued tokens' lifetime, where tokens go. */
export interface FakeOAuthOptions {
  applications: Partial<Record<FakeSite, FakeApplication>> & { MLA: FakeApplication };
  tokenLifetimeS?: number;
  /** Registers an issued access token of `collector` (the fake's API accepts it from then on). */
  register(accessToken: string, collector: string): void;
  /** Puts seller `collector` in `site` (`GET /users/me` answers it). */
  place(collector: string, site: FakeSite): void;
}

/** The fake's OAuth: the consent page's codes ({@link authorize}) and the token endpoint ({@link token}). */
export function createFakeOAuth(options: FakeOAuthOptions) {
  const codes = new Map<string, { collector: string; redirectUri: string; site: FakeSite }>();
  const refreshTokens = new Map<string, { collector: string; site: FakeSite }>();
  const bad = (message: string): FakeAnswer => ({
    status: 400,
    body: { error: 'invalid_grant', message, status: 400 },
  });

  function issue(collector: string, site: FakeSite): FakeAnswer {
    const accessToken = `APP_USR-${randomBytes(12).toString('hex')}-${collector}`;
    const refreshToken = `TG-${randomBytes(12).toString('hex')}-${collector}`;
    options.register(accessToken, collector);
    refreshTokens.set(refreshToken, { collector, site });
    return {
      status: 200,
      body: {
        access_token: accessToken,
        token_type: 'Bearer',
        expires_in: options.tokenLifetimeS ?? 15_552_000,
        scope: 'offline_access read write',
        user_id: Number(collector),
        refresh_token: refreshToken,
        public_key: `APP_USR-${randomUUID()}`,
        live_mode: false,
      },
    };
  }

  return {
    /**
     * Registers an authorization of seller `userId` given to `site`'s application (as MercadoPago's
     * consent page at that site's auth host does). @returns the code
     */
    authorize(userId: string, redirectUri: string, site: FakeSite): string {
      const code = `TG-${randomBytes(10).toString('hex')}`;
      codes.set(code, { collector: userId, redirectUri, site });
      options.place(userId, site);
      return code;
    },
    /** `POST /oauth/token` (`authorization_code` or `refresh_token`, each usable once). */
    token(body: Record<string, unknown>): FakeAnswer {
      const entry = Object.entries(options.applications).find(
        ([, app]) => app.clientId === body.client_id && app.clientSecret === body.client_secret,
      );
      if (!entry)
        return {
          status: 401,
          body: { error: 'invalid_client', message: 'invalid client_id or client_secret', status: 401 },
        };
      const site = entry[0] as FakeSite;
      if (body.grant_type === 'authorization_code') {
        const code = codes.get(String(body.code));
        if (!code) return bad('invalid or used code');
        if (code.site !== site) return bad('code issued to another application');
        codes.delete(String(body.code));
        if (code.redirectUri !== body.redirect_uri) return bad('redirect_uri mismatch');
        return issue(code.collector, site);
      }
      if (body.grant_type === 'refresh_token') {
        const grant = refreshTokens.get(String(body.refresh_token));
        if (!grant) return bad('invalid refresh_token');
        if (grant.site !== site) return bad('refresh_token issued to another application');
        refreshTokens.delete(String(body.refresh_token));
        return issue(grant.collector, site);
      }
      return bad('unsupported grant_type');
    },
  };
}
