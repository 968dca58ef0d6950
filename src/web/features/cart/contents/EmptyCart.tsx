/**
 * The empty state of the cart and of the payment screen, with a way to find gyms.
 * @module
 */
import { cartPageMessages as m } from '../../../../shared/messages';
import { StatusMessage } from '../../../components/StatusMessage';
import { homePath, useSession } from '../../auth';

/** "Tu carrito está vacío" and a link to the gym search (the member's home, or the landing list). */
export function EmptyCart() {
  const { session } = useSession();
  return (
    <StatusMessage
      kind="empty"
      headingLevel={2}
      title={m.emptyTitle}
      body={m.emptyBody}
      link={{ to: session ? homePath(session) : '/', label: m.searchGyms }}
    />
  );
}
