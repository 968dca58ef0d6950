/**
 * Contract of what is sold and of the cart (SPEC §3 "Cart item" `{id, qty}`, §4 cart rules, §7
 * `GET/POST /api/shopcart`; docs/architecture.md §5):
 * - `GET /api/products/gym/{id}` → {@link productsResponseSchema} (public: what gym `id` sells)
 * - `GET /api/shopcart` → {@link cartResponseSchema} (the member's own cart, priced on the server)
 * - `POST /api/shopcart` {@link cartActionSchema} → {@link cartResponseSchema}
 * Prices always come from the database; bodies carry product ids and quantities only.
 * @module
 */
import { z } from 'zod';
import { CART_MAX_LINES, CART_MAX_QTY, CART_MIN_QTY, PRODUCT_KINDS } from '../constants/commerce';
import { commerceMessages as m } from '../messages/commerce';
import {
  currencySchema,
  decimalSchema,
  itemAnswer,
  listAnswer,
  sellerGymFields,
  wholeNumber,
} from './common';

const productId = z.uuid({ error: () => m.productIdInvalid });

/**
 * Something a gym sells. `_id` is the gym's id for its monthly membership (`kind` `membership`, unit
 * `mes`, price = the gym's `price`) and the gym-service link's id for a service sold per class
 * (`kind` `service`, unit `clase`, price = the service's price). `unitPrice` in `currency`, the currency of
 * the gym's country (ADR 0053).
 */
export const productSchema = z
  .object({
    _id: z.uuid(),
    ...sellerGymFields,
    name: z.string(),
    kind: z.enum(PRODUCT_KINDS),
    unitPrice: decimalSchema,
    currency: currencySchema,
    unit: z.string(),
    description: z.string().nullable(),
  })
  .meta({ id: 'Product' });
export type Product = z.infer<typeof productSchema>;
export type ProductKind = Product['kind'];

/** Answer of `GET /api/products/gym/{id}`: the membership first, then the services by name. */
export const productsResponseSchema = listAnswer('products', productSchema, 'Products');
export type ProductsResponse = z.infer<typeof productsResponseSchema>;

/**
 * State of a cart line against the database now: `ok`; `priceChanged` (the unit price differs from
 * the one the member saw when adding it, `previousUnitPrice`); `unavailable` (the product, its gym or
 * its price is gone). Checkout refuses a cart with any line not `ok` until the member confirms it
 * (`confirm` action).
 */
export const cartLineStatusSchema = z.enum(['ok', 'priceChanged', 'unavailable']);
export type CartLineStatus = z.infer<typeof cartLineStatusSchema>;

/** One priced line of the cart. `lineTotal` = `unitPrice` × `qty` (0 when unavailable), in the cart's `currency`. */
export const cartLineSchema = z
  .object({
    id: z.uuid(),
    qty: z.number().int(),
    status: cartLineStatusSchema,
    product: productSchema.nullable(),
    unitPrice: decimalSchema.nullable(),
    previousUnitPrice: decimalSchema.nullable(),
    lineTotal: decimalSchema,
  })
  .meta({ id: 'CartLine' });
export type CartLine = z.infer<typeof cartLineSchema>;

/**
 * The member's cart, computed on the server: lines in the order they were first added, `count` =
 * sum of quantities, `total` = sum of the available lines, in `currency`. A cart holds one currency
 * (ADR 0053): that of its lines' gyms, or ARS while it holds none; adding a product of another
 * currency is a 409. `needsReview` is true when any line is not `ok`.
 */
export const cartSchema = z
  .object({
    items: z.array(cartLineSchema),
    count: z.number().int(),
    total: decimalSchema,
    currency: currencySchema,
    needsReview: z.boolean(),
  })
  .meta({ id: 'Cart' });
export type Cart = z.infer<typeof cartSchema>;

/** `{cart}` answer of `GET` and `POST /api/shopcart`. */
export const cartResponseSchema = itemAnswer('cart', cartSchema, 'CartResponse');

/** A cart item as the spec names it (SPEC §3): product id and quantity 1–99. */
export const cartItemSchema = z.object({
  id: productId,
  qty: wholeNumber(CART_MIN_QTY, CART_MAX_QTY, () => m.qtyInvalid),
});
export type CartItemInput = z.infer<typeof cartItemSchema>;

/**
 * Body of `POST /api/shopcart`, by `action`:
 * - `add` `{id}`: SPEC §4 add (qty + 1, or a new line with qty 1);
 * - `remove` `{id}`: SPEC §4 remove (qty − 1, never below 0; a line at 0 leaves);
 * - `delete` `{id}`: drops the line whatever its qty;
 * - `clear`: SPEC §4 clear;
 * - `merge` `{items}`: adds a visitor's browser cart at sign-in (quantities summed, capped at 99);
 * - `confirm`: accepts the current prices and drops unavailable lines (after a price change).
 */
export const cartActionSchema = z
  .discriminatedUnion(
    'action',
    [
      z.object({ action: z.literal('add'), id: productId }),
      z.object({ action: z.literal('remove'), id: productId }),
      z.object({ action: z.literal('delete'), id: productId }),
      z.object({ action: z.literal('clear') }),
      z.object({
        action: z.literal('merge'),
        items: z.array(cartItemSchema).max(CART_MAX_LINES, { error: () => m.tooManyLines }),
      }),
      z.object({ action: z.literal('confirm') }),
    ],
    { error: () => m.actionInvalid },
  )
  .meta({ id: 'CartAction' });
export type CartAction = z.infer<typeof cartActionSchema>;
