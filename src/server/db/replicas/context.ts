/**
 * What one request asks of its catalogue reads (ADR 0032), carried by AsyncLocalStorage from the
 * request hooks (`plugins/read-routing.ts`) to the routing driver (`./routing.ts`), which sees only
 * SQL. Outside a request (no store) any healthy replica may answer.
 * @module
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Replica } from './set';

/** The store of one request. */
export interface ReadContext {
  /**
   * The least WAL position a replica must have replayed to answer this request (the session's last
   * write), or null for none. Resolved lazily, at the first routed statement, so that requests that
   * never read through a replica never look their session up.
   */
  requirement: () => Promise<bigint | null>;
  /**
   * Where this request's statements go (a replica, or null for the primary): chosen by the first
   * one, and kept — as a promise, so that statements started together share it — for the rest, so that
   * one answer reads one server (a list's figures and its page agree); the primary after a replica failed.
   */
  pinned?: Promise<Replica | null>;
}

/** The request's {@link ReadContext}. */
export const readContext = new AsyncLocalStorage<ReadContext>();
