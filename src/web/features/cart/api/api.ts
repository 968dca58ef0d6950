/**
 * Commerce calls of the web app (SPEC §7 `GET/POST /api/shopcart`; docs/architecture.md §5), typed with the
 * shared contract, and their TanStack Query hooks: products of a gym, the member's cart and its
 * actions, the payment configuration, checkout, the demo payment and the member's orders. The
 * member's own data is cached under `['account', …]`, so signing out (which drops `['account']`)
 * forgets it.
 * @module
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Cart, CartAction, Product, ProductsResponse } from '../../../../shared/contract/cart';
import type {
  CheckoutResponse,
  Order,
  OrdersResponse,
  PaymentConfig,
} from '../../../../shared/contract/orders';
import { ORDER_POLL_MS, STATIC_STALE_TIME_MS } from '../../../lib/constants';
import { getJson, sendJson, trustedAnswer } from '../../../lib/http';
import { useMemberId, useMemberQuery } from '../../auth';
import { seg } from '../../../lib/path';
import { cartKeys } from '../../../lib/query-keys';

// The gym detail's public reads (products, payment settings) are trusted like the catalogue's; the
// member's calls load their schema (and zod) with the call, not with the page (ADR 0013).
const cartContract = () => import('../../../../shared/contract/cart');
const ordersContract = () => import('../../../../shared/contract/orders');
const lazy = {
  cart: async () => (await cartContract()).cartResponseSchema,
  checkout: async () => (await ordersContract()).checkoutResponseSchema,
  order: async () => (await ordersContract()).orderResponseSchema,
  orders: async () => (await ordersContract()).ordersResponseSchema,
};

// How often and how long a Stripe payment being confirmed is asked about (the order page).
export { ORDER_POLL_MAX_MS, ORDER_POLL_MS } from '../../../lib/constants';

/** `GET /api/products/gym/{gymId}`: what a gym sells. */
export async function fetchProducts(gymId: string, signal?: AbortSignal): Promise<Product[]> {
  return (await getJson(`/api/products/gym/${seg(gymId)}`, trustedAnswer<ProductsResponse>(), { signal }))
    .products;
}

/** `GET /api/shopcart`: the member's cart, priced now. */
export async function fetchCart(signal?: AbortSignal): Promise<Cart> {
  return (await getJson('/api/shopcart', lazy.cart, { signal })).cart;
}

/** `POST /api/shopcart`: one cart action (SPEC §4 rules on the server) → the cart after it. */
export async function postCartAction(action: CartAction): Promise<Cart> {
  return (await sendJson('POST', '/api/shopcart', action, lazy.cart)).cart;
}

/** `GET /api/payments/config`: the payment provider and whether it is the demo. */
export function fetchPaymentConfig(signal?: AbortSignal): Promise<PaymentConfig> {
  return getJson('/api/payments/config', trustedAnswer<PaymentConfig>(), { signal });
}

/** `POST /api/orders/checkout` with the attempt's `Idempotency-Key` → the pending order and how to pay it. */
export function checkout(idempotencyKey: string): Promise<CheckoutResponse> {
  return sendJson('POST', '/api/orders/checkout', {}, lazy.checkout, {
    'Idempotency-Key': idempotencyKey,
  });
}

/** `POST /api/orders/{id}/demo-pay` (demo provider): the last 4 card digits → the order, paid or failed. */
export async function demoPay(orderId: string, cardLast4: string): Promise<Order> {
  return (await sendJson('POST', `/api/orders/${seg(orderId)}/demo-pay`, { cardLast4 }, lazy.order)).order;
}

/** `GET /api/orders?page=`: a page of the member's orders, newest first. */
export function fetchOrders(page: number, signal?: AbortSignal): Promise<OrdersResponse> {
  return getJson('/api/orders', lazy.orders, { params: { page }, signal });
}

/**
 * `GET /api/orders/{id}`: one of the member's orders. A MercadoPago order not yet paid is then asked
 * about at MercadoPago (`POST /api/payments/mercadopago/orders/{id}/check`), so the page MercadoPago
 * sends the member back to shows the payment even before its notification arrives.
 */
