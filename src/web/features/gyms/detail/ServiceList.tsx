/**
 * A gym's services in full: name, description, duration and price when the gym gave them.
 * @module
 */
import type { GymService } from '../../../../shared/contract/gyms';
import { gymDetailMessages as m } from '../../../../shared/messages/catalogue.web';
import { formatPrice } from '../../../lib/format';

/** The services of the gym detail, priced in the currency of the gym's `country` (ADR 0053). */
export function ServiceList({ services, country }: { services: readonly GymService[]; country: string }) {
  if (services.length === 0) return <p>{m.noServices}</p>;
  return (
    <ul className="plain-list service-list">
      {services.map((s) => (
        <li key={s._id} className="spread-row spread-row--tight service-list__item">
          <div className="service-list__main">
            <span className="service-list__name">{s.name}</span>
            {s.description && <span className="service-list__description">{s.description}</span>}
          </div>
          <div className="service-list__facts">
            {s.duration !== null && <span className="chip">{m.serviceDuration(s.duration)}</span>}
            {s.price !== null && <span className="service-list__price">{formatPrice(s.price, country)}</span>}
          </div>
        </li>
      ))}
    </ul>
  );
}
