/**
 * The member's cart (SPEC §4 cart rules, §7 `GET/POST /api/shopcart`; docs/architecture.md §5). The rules
 * themselves are the pure functions of `src/shared/domain/cart.ts` (shared with the visitor's browser cart);
 * this module applies them to the stored cart in one transaction under the cart's lock, and writes
 * only the lines that changed. A cart holds one currency (ADR 0053): a product of another is refused.
 * @module
 */
import type { Cart, CartAction } from '../../../shared/contract/cart';
import {
  addItem,
  clearItems,
  deleteItem,
  mergeItems,
  refusingCurrency,
  removeItem,
  type CartItem,
} from '../../../shared/domain/cart';
import { commerceMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database, Tx } from '../../db/client';
import type { SessionUser } from '../../plugins/session';
import {
  currencyOf,
  priceItems,
  sellableProducts,
  toCart,
  type PricedCart,
  type SellableProduct,
} from './pricing';
import { findProductsByIds } from './product-queries';
import {
  bumpCartVersion,
  deleteCartItem,
  deleteCartItems,
  findCartItems,
  findCartVersion,
  insertCartItem,
  lockCart,
  updateCartItemQty,
  updateSeenPrice,
  type CartItemRow,
} from './queries';

/** @throws AppError FORBIDDEN ({@link commerceMessages.membersOnly}) unless `session` is a member account */
export function requireMember(session: SessionUser): string {
  if (session.type !== 'user') throw new AppError('FORBIDDEN', commerceMessages.membersOnly);
  return session.userId;
}

/** The session member's cart, priced now. @throws AppError FORBIDDEN for partners and admins */
export async function readCart(db: Database, session: SessionUser): Promise<Cart> {
  const userId = requireMember(session);
  return toCart(await priceItems(db, await findCartItems(db, userId)));
}

/**
 * The sellable product `id` for an `add`.
 * @throws AppError NOT_FOUND for an unknown id, CONFLICT ({@link commerceMessages.productInactive})
 *   for a product no longer on sale
 */
async function productToAdd(tx: Tx, id: string): Promise<SellableProduct> {
  const sellable = (await sellableProducts(tx, [id])).get(id);
  if (sellable) return sellable;
  const [known] = await findProductsByIds(tx as unknown as Database, [id]);
  throw known
    ? new AppError('CONFLICT', commerceMessages.productInactive)
    : new AppError('NOT_FOUND', commerceMessages.productNotFound);
}

/**
 * Refuses `product` for a cart of `items` in another currency (ADR 0053).
 * @throws AppError CONFLICT ({@link commerceMessages.currencyMismatch}) naming both currencies
 */
async function refuseSecondCurrency(
  tx: Tx,
  items: readonly CartItemRow[],
  product: SellableProduct,
): Promise<void> {
  const incoming = currencyOf(product);
  const held = refusingCurrency((await priceItems(tx, items)).currencies, incoming);
  if (held) throw new AppError('CONFLICT', commerceMessages.currencyMismatch(held, incoming));
}

/**
 * The products of a visitor's cart that a member's cart of `items` takes at sign-in: those on sale, in
 * the cart's currency (or, for an empty cart, in the currency of the first of them; ADR 0053).
 */
async function mergeable(
  tx: Tx,
  items: readonly CartItemRow[],
  incoming: readonly CartItem[],
): Promise<Map<string, SellableProduct>> {
  const products = await sellableProducts(
    tx,
    incoming.map((i) => i.id),
  );
  const [held] = (await priceItems(tx, items)).currencies;
  const first = incoming.map((i) => products.get(i.id)).find((p) => p !== undefined);
  const currency = held ?? (first && currencyOf(first));
  return new Map([...products].filter(([, p]) => currencyOf(p) === currency));
}

/** Writes the difference between two item lists; new lines take their seen price from `products`. */
async function writeItems(
  tx: Tx,
  userId: string,
  before: readonly CartItemRow[],
  after: readonly CartItem[],
  products: ReadonlyMap<string, SellableProduct>,
): Promise<boolean> {
  let changed = false;
  const next = new Map(after.map((i) => [i.id, i.qty]));
  for (const old of before) {
    const qty = next.get(old.productId);
    if (qty === undefined) await deleteCartItem(tx, userId, old.productId);
    else if (qty !== old.qty) await updateCartItemQty(tx, userId, old.productId, qty);
    else continue;
    changed = true;
  }
  const known = new Set(before.map((i) => i.productId));
  for (const item of after) {
    if (known.has(item.id)) continue;
    const product = products.get(item.id);
    if (!product) continue;
    await insertCartItem(tx, userId, {
      productId: item.id,
      kind: product.kind,
      qty: item.qty,
      seenUnitPrice: product.unitPrice,
    });
    changed = true;
  }
  return changed;
}

