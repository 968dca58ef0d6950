/**
 * A second e2e web server that takes payments with MercadoPago (ADR 0028), for
 * tests/e2e/mercadopago.spec.ts: the fake MercadoPago (tests/fakes/mercadopago-fake.ts) runs in the
 * test's process, and the real product (./e2e-server.ts) runs with PAYMENT_PROVIDER=mercadopago and
 * MERCADOPAGO_* pointed at the fake, on its own port (this worker's suite port + 95) and a fresh
 * embedded database in a new temporary DATA_DIR (its mail outbox too). The worker's own server
 * (./fixtures.ts) stays on the demo provider.
 * @module
 */
import { startMercadoPagoFake, type MercadoPagoFake } from '../fakes/mercadopago-fake';
import { startE2eServer, WORKER_SERVER_PORT } from './e2e-server';

/** Port of the MercadoPago server: this worker's suite port + 95. */
export const MP_E2E_PORT = WORKER_SERVER_PORT + 95;
/** Its base URL. */
export const MP_E2E_BASE_URL = `http://127.0.0.1:${MP_E2E_PORT}`;

const SECRETS = {
  platformToken: 'APP_USR-e2e-platform-token',
  webhookSecret: 'e2e-mercadopago-webhook-secret',
  clientId: '5151515151',
  clientSecret: 'e2e-mercadopago-client-secret',
};

/** The running pair. */
export interface MpE2eServer {
  fake: MercadoPagoFake;
  /** The server's DATA_DIR (its outbox is `<dataDir>/outbox`). */
  dataDir: string;
  /** Stops the server and the fake, and removes the data folder. */
  stop(): Promise<void>;
}

/** Starts the fake and the server (see module doc); up to `timeoutMs` for the server's start. */
export async function startMpServer(timeoutMs = 180_000): Promise<MpE2eServer> {
  const fake = await startMercadoPagoFake({
    ...SECRETS,
    notificationUrl: `${MP_E2E_BASE_URL}/api/payments/mercadopago/webhook`,
  });
  try {
    const server = await startE2eServer({
      port: MP_E2E_PORT,
      timeoutMs,
      env: {
        PUBLIC_URL: MP_E2E_BASE_URL,
        PAYMENT_PROVIDER: 'mercadopago',
        MERCADOPAGO_ACCESS_TOKEN: SECRETS.platformToken,
        MERCADOPAGO_WEBHOOK_SECRET: SECRETS.webhookSecret,
        MERCADOPAGO_CLIENT_ID: SECRETS.clientId,
        MERCADOPAGO_CLIENT_SECRET: SECRETS.clientSecret,
        MERCADOPAGO_API_URL: fake.url,
        MERCADOPAGO_AUTH_URL: `${fake.url}/auth`,
        RATE_LIMIT_REGISTER_MAX: '1000',
        RATE_LIMIT_LOGIN_MAX: '1000',
        ACTIVATION_RESEND_INTERVAL_MS: '0',
      },
    });
    return {
      fake,
      dataDir: server.dataDir,
      stop: async () => {
        await server.stop();
        await fake.close();
      },
    };
  } catch (error) {
    await fake.close();
    throw error;
  }
}
