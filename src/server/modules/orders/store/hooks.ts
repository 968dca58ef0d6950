/**
 * The hooks other modules fill in the orders module (ADR 0043), so that orders imports none of them
 * and they import only its index:
 *
 * - Fulfilment by order kind: what an order of a kind other than `cart` does, inside the transaction
 *   that settles it, when it is paid or fails. Orders knows only its own kind (`cart`: sales, passes,
 *   the cart emptied, ../settlement/fulfil); subscriptions registers `plan` (ADR 0017), credits
 *   registers `credits` (ADR 0045).
 * - Notice topics: a provider notification about an object that is not an order's payment (MercadoPago's
 *   preapprovals: a partner's plan, ADR 0028, 11, and Pase BuscaGym, ADR 0045) is handed, verified, to
 *   the modules that registered its topic, in the order they registered, until one finds it its own
 *   (a result other than {@link NOT_OURS}).
 * - Paid notifications: after a provider's notification found an order paid (now or before), each
 *   registered handler acts on it (the reconciliation gives back a second payment of it, ADR 0044).
 * @module
 */
import type { Tx } from '../../../db/client';
import type { OrderRow } from './queries';

/** The kinds of order (`orders.kind`, schema-commerce.ts). */
export type OrderKind = OrderRow['kind'];

/** What a kind of order does in the settling transaction (`tx` holds the order row's lock). */
export interface Fulfilment {
  /** The order was just marked paid (`order.paidAt` set). */
  paid(tx: Tx, order: OrderRow): Promise<void>;
  /** The order was just marked failed (its payment was declined). */
  failed(tx: Tx, order: OrderRow): Promise<void>;
}

/** The fulfilments registered by kind; `cart` is the orders module's own and cannot be registered. */
export interface Fulfilments {
  /**
   * Registers the fulfilment of `kind`.
   * @throws Error for `cart`, or when `kind` has one already (a wiring fault)
   */
  register(kind: Exclude<OrderKind, 'cart'>, fulfilment: Fulfilment): void;
  /**
   * The fulfilment of `kind`.
   * @throws Error when none is registered: an order of a kind nobody fulfils must not be settled
   */
  of(kind: Exclude<OrderKind, 'cart'>): Fulfilment;
}

/** An empty registry (one per app, in its orders context). */
export function createFulfilments(): Fulfilments {
  const byKind = new Map<OrderKind, Fulfilment>();
  return {
    register(kind, fulfilment) {
      if ((kind as OrderKind) === 'cart' || byKind.has(kind))
        throw new Error(`order kind ${kind} has a fulfilment already`);
      byKind.set(kind, fulfilment);
    },
    of(kind) {
      const found = byKind.get(kind);
      if (!found) throw new Error(`no fulfilment registered for order kind ${kind}`);
      return found;
    },
  };
}

/**
 * Applies a verified notification of topic `topic` about provider object `id` (nothing of it is
 * trusted but the id). @returns a short result for the log
 * @throws ProviderUnavailable when the provider cannot be asked (the route answers 503; it retries)
 */
export type NoticeHandler = (id: string) => Promise<string>;

/** What a notice handler answers for an object that is not its module's: the next handler is asked. */
export const NOT_OURS = 'notOurs';

/** The notice handlers registered by topic. */
export interface NoticeTopics {
  /** Adds `handler` to the handlers of `topic` (asked after those registered before). */
  register(topic: string, handler: NoticeHandler): void;
  /**
   * The handler of `topic`: it asks each registered handler in turn and answers the first result that
   * is not {@link NOT_OURS} (else {@link NOT_OURS}); undefined when no module acts on the topic (the
   * notification is acknowledged).
   */
  of(topic: string): NoticeHandler | undefined;
}

/** An empty registry (one per app, in its orders context). */
export function createNoticeTopics(): NoticeTopics {
  const byTopic = new Map<string, NoticeHandler[]>();
  return {
    register(topic, handler) {
      byTopic.set(topic, [...(byTopic.get(topic) ?? []), handler]);
    },
    of(topic) {
      const handlers = byTopic.get(topic);
      if (!handlers) return undefined;
      return async (id) => {
        for (const handler of handlers) {
          const result = await handler(id);
          if (result !== NOT_OURS) return result;
        }
        return NOT_OURS;
      };
    },
  };
}

/**
 * Acts on order `orderId`, which a provider's notification found paid. @returns ids of what it did,
 * for the log
 * @throws ProviderUnavailable when the provider cannot be asked (the route answers 503; it retries)
 */
export type PaidNoticeHandler = (orderId: string) => Promise<string[]>;

/** The handlers of paid notifications, run in the order they were registered. */
export interface PaidNotices {
  register(handler: PaidNoticeHandler): void;
  /** Runs every handler. @returns what they did, together */
  run(orderId: string): Promise<string[]>;
}

/** An empty list (one per app, in its orders context). */
export function createPaidNotices(): PaidNotices {
  const handlers: PaidNoticeHandler[] = [];
  return {
    register: (handler) => void handlers.push(handler),
    async run(orderId) {
      const done: string[] = [];
      for (const handler of handlers) done.push(...(await handler(orderId)));
      return done;
    },
  };
}
