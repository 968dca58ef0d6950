/**
 * `/cart` ("Mi carrito"): the member's server cart, a visitor's browser cart (to pay after signing
 * in), or, for partners and administrators, a note that their accounts cannot buy. The demo-mode
 * notice shows while payments are the demo.
 * @module
 */
import { cartPageMessages as m } from '../../../../shared/messages';
import { PageMeta } from '../../../components/PageMeta';
import { useSession } from '../../auth';
import { DemoNotice } from '../payment/DemoNotice';
import { MemberCart } from '../contents/MemberCart';
import { MembersOnly } from '../contents/MembersOnly';
import { VisitorCartView } from '../contents/VisitorCartView';
import '../styles/cart.css';

/** The cart screen. */
export function CartPage() {
  const { session } = useSession();
  let body;
  if (!session) body = <VisitorCartView />;
  else if (session.type === 'user') body = <MemberCart />;
  else body = <MembersOnly title={m.accountCannotBuy} headingLevel={2} />;
  return (
    <div className="container column-page cart-page">
      <PageMeta title={m.title} />
      <h1>{m.title}</h1>
      <DemoNotice />
      {body}
    </div>
  );
}
