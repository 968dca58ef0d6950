/**
 * SQL of the member's cart (`carts`, `cart_items`; schema-commerce.ts). Every change runs in a
 * transaction that first locks the member's `carts` row ({@link lockCart}), so concurrent changes and a
 * concurrent checkout of one cart are serialised. Knows nothing of HTTP.
 * @module
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { cartItems, carts } from '../../db/schema-commerce';

/** A stored cart line. `seenUnitPrice` is the `numeric` text (ARS) the member saw when adding it. */
export interface CartItemRow {
  productId: string;
  kind: 'membership' | 'service';
  qty: number;
  seenUnitPrice: string;
}

/**
 * Creates the member's `carts` row if missing and locks it until the transaction ends.
 * @returns the cart's current version
 */
export async function lockCart(tx: Tx, userId: string): Promise<number> {
  await tx.insert(carts).values({ userId }).onConflictDoNothing();
  const [row] = await tx
    .select({ version: carts.version })
    .from(carts)
    .where(eq(carts.userId, userId))
    .for('update');
  return row?.version ?? 0;
}

/** The cart's current version (0 when the member never had a cart), without locking. */
export async function findCartVersion(db: Database, userId: string): Promise<number> {
  const [row] = await db.select({ version: carts.version }).from(carts).where(eq(carts.userId, userId));
  return row?.version ?? 0;
}

/** Raises the cart's version (after any change of its lines). */
export async function bumpCartVersion(tx: Tx, userId: string): Promise<void> {
  await tx
    .update(carts)
    .set({ version: sql`${carts.version} + 1`, updatedAt: sql`now()` })
    .where(eq(carts.userId, userId));
}

/** The member's lines in the order they were first added. */
export async function findCartItems(db: Database | Tx, userId: string): Promise<CartItemRow[]> {
  return db
    .select({
      productId: cartItems.productId,
      kind: cartItems.kind,
      qty: cartItems.qty,
      seenUnitPrice: cartItems.seenUnitPrice,
    })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.position));
}

/** Adds a line (new product, at the end of the cart). */
export async function insertCartItem(tx: Tx, userId: string, item: CartItemRow): Promise<void> {
  await tx.insert(cartItems).values({ userId, ...item });
}

/** Sets a line's quantity (1–99). */
export async function updateCartItemQty(
  tx: Tx,
  userId: string,
  productId: string,
  qty: number,
): Promise<void> {
  await tx
    .update(cartItems)
    .set({ qty })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}

/** Sets the price the member has seen for a line (after confirming a price change). */
export async function updateSeenPrice(
  tx: Tx,
  userId: string,
  productId: string,
  price: string,
): Promise<void> {
  await tx
    .update(cartItems)
    .set({ seenUnitPrice: price })
    .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}

/** Drops one line. */
export async function deleteCartItem(tx: Tx, userId: string, productId: string): Promise<void> {
  await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
}

/** Drops every line of the member's cart. */
export async function deleteCartItems(tx: Tx, userId: string): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
}
