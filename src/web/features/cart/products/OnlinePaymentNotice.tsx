/**
 * "Pago online no disponible" on a gym's products (docs/decisions "payment providers and the
 * MercadoPago marketplace"): with MercadoPago in production, a gym whose partner has not connected his
 * account cannot be paid online (checkout refuses it). Asks
 * `GET /api/payments/mercadopago/gyms/{id}/online` only when the provider in use is MercadoPago;
 * shows nothing otherwise.
 * @module
 */
import { useQuery } from '@tanstack/react-query';
import { paymentAccountMessages } from '../../../../shared/messages/payment-accounts';
import { getJson } from '../../../lib/http';
import { usePaymentConfig } from '../api/api';

// Asked only where MercadoPago takes payments: its schema (and zod) loads with the call (ADR 0013).
const gymOnlineSchema = async () =>
  (await import('../../../../shared/contract/payment-accounts')).gymOnlineSchema;

/** The notice for gym `gymId`, or nothing. */
export function OnlinePaymentNotice({ gymId }: { gymId: string }) {
  const config = usePaymentConfig();
  const mercadoPago = config.data?.provider === 'mercadopago';
  const online = useQuery({
    queryKey: ['payments', 'mercadopago', 'online', gymId],
    queryFn: ({ signal }) =>
      getJson(`/api/payments/mercadopago/gyms/${encodeURIComponent(gymId)}/online`, gymOnlineSchema, {
        signal,
      }),
    enabled: mercadoPago,
  });
  if (!mercadoPago || online.data?.online !== false) return null;
  return (
    <p className="form-notice form-notice--info" data-testid="online-payment-unavailable">
      {paymentAccountMessages.onlinePaymentUnavailable}
    </p>
  );
}
