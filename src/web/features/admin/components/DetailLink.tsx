/**
 * A link from a list row to its detail that remembers the list's address (search, sort, page), so
 * "Volver a la lista" returns to the same view.
 * @module
 */
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { adminTableMessages } from '../../../../shared/messages/admin.web';

/** The list address a detail was opened from, kept in the history entry's state. */
export interface FromList {
  fromList: string;
}

/** The list address of the current history entry, if a {@link DetailLink} opened it. */
export function listAddress(state: unknown): string | null {
  const from = (state as Partial<FromList> | null)?.fromList;
  return typeof from === 'string' && from.startsWith('/') ? from : null;
}

/** The link. */
export function DetailLink({ to, label, children }: { to: string; label: string; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const state: FromList = { fromList: `${pathname}${search}` };
  return (
    <Link to={to} state={state} aria-label={label}>
      {children}
    </Link>
  );
}

/** A {@link DetailLink} that shows an account's `name` and is named "Ver el detalle de …" after it. */
export function AccountLink({ to, name }: { to: string; name: string }) {
  return (
    <DetailLink to={to} label={adminTableMessages.viewDetail(name)}>
      {name}
    </DetailLink>
  );
}
