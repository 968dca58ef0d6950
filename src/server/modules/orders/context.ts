/**
 * What the order services need (ARCHITECTURE §5): the database, the job queue (receipt outbox), the
 * configured payment provider, the pass signer and a logger.
 * @module
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../plugins/jobs';
import type { PassSigner } from '../passes/code';
import type { PaymentProvider } from '../payments/provider';

/** Dependencies of the order services. */
export interface OrdersContext {
  db: Database;
  jobs: JobQueue;
  provider: PaymentProvider;
  passes: PassSigner;
  log: FastifyBaseLogger;
}
