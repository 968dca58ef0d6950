/**
 * Merge at sign-in (SPEC §3 cart items; docs/architecture.md §5): when a member's session appears while the
 * browser holds a visitor's cart, that cart is sent once (`POST /api/shopcart` `merge`) and then
 * emptied. A refusal of its content (400, 404, 409) empties it too, with the server's message; a
 * failure that may pass (network, 5xx, an expired session) keeps it for the next page load.
 * @module
 */
import { useEffect, useRef } from 'react';
import { cartPageMessages as m } from '../../../../shared/messages';
import { useToast } from '../../../components/toast-context';
import { ApiRequestError } from '../../../lib/http';
import { useMemberId } from '../../auth';
import { useCartAction } from '../api/api';
import { useVisitorCart } from '../model/use-visitor-cart';
import { visitorCart } from '../model/visitor-cart';

const REFUSED = new Set([400, 404, 409]);

/** Renders nothing; merges the browser cart into the member's cart once per signed-in member. */
export function CartSync() {
  const memberId = useMemberId();
  const { items } = useVisitorCart();
  const action = useCartAction();
  const toast = useToast();
  const { mutateAsync } = action;
  const mergedFor = useRef<string | null>(null);

  useEffect(() => {
    if (memberId === '' || items.length === 0 || mergedFor.current === memberId) return;
    mergedFor.current = memberId;
    mutateAsync({ action: 'merge', items: items.map(({ id, qty }) => ({ id, qty })) })
      .then(() => {
        visitorCart.clear();
        toast({ kind: 'success', text: m.merged });
      })
      .catch((error: unknown) => {
        console.error('[cart] merge at sign-in failed', error);
        if (error instanceof ApiRequestError && REFUSED.has(error.status)) {
          visitorCart.clear();
          toast({ kind: 'error', text: `${m.mergeFailed} ${error.message}` });
        }
      });
  }, [memberId, items, mutateAsync, toast]);

  return null;
}
