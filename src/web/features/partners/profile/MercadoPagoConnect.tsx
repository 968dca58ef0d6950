/**
 * The partner's "Cobros con MercadoPago" block on his profile (docs/decisions "payment providers and the
 * MercadoPago marketplace"): "Conectar MercadoPago" goes (a full navigation) to
 * `GET /api/partner/payments/mercadopago/connect`, which sends him to MercadoPago's authorization page;
 * MercadoPago's callback brings him back here with `?mercadopago=connected` (or `=error`), which this
 * block announces. A connected account's line names its MercadoPago site's country (ADR 0056).
 * "Desconectar" deletes the connection. Shows nothing where the partner cannot connect (`available`
 * false: no BuscaGym OAuth application in his country). Loaded lazily by the profile page.
 * @module
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  CONNECT_RESULT_PARAM,
  paymentAccountSchema,
  type PaymentAccount,
} from '../../../../shared/contract/payment-accounts';
import { mercadoPagoConnectMessages as m } from '../../../../shared/messages/payment-accounts.web';
import { FormNotice } from '../../../components/Field';
import { getJson, sendJson } from '../../../lib/http';
import { TitledSection } from '../../../components/TitledSection';

const ACCOUNT = '/api/partner/payments/mercadopago';
const accountKey = (userId: string) => ['account', 'payment-account', userId] as const;

/** The block of partner `userId` (the signed-in partner). */
export default function MercadoPagoConnect({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const account = useQuery({
    queryKey: accountKey(userId),
    queryFn: ({ signal }) => getJson(ACCOUNT, paymentAccountSchema, { signal }),
  });
  const disconnect = useMutation({
    mutationFn: () => sendJson('DELETE', ACCOUNT, undefined, paymentAccountSchema),
    onSuccess: (next: PaymentAccount) => queryClient.setQueryData(accountKey(userId), next),
  });
  const data = account.data;
  if (!data?.available) return null;
  const result = params.get(CONNECT_RESULT_PARAM);

  return (
    <TitledSection
      titleId="mercadopago-title"
      title={m.title}
      className="panel partner-section"
      data-testid="mercadopago-connect"
    >
      {result === 'connected' && data.connected && !disconnect.isSuccess && (
        <FormNotice kind="success">
          <p>{m.justConnected}</p>
        </FormNotice>
      )}
      {result === 'error' && !data.connected && (
        <FormNotice kind="error">
          <p>{m.connectError}</p>
        </FormNotice>
      )}
      {disconnect.isSuccess && (
        <FormNotice kind="info">
          <p>{m.disconnected}</p>
        </FormNotice>
      )}
      {disconnect.error && (
        <FormNotice kind="error">
          <p>{disconnect.error.message}</p>
        </FormNotice>
      )}
      {data.connected ? (
        <div className="head-row">
          <p>
            {m.connected(data.accountId ?? '')} {data.country && m.site(data.country)}
          </p>
          <button
            type="button"
            className="button button--secondary"
            onClick={() => disconnect.mutate()}
            disabled={disconnect.isPending}
          >
            {disconnect.isPending ? m.disconnecting : m.disconnect}
          </button>
        </div>
      ) : (
        <>
          <p>{m.disconnectedLead}</p>
          <a className="button" href={`${ACCOUNT}/connect`}>
            {m.connect}
          </a>
        </>
      )}
    </TitledSection>
  );
}
