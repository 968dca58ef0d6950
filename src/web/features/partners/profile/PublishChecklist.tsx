/**
 * What an unpublished gym still needs before it appears in the searches (ADR 0026 §3): its data (done
 * once it exists) and at least one service with a price, each marked "Listo" or "Falta", the link to
 * add a service, and "Publicar" once nothing is missing. The server refuses the publish otherwise.
 * @module
 */
import { Link } from 'react-router';
import type { MyGym } from '../../../../shared/contract/partner-gyms';
import { publishingMessages as m } from '../../../../shared/messages/publishing';

/** Whether the gym sells at least one service with a price. */
export const sellsSomething = (gym: MyGym): boolean => gym.services.some((service) => service.price !== null);

/** Props of {@link PublishChecklist}. */
export interface PublishChecklistProps {
  gym: MyGym;
  /** Where "Agregar un servicio" leads. */
  newServicePath: string;
  publishing: boolean;
  onPublish: () => void;
}

/** The checklist of one unpublished gym. */
export function PublishChecklist({ gym, newServicePath, publishing, onPublish }: PublishChecklistProps) {
  const titleId = `publish-${gym._id}`;
  const steps = [
    { key: 'data', label: m.stepData, done: true },
    { key: 'service', label: m.stepService, done: sellsSomething(gym) },
  ];
  const ready = steps.every((step) => step.done);
  return (
    <section className="my-gym__checklist" aria-labelledby={titleId} data-testid="publish-checklist">
      <p id={titleId} className="my-gym__checklist-title">
        <strong>{m.checklistTitle(gym.name)}</strong>
      </p>
      <ul>
        {steps.map((step) => (
          <li key={step.key} data-testid={`publish-step-${step.key}`} data-done={step.done}>
            <span className={step.done ? 'badge badge--ok' : 'badge badge--off'}>
              {step.done ? m.done : m.missing}
            </span>{' '}
            {step.label}
            {!step.done && step.key === 'service' && (
              <>
                {' · '}
                <Link to={newServicePath}>{m.addService}</Link>
              </>
            )}
          </li>
        ))}
      </ul>
      {ready && (
        <button
          type="button"
          className="button button--small"
          disabled={publishing}
          aria-label={m.publishLabel(gym.name)}
          onClick={onPublish}
        >
          {m.publish}
        </button>
      )}
    </section>
  );
}
