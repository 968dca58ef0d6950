/**
 * An account state or gym status as a coloured badge with its Spanish label (ADR 0018: the wire
 * carries the code, the screens the label).
 * @module
 */
import type { AccountState } from '../../../../shared/constants/admin';
import type { GymStatus } from '../../../../shared/constants/moderation';
import { accountStateLabels } from '../../../../shared/messages/admin';
import { gymStatusLabels } from '../../../../shared/messages/moderation';

const tone: Record<AccountState | GymStatus, 'ok' | 'warn' | 'off' | 'bad'> = {
  active: 'ok',
  published: 'ok',
  pending: 'warn',
  throttled: 'warn',
  planHeld: 'warn',
  unpublished: 'off',
  deleted: 'off',
  locked: 'bad',
  lockHeld: 'bad',
  moderated: 'bad',
};

/** The badge of an account state. */
export function StateBadge({ state }: { state: AccountState }) {
  return (
    <span className={`admin-badge admin-badge--${tone[state]}`} data-state={state}>
      {accountStateLabels[state]}
    </span>
  );
}

/** The badge of a gym status. */
export function GymStatusBadge({ status }: { status: GymStatus }) {
  return (
    <span className={`admin-badge admin-badge--${tone[status]}`} data-status={status}>
      {gymStatusLabels[status]}
    </span>
  );
}
