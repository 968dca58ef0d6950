/**
 * A gym's services as chips, the first few shown and the rest counted ("+3").
 * @module
 */
import type { GymService } from '../../../../shared/contract/gyms';
import { gymListMessages as m } from '../../../../shared/messages/catalogue.web';

/**
 * @param services - the gym's services
 * @param max - chips shown before the "+N" chip
 */
export function ServiceChips({
  services,
  max,
}: {
  services: readonly Pick<GymService, '_id' | 'name'>[];
  max: number;
}) {
  if (services.length === 0) return null;
  const shown = services.slice(0, max);
  const rest = services.length - shown.length;
  return (
    <ul className="chips" aria-label={m.servicesLabel}>
      {shown.map((s) => (
        <li key={s._id} className="chip">
          {s.name}
        </li>
      ))}
      {rest > 0 && (
        <li className="chip chip--more">
          <span aria-hidden="true">{m.moreServices(rest)}</span>
          <span className="visually-hidden">{m.moreServicesLabel(rest)}</span>
        </li>
      )}
    </ul>
  );
}
