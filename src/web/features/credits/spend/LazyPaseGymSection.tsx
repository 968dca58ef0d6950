/**
 * "Pase BuscaGym" on the gym detail as the credits feature offers it: the section (the pass's costs and
 * the visit booking) loads in a chunk of its own when the detail renders it, for a gym that accepts the
 * pass, so the classes timetable, which takes the class cost in credits from the same feature, does not
 * load it on every gym (ADR 0013).
 * @module
 */
import { lazy, Suspense } from 'react';
import type { PaseGymSectionProps } from './PaseGymSection';

const Section = lazy(async () => ({ default: (await import('./PaseGymSection')).PaseGymSection }));

/** The section of gym `gymId`; nothing while its code loads (it sits below the fold). */
export function PaseGymSection(props: PaseGymSectionProps) {
  return (
    <Suspense fallback={null}>
      <Section {...props} />
    </Suspense>
  );
}
