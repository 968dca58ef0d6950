/**
 * Pase BuscaGym (ADR 0045; docs/architecture.md §5.2), a console section: the credit plans
 * (./PlansPanel) and a gym's rate per credit (./RatePanel).
 * @module
 */
import { SectionHead } from '../sections/SectionHead';
import { PlansPanel } from './PlansPanel';
import { RatePanel } from './RatePanel';

/** The Pase BuscaGym section. */
export function PaseSection() {
  return (
    <section aria-labelledby="admin-section-title">
      <SectionHead section="pase" />
      <PlansPanel />
      <RatePanel />
    </section>
  );
}
