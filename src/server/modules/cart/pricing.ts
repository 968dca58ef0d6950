/**
 * Prices a cart against the database now (docs/architecture.md §5: amounts computed on the server): each
 * line's current unit price, its state (`ok`, `priceChanged` since the member added it, or
 * `unavailable`), line totals and the total, exact in minor units, and the cart's currency (ADR 0053).
 * @module
 */
import type { Cart, CartLineStatus } from '../../../shared/contract/cart';
import { toDecimal } from '../../../shared/contract/common';
import { currencyOfCountry, DEFAULT_CURRENCY, type Currency } from '../../../shared/domain/currency';
import { fromCentavos, lineTotal, sumCentavos, toCentavos } from '../../../shared/domain/money';
import type { Database, Tx } from '../../db/client';
import { findProductsByIds, type ProductRow } from './product-queries';
import { isSellable, toProduct } from './products';
import type { CartItemRow } from './queries';

/** A sellable product row (price present and above zero, gym published). */
export type SellableProduct = ProductRow & { unitPrice: string };

/** The currency of a product's price: its gym's country's (ADR 0053). */
export const currencyOf = (product: ProductRow): Currency => currencyOfCountry(product.country);

/** One cart line priced now. Centavo figures are 0 for an unavailable line. */
export interface PricedLine {
  item: CartItemRow;
  product: SellableProduct | null;
  status: CartLineStatus;
  unitCentavos: number;
  lineCentavos: number;
}

/**
 * A cart priced now: lines in cart order, the total of available lines, the units count, and its
 * currency: that of its available lines (ARS while it has none). `currencies` lists the distinct
 * currencies of its available lines, in cart order: one, except when a gym's country changed after its
 * product was added (checkout refuses such a cart, ADR 0053).
 */
export interface PricedCart {
  lines: PricedLine[];
  totalCentavos: number;
  count: number;
  needsReview: boolean;
  currency: Currency;
  currencies: Currency[];
}

/** The sellable products among `ids`, by id. */
export async function sellableProducts(
  db: Database | Tx,
  ids: readonly string[],
): Promise<Map<string, SellableProduct>> {
  const found = await findProductsByIds(db as Database, ids);
  return new Map(found.filter(isSellable).map((p) => [p.productId, p]));
}

/** Prices stored lines with the products as they are now. */
export async function priceItems(db: Database | Tx, items: readonly CartItemRow[]): Promise<PricedCart> {
  const products = await sellableProducts(
    db,
    items.map((i) => i.productId),
  );
  const lines = items.map((item): PricedLine => {
    const product = products.get(item.productId) ?? null;
    if (!product || product.kind !== item.kind)
      return { item, product: null, status: 'unavailable', unitCentavos: 0, lineCentavos: 0 };
    const unitCentavos = toCentavos(product.unitPrice);
    const status = unitCentavos === toCentavos(item.seenUnitPrice) ? 'ok' : 'priceChanged';
    return { item, product, status, unitCentavos, lineCentavos: lineTotal(unitCentavos, item.qty) };
  });
  const currencies = [...new Set(lines.flatMap((l) => (l.product ? [currencyOf(l.product)] : [])))];
  return {
    lines,
    totalCentavos: sumCentavos(lines.map((l) => l.lineCentavos)),
    count: sumCentavos(items.map((i) => i.qty)),
    needsReview: lines.some((l) => l.status !== 'ok'),
    currency: currencies[0] ?? DEFAULT_CURRENCY,
    currencies,
  };
}

/** The wire form of a priced cart. */
export function toCart(priced: PricedCart): Cart {
  return {
    items: priced.lines.map((l) => ({
      id: l.item.productId,
      qty: l.item.qty,
      status: l.status,
      product: l.product ? toProduct(l.product) : null,
      unitPrice: l.product ? toDecimal(fromCentavos(l.unitCentavos)) : null,
      previousUnitPrice: l.status === 'priceChanged' ? toDecimal(l.item.seenUnitPrice) : null,
      lineTotal: toDecimal(fromCentavos(l.lineCentavos)),
    })),
    count: priced.count,
    total: toDecimal(fromCentavos(priced.totalCentavos)),
    currency: priced.currency,
    needsReview: priced.needsReview,
  };
}
