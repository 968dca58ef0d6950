// Playwright e2e in Debian's Chromium (/usr/bin/chromium, or CHROMIUM_PATH). Each worker starts the
// real product for itself (tests/e2e/fixtures.ts → tests/e2e/e2e-server.ts): the compiled server
// (`node dist/server/server.js`, compiled once by tests/e2e/global-setup.ts as `npm start` compiles
// it; starting under tsx took 35–70 s) on a fresh embedded PGlite seeded with the real data, in a new
// temporary DATA_DIR, so the workers share no state and the two cores both work (ADR 0041).
// E2E_BASE_URL runs the suite against a server that is already up instead (then one worker).
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const externalBaseURL = process.env.E2E_BASE_URL;
const geocoderPort = Number(process.env.E2E_GEOCODER_PORT ?? port + 90);
const geocoderURL = `http://127.0.0.1:${geocoderPort}`;

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  globalSetup: './tests/e2e/global-setup.ts',
  // A spec file runs in one worker, its tests in order. Two workers on the two-core CI machine (ADR 0041);
  // E2E_WORKERS chooses another number, and a shared external server gets one.
  fullyParallel: false,
  workers: externalBaseURL ? 1 : Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // Every worker's pages and requests go to its own server (the `baseURL` fixture of tests/e2e/fixtures.ts).
    baseURL: externalBaseURL,
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
  // The Nominatim fake every server geocodes with (tests/fakes/geocoder-fake.ts, ADR 0026 §2); it keeps
  // no state between requests, so the workers' servers share it.
  webServer: externalBaseURL
    ? undefined
    : {
        command: `npx tsx tests/fakes/geocoder-server.ts ${geocoderPort}`,
        url: `${geocoderURL}/status`,
        timeout: 60_000,
        reuseExistingServer: false,
      },
});
