/**
 * Where the partner's subscription stands, under "Tu plan" (ADR 0017): its state ("Al día", "Pago
 * pendiente"…) and, while paid up, when it renews and with which card; after a failed renewal, until
 * when the plan is kept. Dates are Buenos Aires days. Says nothing while the subscription loads. While a
 * renewal charges the card on its own, it links the "Botón de baja" (`/baja`, Disp. 954/2025; ADR 0027).
 * @module
 */
import { subscriptionStatusLabels, subscriptionWebMessages as m } from '../../../../shared/messages';
import { Link } from 'react-router';
import { legalButtonLinks } from '../../../../shared/messages/legal-links.web';
import { useSubscription } from './api';
import './plans.css';
import { formatSaleDay } from '../../../lib/format-dates';

/** The subscription line of partner `userId`. */
export function SubscriptionStatus({ userId }: { userId: string }) {
  const { data: subscription } = useSubscription(userId);
  if (!subscription) return null;
  const { status, currentPeriodEnd, graceUntil, cardLast4 } = subscription;
  let detail: string | null = null;
  if (status === 'active' && currentPeriodEnd) detail = m.renews(formatSaleDay(currentPeriodEnd), cardLast4);
  else if (status === 'pastDue' && graceUntil) detail = m.graceUntil(formatSaleDay(graceUntil));
  return (
    <div className="subscription" data-testid="subscription">
      <p>
        {m.status}: <strong data-testid="subscription-status">{subscriptionStatusLabels[status]}</strong>
      </p>
      {detail && <p data-testid="subscription-renewal">{detail}</p>}
      {(status === 'active' || status === 'pastDue') && (
        <p>
          <Link to="/baja">{legalButtonLinks.cancel}</Link>
        </p>
      )}
    </div>
  );
}
