/**
 * "Mis compras" as the cart feature offers it to the member profile: the orders, their passes (QR code,
 * rotating door code, health-data consent) and the receipt dates load when the profile renders them,
 * in a chunk of their own, so the gym detail, which takes "Comprar" from the same feature, does not
 * load them too (ADR 0013).
 * @module
 */
import { lazy, Suspense } from 'react';
import { myOrdersMessages as m } from '../../../../shared/messages/commerce.web';
import { Spinner } from '../../../components/Spinner';

const Orders = lazy(async () => ({ default: (await import('./MyOrders')).MyOrders }));

/** The member's orders ("Mis compras"), with a spinner while their code loads. */
export function MyOrders() {
  return (
    <Suspense fallback={<Spinner label={m.loading} />}>
      <Orders />
    </Suspense>
  );
}