export async function fetchOrder(orderId: string, signal?: AbortSignal): Promise<Order> {
  const order = (await getJson(`/api/orders/${seg(orderId)}`, lazy.order, { signal })).order;
  if (order.provider !== 'mercadopago' || (order.status !== 'pending' && order.status !== 'failed'))
    return order;
  const path = `/api/payments/mercadopago/orders/${seg(orderId)}/check`;
  return (await sendJson('POST', path, {}, lazy.order)).order;
}

/** What gym `gymId` sells: the query of {@link useProducts}, which the server render fills too (ADR 0046). */
export const productsQuery = (gymId: string) =>
  queryOptions({
    queryKey: cartKeys.products(gymId),
    queryFn: ({ signal }) => fetchProducts(gymId, signal),
    enabled: gymId !== '',
  });

/** What gym `gymId` sells. */
export function useProducts(gymId: string) {
  return useQuery(productsQuery(gymId));
}

/** The signed-in member's cart (disabled for everyone else). */
export function useCart() {
  return useMemberQuery(cartKeys.cart, fetchCart);
}

/** A cart action of the signed-in member; the answer (the whole cart) replaces the cached one. */
export function useCartAction() {
  const queryClient = useQueryClient();
  const userId = useMemberId();
  return useMutation({
    mutationKey: ['cart', 'action'],
    mutationFn: postCartAction,
    // A read of the cart still on its way would land after this answer and put the older cart back
    // (TanStack Query's optimistic-update guide: cancel outgoing refetches first). A read that starts
    // while the action is on its way (the top bar's cart badge loads lazily and reads on mount) may
    // have been answered before the action was written: it is cancelled too, before the answer wins.
    onMutate: () => queryClient.cancelQueries({ queryKey: cartKeys.cart(userId) }),
    onSuccess: async (cart) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.cart(userId) });
      queryClient.setQueryData(cartKeys.cart(userId), cart);
    },
  });
}

/** The payment configuration (rarely changes). */
export function usePaymentConfig() {
  return useQuery({
    queryKey: cartKeys.paymentConfig,
    queryFn: ({ signal }) => fetchPaymentConfig(signal),
    staleTime: STATIC_STALE_TIME_MS,
  });
}

/** After a payment's answer: the cart (emptied when paid) and the orders are read again. */
export function refreshAfterPayment(queryClient: QueryClient, userId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: cartKeys.cart(userId) }),
    queryClient.invalidateQueries({ queryKey: cartKeys.orders(userId) }),
  ]);
}

/** The demo payment of an order (a member's cart order, or a partner's plan order: ADR 0017). */
export function useDemoPay() {
  return useMutation({
    mutationFn: ({ orderId, cardLast4 }: { orderId: string; cardLast4: string }) =>
      demoPay(orderId, cardLast4),
  });
}

/**
 * A page of the signed-in member's orders ("Mis compras"). Read again on every visit: orders change
 * on the server (receipt sent, passes used, a Stripe verdict).
 */
export function useOrders(page: number) {
  const userId = useMemberId();
  return useQuery({
    queryKey: cartKeys.ordersPage(userId, page),
    queryFn: ({ signal }) => fetchOrders(page, signal),
    enabled: userId !== '',
    staleTime: 0,
  });
}

/** True while an order waits for its provider's verdict (a Stripe or MercadoPago payment being confirmed). */
export const awaitsProvider = (order: Order | undefined): boolean =>
  order?.status === 'pending' && (order.provider === 'stripe' || order.provider === 'mercadopago');

/**
 * One of the signed-in member's orders, read again on every visit (see {@link useOrders}). With `poll`, an order awaiting Stripe's verdict is asked
 * about again every {@link ORDER_POLL_MS} (the return page of the payment).
 */
export function useOrder(orderId: string, poll = false) {
  const userId = useMemberId();
  return useQuery({
    queryKey: cartKeys.order(userId, orderId),
    queryFn: ({ signal }) => fetchOrder(orderId, signal),
    enabled: userId !== '' && orderId !== '',
    staleTime: 0,
    refetchInterval: (query) => (poll && awaitsProvider(query.state.data) ? ORDER_POLL_MS : false),
  });
}
