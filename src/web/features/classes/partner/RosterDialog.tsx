/**
 * The roster of one session in a dialog: who holds a place (booking order), the waitlist (position
 * order) and who came (marked by the door check-in).
 * @module
 */
import type { ClassSession } from '../../../../shared/contract/classes';
import type { RosterEntry } from '../../../../shared/contract/classes-partner';
import { rosterMessages as m } from '../../../../shared/messages/classes-partner.web';
import { Modal } from '../../../components/Modal';
import { QueryFrame } from '../../../components/QueryFrame';
import { useRoster } from '../api/api-partner';
import { ActionButton } from '../../../components/ActionButton';

/** Props of {@link RosterDialog}. */
export interface RosterDialogProps {
  gymId: string;
  session: ClassSession;
  onClose: () => void;
}

function People({ title, people, testId }: { title: string; people: RosterEntry[]; testId: string }) {
  const id = `roster-${testId}`;
  return (
    <section className="roster__group" aria-labelledby={id} data-testid={testId}>
      <h3 id={id}>
        {title} <span className="chip">{people.length}</span>
      </h3>
      {people.length === 0 ? (
        <p className="field__hint">{m.none}</p>
      ) : (
        <ol className="roster__list">
          {people.map((person) => (
            <li key={person.bookingId}>
              {person.position !== null && <strong>{m.position(person.position)} </strong>}
              {person.name}
              {person.email && <span className="roster__email"> · {person.email}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The roster dialog (open while mounted). */
export function RosterDialog({ gymId, session, onClose }: RosterDialogProps) {
  const roster = useRoster(gymId, session._id);
  return (
    <Modal open title={m.title(session.name)} onClose={onClose}>
      <QueryFrame query={roster} loading={m.loading} errorTitle={m.loadError} compact>
        {(data) => (
          <div className="roster">
            <People title={m.booked} people={data.booked} testId="roster-booked" />
            <People title={m.waitlisted} people={data.waitlisted} testId="roster-waitlisted" />
            <People title={m.attended} people={data.attended} testId="roster-attended" />
            <p className="field__hint">{m.attendedHint}</p>
          </div>
        )}
      </QueryFrame>
      <div className="end-row">
        <ActionButton className="button button--secondary" label={m.close} onClick={onClose} />
      </div>
    </Modal>
  );
}
