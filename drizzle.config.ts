// drizzle-kit: generates SQL migrations in src/server/db/migrations from src/server/db/schema.ts.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: [
    './src/server/db/schema.ts',
    './src/server/db/schema-sources.ts',
    './src/server/db/schema-stats.ts',
    './src/server/db/schema-accounts.ts',
    './src/server/db/schema-marketplace.ts',
    './src/server/db/schema-commerce.ts',
    './src/server/db/schema-sales.ts',
    './src/server/db/schema-plans.ts',
    './src/server/db/schema-admin.ts',
    './src/server/db/schema-classes.ts',
    './src/server/db/schema-reviews.ts',
    './src/server/db/schema-directory.ts',
    './src/server/db/schema-refunds.ts',
    './src/server/db/schema-payment-accounts.ts',
    './src/server/db/schema-passes.ts',
    './src/server/db/schema-push.ts',
    './src/server/db/schema-ledger.ts',
    './src/server/db/schema-reconciliation.ts',
    './src/server/db/schema-credits.ts',
  ],
  out: './src/server/db/migrations',
});
