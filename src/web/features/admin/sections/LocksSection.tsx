/**
 * Cuentas bloqueadas (SPEC §1 "list locked accounts"; `GET /api/admin/lockaccounts`, state key
 * `lockAccounts`): the e-mails locked by administrators, newest first, searched and paged by the
 * server, each with its unlock; a form to ban an e-mail (with or without an account); and the accounts
 * that failed sign-ins throttle right now (ADR 0010), which free themselves.
 * @module
 */
import { useState, type FormEvent } from 'react';
import type { Lock, LockListResponse } from '../../../../shared/contract/admin';
import { adminMessages } from '../../../../shared/messages/admin';
import {
  adminAccountMessages as a,
  adminLocksMessages as m,
  adminTableMessages as t,
} from '../../../../shared/messages/admin.web';
import { useToast } from '../../../components/toast-context';
import { useConfirmAction } from '../../../components/use-confirm-action';
import { InputField } from '../../../components/Field';
import { useLock, useLocks } from '../api/api';
import { DataTable } from '../components/DataTable';
import { AccountLink } from '../components/DetailLink';
import { ListSearch } from '../components/ListSearch';
import { lockReason, lockTexts, UnlockButton } from '../components/LockActions';
import { ReasonDialog } from '../components/ReasonDialog';
import { columnsFor } from '../components/table';
import { formatInstant } from '../model/format';
import { inServerOrder } from '../model/list-state';
import type { AdminPaths } from '../model/paths';
import { AdminListSection } from './AdminListSection';
import { useListSection } from './use-list-section';

const spec = inServerOrder({});
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const col = columnsFor<Lock>();

function lockColumns(paths: AdminPaths) {
  return [
    col.accessor('email', { header: m.email, meta: { rowHeader: true } }),
    col.accessor('account', {
      header: m.account,
      cell: (info) => {
        const account = info.getValue();
        if (!account) return m.noAccount;
        const from = account.type === 'partner' ? 'empresas' : 'usuarios';
        return <AccountLink to={paths.account(account._id, from)} name={account.name} />;
      },
    }),
    col.accessor('reason', { header: m.reason, cell: (info) => info.getValue() ?? t.none }),
    col.accessor('createdAt', { header: m.lockedAt, cell: (info) => formatInstant(info.getValue()) }),
    col.accessor('createdBy', {
      header: m.lockedBy,
      cell: (info) => info.getValue()?.email ?? a.unknownAdmin,
    }),
    col.display({
      id: 'actions',
      header: t.actions,
      cell: (info) => {
        const lock = info.row.original;
        const partner = lock.account?.type === 'partner';
        return (
          <UnlockButton
            email={lock.email}
            who={lock.account?.name ?? lock.email}
            heldGyms={partner ? null : 0}
            small
          />
        );
      },
    }),
  ];
}

function BanForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [target, setTarget] = useState('');
  const toast = useToast();
  const banning = useConfirmAction(useLock(), lockTexts(m.banDialogTitle(target)));
  const open = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim().toLowerCase();
    if (!EMAIL.test(value)) {
      setError(adminMessages.email);
      return;
    }
    setError(undefined);
    setTarget(value);
    banning.ask();
  };
  const confirm = (reason: string) =>
    banning.run({ email: target, reason }, () => {
      toast({ kind: 'success', text: m.banned(target) });
      setEmail('');
    });
  return (
    <section className="panel admin-card" aria-labelledby="admin-ban-title">
      <h3 id="admin-ban-title">{m.banTitle}</h3>
      <p className="admin-lead">{m.banLead}</p>
      <form className="admin-inline-form" onSubmit={open} noValidate>
        <InputField
          label={m.banEmail}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <button type="submit" className="button button--danger">
          {m.banOpen}
        </button>
      </form>
      <ReasonDialog {...banning.dialog} rules={lockReason()} onConfirm={confirm}>
        <p>
          <strong>{m.banConsequence(target)}</strong>
        </p>
      </ReasonDialog>
    </section>
  );
}

type Throttle = LockListResponse['throttled'][number];
const throttleCol = columnsFor<Throttle>();
const instantOrNone = (value: string | null) => (value ? formatInstant(value) : t.none);

/** The columns of the accounts throttled now (fixed order, no sorting), headers read per render. */
const throttledColumns = () => [
  throttleCol.accessor('email', { header: m.email, enableSorting: false, meta: { rowHeader: true } }),
  throttleCol.accessor('failuresInWindow', {
    header: m.failures,
    enableSorting: false,
    meta: { numeric: true },
  }),
  throttleCol.accessor('lockedSources', {
    header: m.lockedSources,
    enableSorting: false,
    meta: { numeric: true },
  }),
  throttleCol.accessor('lockedUntil', {
    header: m.lockedUntil,
    enableSorting: false,
    cell: (info) => instantOrNone(info.getValue()),
  }),
  throttleCol.accessor('attackStartedAt', {
    header: m.attackStartedAt,
    enableSorting: false,
    cell: (info) => instantOrNone(info.getValue()),
  }),
];

function Throttled({ rows }: { rows: LockListResponse['throttled'] }) {
  return (
    <section className="panel admin-card" aria-labelledby="admin-throttled-title">
      <h3 id="admin-throttled-title">{m.throttledTitle}</h3>
      <p className="admin-lead">{m.throttledLead}</p>
      {rows.length === 0 ? (
        <p>{m.noThrottled}</p>
      ) : (
        <DataTable
          caption={m.throttledCaption}
          columns={throttledColumns()}
          rows={rows}
          rowId={(row) => row.email}
        />
      )}
    </section>
  );
}

/** The Cuentas bloqueadas section. */
export function LocksSection({ paths }: { paths: AdminPaths }) {
  const table = useListSection(spec, useLocks, lockColumns, paths);
  const { list, query } = table;
  return (
    <AdminListSection
      section="bloqueos"
      {...table}
      before={<ListSearch q={list.state.q} onApply={(q) => list.search(q, {})} />}
      after={
        <>
          <BanForm />
          {query.data && <Throttled rows={query.data.throttled} />}
        </>
      }
      emptyText={m.empty}
      caption={m.caption}
      rows={(data: LockListResponse) => data.lockAccounts}
      rowId={(row) => row.email}
      testId="admin-locks-table"
    />
  );
}