/** Accepts current prices and drops unavailable lines. @returns whether anything changed */
async function confirmPrices(tx: Tx, userId: string, items: readonly CartItemRow[]): Promise<boolean> {
  const priced = await priceItems(tx, items);
  for (const line of priced.lines) {
    if (line.status === 'unavailable') await deleteCartItem(tx, userId, line.item.productId);
    else if (line.status === 'priceChanged' && line.product)
      await updateSeenPrice(tx, userId, line.item.productId, line.product.unitPrice);
  }
  return priced.needsReview;
}

/**
 * Applies a cart action (see `cartActionSchema`) to the session member's cart and answers the cart.
 * `remove` and `delete` of a product not in the cart change nothing (a repeated click is harmless).
 * @throws AppError FORBIDDEN for partners and admins; NOT_FOUND / CONFLICT for an `add` of an unknown /
 *   unsellable product; CONFLICT ({@link commerceMessages.currencyMismatch}) for an `add` of a product in
 *   another currency than the cart's; CONFLICT ({@link commerceMessages.qtyTooHigh}, {@link commerceMessages.tooManyLines})
 *   past the limits of `src/shared/domain/cart.ts`
 */
export async function changeCart(db: Database, session: SessionUser, action: CartAction): Promise<Cart> {
  const userId = requireMember(session);
  return db.transaction(async (tx) => {
    await lockCart(tx, userId);
    const before = await findCartItems(tx, userId);
    const current: CartItem[] = before.map((i) => ({ id: i.productId, qty: i.qty }));
    let changed: boolean;
    switch (action.action) {
      case 'add': {
        const product = await productToAdd(tx, action.id);
        await refuseSecondCurrency(tx, before, product);
        const result = addItem(current, action.id);
        if (!result.ok) throw new AppError('CONFLICT', commerceMessages[result.reason]);
        changed = await writeItems(tx, userId, before, result.items, new Map([[action.id, product]]));
        break;
      }
      case 'remove':
        changed = await writeItems(tx, userId, before, removeItem(current, action.id), new Map());
        break;
      case 'delete':
        changed = await writeItems(tx, userId, before, deleteItem(current, action.id), new Map());
        break;
      case 'clear':
        changed = await writeItems(tx, userId, before, clearItems(), new Map());
        break;
      case 'merge': {
        // Products that are gone, not on sale (a stale browser cart) or in another currency than the
        // cart's are left out of the merge.
        const products = await mergeable(tx, before, action.items);
        const incoming = action.items.filter((i) => products.has(i.id));
        changed = await writeItems(tx, userId, before, mergeItems(current, incoming), products);
        break;
      }
      case 'confirm':
        changed = await confirmPrices(tx, userId, before);
        break;
    }
    if (changed) await bumpCartVersion(tx, userId);
    return toCart(await priceItems(tx, await findCartItems(tx, userId)));
  });
}

/**
 * Locks member `userId`'s cart until the caller's transaction ends (checkout) and prices it now.
 * @returns the cart's version (what a checkout snapshots) and its priced lines
 */
export async function lockAndPriceCart(
  tx: Tx,
  userId: string,
): Promise<{ version: number; priced: PricedCart }> {
  const version = await lockCart(tx, userId);
  return { version, priced: await priceItems(tx, await findCartItems(tx, userId)) };
}

/** Member `userId`'s cart version now (0 without a cart), without locking. */
export const cartVersionOf = (db: Database, userId: string): Promise<number> => findCartVersion(db, userId);

/**
 * Empties member `userId`'s cart inside the caller's transaction (an order was paid: docs/architecture.md §5),
 * under the cart's lock, and raises its version.
 */
export async function emptyCartInTransaction(tx: Tx, userId: string): Promise<void> {
  await lockCart(tx, userId);
  await deleteCartItems(tx, userId);
  await bumpCartVersion(tx, userId);
}
