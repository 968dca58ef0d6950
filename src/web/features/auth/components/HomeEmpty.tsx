/**
 * An empty state ("nothing here yet") whose action takes a signed-in person to their home to look
 * for gyms; a visitor sees no action.
 * @module
 */
import { StatusMessage } from '../../../components/StatusMessage';
import { useSession } from '../session/session-context';
import { homePath } from '../session/session-storage';

/** Props of {@link HomeEmpty}. */
export interface HomeEmptyProps {
  title: string;
  body: string;
  /** The link's text ("Buscar gimnasios"…). */
  actionLabel: string;
}

/** The empty state and its link home. */
export function HomeEmpty({ title, body, actionLabel }: HomeEmptyProps) {
  const { session } = useSession();
  return (
    <StatusMessage
      kind="empty"
      title={title}
      body={body}
      link={session ? { to: homePath(session), label: actionLabel } : null}
    />
  );
}
