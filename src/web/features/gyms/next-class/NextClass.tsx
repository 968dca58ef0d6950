/**
 * "Próxima clase 19:00" under a gym on the list and in a map popup, with the class and the places left
 * for screen readers and a hover title. Shown only when the answer carries a next class
 * (`classesToday=true`).
 * @module
 */
import type { NextClass as NextClassValue } from '../../../../shared/contract/gyms';
import { gymListMessages as m } from '../../../../shared/messages/catalogue.web';
import { gymLocalTime } from './next-class';
import './classes-today.css';

/** The line of `next`, or nothing when there is none (or its time cannot be read). */
export function NextClass({ next, className }: { next: NextClassValue | undefined; className?: string }) {
  const time = next ? gymLocalTime(next.startsAt) : null;
  if (!next || !time) return null;
  const detail = m.nextClassDetail(next.name, next.spotsLeft);
  return (
    <p className={className ?? 'next-class'} data-testid="next-class" title={detail}>
      <span>{m.nextClass(time)}</span>
      <span className="visually-hidden">: {detail}</span>
    </p>
  );
}
