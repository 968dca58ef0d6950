/**
 * `/cart` ("Mi carrito"): the member's server cart, a visitor's browser cart (to pay after signing
 * in), or, for partners and administrators, a note that their accounts cannot buy. The demo-mode
 * notice shows while payments are the demo.
 * @module
 */
import { cartPageMessages as m, commerceMessages } from '../../../../shared/messages';
import { PageMeta } from '../../../components/PageMeta';
import { StatusMessage } from '../../../components/StatusMessage';
import { useSession } from '../../auth';
import { DemoNotice } from '../components/DemoNotice';
import { MemberCart } from '../components/MemberCart';
import { VisitorCartView } from '../components/VisitorCartView';
import '../cart.css';

/** The cart screen. */
export function CartPage() {
  const { session } = useSession();
  let body;
  if (!session) body = <VisitorCartView />;
  else if (session.type === 'user') body = <MemberCart />;
  else
    body = (
      <StatusMessage
        kind="empty"
        headingLevel={2}
        title={m.accountCannotBuy}
        body={commerceMessages.membersOnly}
      />
    );
  return (
    <div className="container column-page cart-page">
      <PageMeta title={m.title} />
      <h1>{m.title}</h1>
      <DemoNotice />
      {body}
    </div>
  );
}
