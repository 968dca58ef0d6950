/**
 * The cart's pieces in the app shell, loaded only when there is a cart to show or merge: for a
 * signed-in member, or while the browser holds a visitor's cart (ADR 0013: a visitor's first screen
 * carries no cart code).
 * @module
 */
import { lazy, Suspense } from 'react';
import { useSession } from '../../auth';
import { useHasVisitorCart } from '../model/presence';

const LazyCartBadge = lazy(async () => ({ default: (await import('./CartBadge')).CartBadge }));
const LazyCartSync = lazy(async () => ({ default: (await import('./CartSync')).CartSync }));

/** The top bar's cart link (see `CartBadge`), or nothing while there is no cart. */
export function CartBadge() {
  const { session } = useSession();
  const visitorCart = useHasVisitorCart();
  if (session ? session.type !== 'user' : !visitorCart) return null;
  return (
    <Suspense fallback={null}>
      <LazyCartBadge />
    </Suspense>
  );
}

/** The merge of a visitor's cart at sign-in (see `CartSync`), loaded when both exist. */
export function CartSync() {
  const { session } = useSession();
  const visitorCart = useHasVisitorCart();
  if (session?.type !== 'user' || !visitorCart) return null;
  return (
    <Suspense fallback={null}>
      <LazyCartSync />
    </Suspense>
  );
}
