/**
 * "Mis compras" as the cart feature offers it to the member profile: the orders, their passes (QR code,
 * rotating door code, health-data consent) and the receipt dates load when the profile renders them,
 * in a chunk of their own, so the gym detail, which takes "Comprar" from the same feature, does not
 * load them too (ADR 0013). The caller shows the spinner while they load (`<Suspense>` with
 * `myOrdersMessages.loading`): this module, which the gym detail loads through the feature's index,
 * names no commerce text, so the detail does not load `commerce.web`'s cart and checkout texts
 * (docs/architecture.md §6).
 * @module
 */
import { lazy } from 'react';

/** The member's orders ("Mis compras"); lazy: render it inside a `<Suspense>` boundary. */
export const MyOrders = lazy(async () => ({ default: (await import('./MyOrders')).MyOrders }));
