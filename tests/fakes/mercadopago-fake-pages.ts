/**
 * The pages of the fake MercadoPago (./mercadopago-fake) that a browser sees, for the e2e tests: the
 * Checkout Pro page at a preference's `init_point` (`GET /checkout/v1/redirect?pref_id=…`) and the
 * subscription page at a preapproval's (`GET /subscriptions/checkout?preapproval_id=…`), each a minimal
 * HTML form with one "Pagar" button. Posting it plays the buyer: the payment is approved (or the
 * preapproval authorized and its first month charged), the signed notifications are POSTed to the
 * app as MercadoPago sends them, and the browser is sent back (`303`) to `back_urls.success` or
 * `back_url`. No token is needed: these are MercadoPago's own pages, not its API.
 * @module
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MpNotificationDelivery } from './mercadopago-fake-notify';
import type { FakeStore } from './mercadopago-fake-store';

/** What the pages use of the fake. */
export interface FakePagesContext {
  store: FakeStore;
  /** The signed notification of payment `id` (to its preference's notification URL). */
  paymentNotification(id: number): MpNotificationDelivery;
  /** The signed notification of a preapproval or a charge (to the application's notification URL). */
  subscriptionNotification(
    type: 'subscription_preapproval' | 'subscription_authorized_payment',
    id: string | number,
  ): MpNotificationDelivery;
  /** Origin of the app's notification URL for subscriptions (MercadoPago's developer panel). */
  subscriptionOrigin: string | undefined;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const page = (title: string, lines: string[], action: string): string => `<!doctype html>
<html lang="es-AR"><head><meta charset="utf-8"><title>${escape(title)}</title></head>
<body><main><h1>${escape(title)}</h1>${lines.map((l) => `<p>${escape(l)}</p>`).join('')}
<form method="post" action="${escape(action)}"><button type="submit">Pagar</button></form></main></body></html>`;

/** POSTs a notification to `origin` + its path, as MercadoPago does; throws unless the app answers 2xx. */
async function send(origin: string, delivery: MpNotificationDelivery): Promise<void> {
  const response = await fetch(new URL(delivery.url, origin), {
    method: 'POST',
    headers: delivery.headers,
    body: delivery.body,
  });
  if (!response.ok) throw new Error(`notification answered ${response.status}: ${await response.text()}`);
}

const html = (response: ServerResponse, status: number, body: string): void => {
  response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
  response.end(body);
};

const redirect = (response: ServerResponse, to: string): void => {
  response.writeHead(303, { location: to });
  response.end();
};

/**
 * Answers a page request. @returns false when `target` is not one of the pages (the API handles it)
 */
export async function handlePage(
  request: IncomingMessage,
  response: ServerResponse,
  target: URL,
  ctx: FakePagesContext,
): Promise<boolean> {
  const method = request.method ?? 'GET';
  const { store } = ctx;
  if (target.pathname.startsWith('/checkout/v1/redirect')) {
    const preference = store.preferences.get(target.searchParams.get('pref_id') ?? '');
    if (!preference) return (html(response, 404, page('Preferencia inexistente', [], '#')), true);
    const total = preference.items.reduce((sum, i) => sum + i.unit_price * i.quantity, 0);
    if (method === 'GET') {
      const lines = preference.items.map((i) => `${i.title} × ${i.quantity}`);
      html(
        response,
        200,
        page('MercadoPago (simulado)', [...lines, `Total: $ ${total}`], target.pathname + target.search),
      );
      return true;
    }
    const payment = store.pay(preference.id, 'approved', 'accredited');
    if (preference.notification_url)
      await send(preference.notification_url, ctx.paymentNotification(payment.id));
    redirect(response, preference.back_urls?.success ?? '/');
    return true;
  }
  if (target.pathname === '/subscriptions/checkout') {
    const subscriptions = store.subscriptions;
    const preapproval = subscriptions.preapprovals.get(target.searchParams.get('preapproval_id') ?? '');
    if (!preapproval) return (html(response, 404, page('Suscripción inexistente', [], '#')), true);
    if (method === 'GET') {
      const amount = `$ ${preapproval.auto_recurring.transaction_amount} por mes`;
      html(
        response,
        200,
        page('MercadoPago (simulado)', [preapproval.reason, amount], target.pathname + target.search),
      );
      return true;
    }
    subscriptions.authorize(preapproval.id);
    const charge = subscriptions.charge(preapproval.id);
    if (ctx.subscriptionOrigin) {
      await send(
        ctx.subscriptionOrigin,
        ctx.subscriptionNotification('subscription_preapproval', preapproval.id),
      );
      await send(
        ctx.subscriptionOrigin,
        ctx.subscriptionNotification('subscription_authorized_payment', charge.id),
      );
    }
    redirect(response, preapproval.back_url ?? '/');
    return true;
  }
  return false;
}
