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
 * - A partner's account belongs to one MercadoPago site (ADR 0056): an order is paid through the site
 *   of its currency's country, and an account of another site counts as no account for it (the platform
 *   collects, or in production the checkout is refused). A gym of a country where the platform takes no
 *   MercadoPago payments cannot be paid online.
 * @module
 */
import { paymentAccountMessages as m } from '../../../shared/messages/payment-accounts';
import { splitCommission, toCentavos } from '../../../shared/domain/money';
import { eq } from 'drizzle-orm';
import { PLAN_RETURN_PARAM } from '../../../shared/constants/plans';
import { COUNTRIES, DEFAULT_COUNTRY } from '../../../shared/domain/countries';
import { countryOfLower } from '../../../shared/domain/country-case';
import { AppError } from '../../app-error';
import { gyms, users } from '../../db/schema';
import { orders } from '../../db/schema-commerce';
import type { Database } from '../../db/client';
import { findGymCommissions, findOrderLines, type OrderLineRow } from '../orders/index';
import { siteOfCurrency, type MpSeller, type MpSellerResolver, type MpSite } from '../payments/index';
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
  /** Whether `partnerId` connected an account on `site`. */
  const isConnectedOn = async (partnerId: string | null, site: MpSite): Promise<boolean> =>
    !!store && !!partnerId && (await findAccount(store, partnerId))?.site === site;
  /** The partner's access token when his account is on `site`, else null. */
  const tokenOnSite = async (partnerId: string, site: MpSite): Promise<string | null> =>
    store && (await isConnectedOn(partnerId, site)) ? accessTokenOf(store, partnerId) : null;

  /** The site of an order: its currency's (`MLA` for an order not found). */
  async function siteOfOrder(orderId: string): Promise<MpSite> {
    const [order] = await db.select({ currency: orders.currency }).from(orders).where(eq(orders.id, orderId));
    return order ? siteOfCurrency(order.currency) : 'MLA';
  }

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
      const site = await siteOfOrder(orderId);
      if (partners.length > 1) {
        const connected = await Promise.all(partners.map((p) => isConnectedOn(p, site)));
        if (production || connected.some(Boolean)) throw new AppError('CONFLICT', m.multiPartnerCart);
        return null;
      }
      const partner = partners[0] ?? null;
      const token = partner ? await tokenOnSite(partner, site) : null;
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

    siteOf: siteOfOrder,

    async gymPayable(gymId, siteOpen) {
      const [gym] = await db.select({ country: gyms.country }).from(gyms).where(eq(gyms.id, gymId));
      // A gym not found has no partner: as BuscaGym's own sale, in its country (Argentina).
      const country = gym ? countryOfLower(gym.country) : DEFAULT_COUNTRY;
      const site = country ? COUNTRIES[country].mercadoPagoSite : null;
      if (!site || !siteOpen(site)) return false;
      if (!production) return true;
      const partner = (await findGymCommissions(db, [gymId])).get(gymId)?.partnerId ?? null;
      return partner === null || (await isConnectedOn(partner, site));
    },

    async tokenOf(orderId) {
      const { partners } = await partyOf(orderId);
      const partner = partners.length === 1 ? partners[0] : null;
      return partner ? tokenOnSite(partner, await siteOfOrder(orderId)) : null;
    },
  };
}
