// Three test projects: `unit` (pure functions, colocated *.test.ts), `budget` (bundle sizes) and `api` (Fastify app.inject on a
// real database: PGlite, or PostgreSQL when TEST_DATABASE_URL is set). E2E runs under Playwright.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'bench/**/*.test.ts'],
          // Vitest's default is one worker fewer than the cores: one on the two-core CI machine (ADR 0039).
          maxWorkers: 2,
        },
      },
      // Budgets read the web build output: `npm run test:e2e` builds, then runs this project.
      { test: { name: 'budget', include: ['tests/budget/**/*.test.ts'] } },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // Migrated and seeded PGlite data directories, or PostgreSQL template databases, built once
          // per run; on PostgreSQL each worker then gets a database of its own (ADR 0020, ADR 0039).
          globalSetup: ['tests/api/setup/pglite-snapshots.ts'],
          setupFiles: ['tests/api/setup/worker-database.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two workers, one a core (ADR 0039); each runs its files one after another and keeps the
          // server's modules loaded (import once instead of ~1.7 s per file; ADR 0020). Each file
          // still builds its own app on its own database, and the account helpers restore the
          // environment they set.
          maxWorkers: 2,
          isolate: false,
        },
      },
    ],
  },
});
