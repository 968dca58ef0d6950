/**
 * Who collects an order's MercadoPago payment (docs/decisions "payment providers and the MercadoPago
 * marketplace"): the {@link MpSellerResolver} the MercadoPago provider asks at checkout and when it
 * reads payments.
 *
 * - A cart order of one partner's gyms whose partner connected his account is charged with HIS access
 *   token, and BuscaGym's commission is the preference's `marketplace_fee`: per line, the partner
 *   plan's commission percent of the line total rounded half up to the centavo (`splitCommission`,
 *   docs/architecture.md §5), the same arithmetic as the sales rows, summed.
 * - Without a connected account (or for a plan order, which BuscaGym itself sells) the platform's
 *   token collects — except in production, where a partner's products cannot be paid online at all
 *   ({@link paymentAccountMessages.onlinePaymentUnavailableCheckout}).
 * - MercadoPago sends the buyer back ({@link MpSellerResolver.returnPathOf}) to the order page, or, for
 *   a plan month, to the partner's profile with the plan return mark (PLAN_RETURN_PARAM).
 * - A cart of several partners' gyms is refused when a split would be needed (any of them connected,
 *   or production): one MercadoPago payment has one collector.
 * @module
 */
import { paymentAccountMessages as m } from '../../../shared/messages/payment-accounts';
import { splitCommission, toCentavos } from '../../../shared/domain/money';
import { eq } from 'drizzle-orm';
import { PLAN_RETURN_PARAM } from '../../../shared/constants/plans';
import { AppError } from '../../app-error';
import { users } from '../../db/schema';
import { orders } from '../../db/schema-commerce';
import type { Database } from '../../db/client';
import { findGymCommissions, findOrderLines, type OrderLineRow } from '../orders/index';
import type { MpSeller, MpSellerResolver } from '../payments/index';
import { accessTokenOf, findAccount, type AccountStore } from './store';

/**
 * BuscaGym's fee of an order's lines, centavos: per line `splitCommission(lineTotal, percent)`,
 * summed (so it equals the sum of the sales rows' commissions written when the order is paid).
 * @param percentOf - the commission percent (`"7.50"`) of a line's gym
 */
export function marketplaceFeeCentavos(
  lines: readonly Pick<OrderLineRow, 'gymId' | 'lineTotal'>[],
  percentOf: (gymId: string) => string,
): number {
  return lines.reduce(
    (sum, line) => sum + splitCommission(toCentavos(line.lineTotal), percentOf(line.gymId)).commission,
    0,
  );
}

/** What the resolver needs: the database, the account store (null: no partner can connect), the mode. */
export interface SellerDeps {
  db: Database;
  store: AccountStore | null;
  /** Production: unconnected partners cannot be paid online. */
  production: boolean;
}

/** Builds the resolver. */
export function createSellerResolver({ db, store, production }: SellerDeps): MpSellerResolver {
  const tokenOfPartner = (partnerId: string): Promise<string | null> =>
    store ? accessTokenOf(store, partnerId) : Promise.resolve(null);
  const isConnected = async (partnerId: string | null): Promise<boolean> =>
    !!store && !!partnerId && (await findAccount(store, partnerId)) !== null;

  async function partyOf(orderId: string) {
    const lines = await findOrderLines(db, [orderId]);
    const commissions = await findGymCommissions(
      db,
      lines.map((l) => l.gymId),
    );
    const partners = [...new Set(lines.map((l) => commissions.get(l.gymId)?.partnerId ?? null))];
    return { lines, commissions, partners };
  }

  return {
    async sellerOf(orderId): Promise<MpSeller | null> {
      const { lines, commissions, partners } = await partyOf(orderId);
      if (lines.length === 0) return null;
      if (partners.length > 1) {
        const connected = await Promise.all(partners.map(isConnected));
        if (production || connected.some(Boolean)) throw new AppError('CONFLICT', m.multiPartnerCart);
        return null;
      }
      const partner = partners[0] ?? null;
      const token = partner ? await tokenOfPartner(partner) : null;
      if (!token) {
        if (production) throw new AppError('CONFLICT', m.onlinePaymentUnavailableCheckout);
        return null;
      }
      const fee = marketplaceFeeCentavos(lines, (gymId) => {
        const rule = commissions.get(gymId);
        if (!rule) throw new Error(`gym ${gymId} of order ${orderId} not found`);
        return rule.percent;
      });
      return { accessToken: token, marketplaceFeeCentavos: fee };
    },

    async returnPathOf(orderId) {
      const [order] = await db
        .select({ kind: orders.kind, planCode: orders.planCode, userId: orders.userId, name: users.name })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(eq(orders.id, orderId));
      const seg = encodeURIComponent;
      if (order?.kind !== 'plan' || !order.planCode || !order.userId) return `/orders/${seg(orderId)}`;
      return `/profile/partner/${seg(order.name ?? 'partner')}/${seg(order.userId)}?${PLAN_RETURN_PARAM}=${seg(order.planCode)}`;
    },

    async gymPayable(gymId) {
      if (!production) return true;
      const partner = (await findGymCommissions(db, [gymId])).get(gymId)?.partnerId ?? null;
      return partner === null || (await isConnected(partner));
    },

    async tokenOf(orderId) {
      const { partners } = await partyOf(orderId);
      const partner = partners.length === 1 ? partners[0] : null;
      return partner ? tokenOfPartner(partner) : null;
    },
  };
}
