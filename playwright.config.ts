// Playwright e2e in Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH). The web server is the
// real product (`tsx src/server/server.ts`) on a fresh embedded PGlite seeded with the real data, in a
// new temporary DATA_DIR per run (or E2E_DATA_DIR). E2E_BASE_URL runs the suite against a server that
// is already up instead (no web server is started then).
import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { E2E_ADMIN } from './tests/e2e/admin-account';

const port = Number(process.env.E2E_PORT ?? 3100);
const externalBaseURL = process.env.E2E_BASE_URL;
const baseURL = externalBaseURL ?? `http://127.0.0.1:${port}`;
const geocoderPort = Number(process.env.E2E_GEOCODER_PORT ?? port + 90);
const geocoderURL = `http://127.0.0.1:${geocoderPort}`;
// Created once in the main process; workers inherit the variable, so they do not create their own.
// The main process removes the folder it created when it exits (after the web server has stopped).
if (!externalBaseURL && !process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'buscagym-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL,
    locale: 'es-AR',
    timezoneId: 'America/Argentina/Buenos_Aires',
    // The service worker (ADR 0030) stays out of every spec but the app's own (tests/e2e/pwa.spec.ts),
    // so no test reads a catalogue answer it cached.
    serviceWorkers: 'block',
    // CI (CI=true) keeps only what it prints, so it records no traces and screenshots only a failure:
    // recording a trace of every test cost about a fifth of the suite's time (measured side by side,
    // bench/README "e2e recording"). Locally every test leaves its screenshot and a failing one its trace.
    screenshot: process.env.CI ? 'only-on-failure' : 'on',
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: externalBaseURL
    ? undefined
    : [
        {
          // The Nominatim fake the server geocodes with (tests/fakes/geocoder-fake.ts, ADR 0026 §2).
          command: `npx tsx tests/fakes/geocoder-server.ts ${geocoderPort}`,
          url: `${geocoderURL}/status`,
          timeout: 60_000,
          reuseExistingServer: false,
        },
        {
          // The operator's command creates the administrator first (tests/e2e/admin-account.ts).
          command: `npx tsx src/server/modules/account/registration/admin-cli.ts ${E2E_ADMIN.email} ${E2E_ADMIN.name} && npx tsx src/server/server.ts`,
          url: `${baseURL}/api/health`,
          timeout: 180_000,
          reuseExistingServer: false,
          stdout: 'pipe',
          stderr: 'pipe',
          env: {
            PORT: String(port),
            HOST: '127.0.0.1',
            DATA_DIR: process.env.E2E_DATA_DIR ?? 'data-e2e',
            LOG_LEVEL: 'warn',
            ADMIN_PASSWORD: E2E_ADMIN.password,
            // The whole suite signs up and signs in from one IP: more than the production limits of 20
            // sign-ups an hour and 30 sign-ins in 15 minutes (the limits themselves are covered by the API tests).
            RATE_LIMIT_REGISTER_MAX: '1000',
            RATE_LIMIT_LOGIN_MAX: '1000',
            // Check-in e2e scans the same pass again after a short wait (production: one minute).
            CHECKIN_REPEAT_WINDOW_MS: '2000',
            // Activation e2e asks for a new link right after registering (production: one minute between mails).
            ACTIVATION_RESEND_INTERVAL_MS: '0',
            // Reviews e2e waits for the "¿Cómo te fue?" mail right after a check-in (production: the day after,
            // from an hourly job).
            REVIEW_INVITE_DELAY_MS: '0',
            REVIEW_INVITES_CRON: '* * * * *',
            // A separate build folder lets two suites run side by side (the server builds it when stale).
            ...(process.env.E2E_WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.E2E_WEB_DIST_DIR } : {}),
            // Owners' addresses and members' barrios come from the fake (no pause between requests).
            GEOCODER_URL: geocoderURL,
            GEOCODER_MIN_INTERVAL_MS: '0',
          },
        },
      ],
});
