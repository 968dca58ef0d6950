/**
 * What the order services need (docs/architecture.md §5): the database, the job queue (receipt outbox), the
 * configured payment provider, the pass signer, a logger and the hooks other modules fill (./hooks).
 * @module
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client';
import type { JobQueue } from '../../../plugins/jobs';
import type { MemberPassDoors, PassSigner } from '../../passes/index';
import type { PaymentProvider } from '../../payments/index';
import type { Fulfilments, NoticeTopics, PaidNotices } from './hooks';

/** Dependencies of the order services. */
export interface OrdersContext {
  db: Database;
  jobs: JobQueue;
  provider: PaymentProvider;
  /** The pass signer; its key is read (or created) at first use, so the app starts without the database. */
  passes: () => Promise<PassSigner>;
  /** A pass scanned again at the door within this many ms is the same visit (config `CHECKIN_REPEAT_WINDOW_MS`). */
  checkinRepeatWindowMs: number;
  log: FastifyBaseLogger;
  /** What orders of other kinds than `cart` do when settled, filled by their modules (./hooks). */
  fulfilments: Fulfilments;
  /** Handlers of provider notifications that are not about an order's payment (./hooks). */
  notices: NoticeTopics;
  /** What acts on an order a notification found paid (./hooks). */
  paidNotices: PaidNotices;
  /** The door's check-in of member passes that are not gym passes (Pase BuscaGym's, ADR 0045). */
  memberDoors: MemberPassDoors;
}
