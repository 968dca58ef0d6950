/**
 * The push screens' entry points (ADR 0031) as lazy chunks, so the screens that show them (a booking,
 * a purchase, the member's profile) load their code only when they render them.
 * @module
 */
import { lazy, Suspense } from 'react';

const PushOfferChunk = lazy(async () => ({ default: (await import('./PushOffer')).PushOffer }));
const PushSwitchChunk = lazy(async () => ({ default: (await import('./PushSwitch')).PushSwitch }));

/** "¿Querés que te avisemos?", shown after a booking or a purchase. */
export function LazyPushOffer() {
  return (
    <Suspense fallback={null}>
      <PushOfferChunk />
    </Suspense>
  );
}

/** The profile's "Avisos en este dispositivo" switch. */
export function LazyPushSwitch() {
  return (
    <Suspense fallback={null}>
      <PushSwitchChunk />
    </Suspense>
  );
}
