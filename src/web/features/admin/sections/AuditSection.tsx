/**
 * Auditoría (ADR 0018 "The audit log"; `GET /api/admin/audit`): every administrative action, newest
 * first, filtered by action, target and a range of Buenos Aires days, paged by the server; each entry
 * shows who did it, to what, and what it changed (before and after).
 * @module
 */
import { useMemo } from 'react';
import { ADMIN_ACTIONS, AUDIT_TARGET_TYPES } from '../../../../shared/constants/admin';
import type { AuditEntry, AuditResponse } from '../../../../shared/contract/admin-audit';
import { adminActionLabels } from '../../../../shared/messages/admin';
import { adminAuditMessages as m, adminTableMessages as t } from '../../../../shared/messages/admin.web';
import { useAudit } from '../api/api';
import { DetailLink } from '../components/DetailLink';
import { choiceField, ListSearch } from '../components/ListSearch';
import { columnsFor } from '../components/table';
import { auditChanges, auditValue, dayEnd, dayStart, formatInstant } from '../model/format';
import { inServerOrder } from '../model/list-state';
import type { AdminPaths } from '../model/paths';
import { useListState } from '../model/use-list-state';
import { AdminListSection } from './AdminListSection';
import '../styles/audit.css';

const spec = inServerOrder({
  action: ADMIN_ACTIONS,
  targetType: AUDIT_TARGET_TYPES,
  target: 'text',
  actor: 'uuid',
  from: 'day',
  to: 'day',
});

/** The search's filters, with their labels in the page's language (read per render). */
const filterFields = () => [
  choiceField('action', m.action, ADMIN_ACTIONS, adminActionLabels, m.allActions),
  choiceField('targetType', m.targetType, AUDIT_TARGET_TYPES, m.targetTypeLabels, m.allTargetTypes),
  { name: 'target', label: m.targetId },
  { name: 'from', label: m.from, type: 'date' as const },
  { name: 'to', label: m.to, type: 'date' as const },
];

function Change({ entry }: { entry: AuditEntry }) {
  const changes = auditChanges(entry.before, entry.after);
  if (changes.length === 0) return t.none;
  return (
    <details className="disclosure admin-audit__change">
      <summary>{m.showChange}</summary>
      <dl>
        {changes.map((c) => (
          <div key={c.key}>
            <dt>{c.key}</dt>
            <dd>
              <span className="visually-hidden">{m.before}: </span>
              <del>{auditValue(c.before, { yes: t.yes, no: t.no, none: m.nothing })}</del>{' '}
              <span aria-hidden="true">→</span> <span className="visually-hidden">{m.after}: </span>
              <ins>{auditValue(c.after, { yes: t.yes, no: t.no, none: m.nothing })}</ins>
            </dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

const col = columnsFor<AuditEntry>();

function auditColumns(paths: AdminPaths) {
  return [
    col.accessor('at', { header: m.at, cell: (info) => formatInstant(info.getValue()) }),
    col.accessor('action', {
      header: m.action,
      meta: { rowHeader: true },
      cell: (info) => adminActionLabels[info.getValue()],
    }),
    col.accessor((entry) => entry.actor.email, { id: 'actor', header: m.actor }),
    col.accessor('target', {
      header: m.target,
      cell: (info) => {
        const target = info.getValue();
        const label = `${m.targetTypeLabels[target.type]}: ${target.id}`;
        return target.type === 'account' ? (
          <DetailLink to={paths.account(target.id)} label={label}>
            {label}
          </DetailLink>
        ) : (
          label
        );
      },
    }),
    col.display({ id: 'details', header: m.details, cell: (info) => <Change entry={info.row.original} /> }),
  ];
}

/** The Auditoría section. */
export function AuditSection({ paths }: { paths: AdminPaths }) {
  const list = useListState(spec);
  const { from, to } = list.state.filters;
  // The log filters by instants: a day means the whole Buenos Aires day.
  const params = useMemo(
    () => ({ ...list.query, from: from ? dayStart(from) : undefined, to: to ? dayEnd(to) : undefined }),
    [list.query, from, to],
  );
  const query = useAudit(params);
  const columns = useMemo(() => auditColumns(paths), [paths]);
  return (
    <AdminListSection
      section="auditoria"
      list={list}
      query={query}
      before={
        <ListSearch
          filters={list.state.filters}
          fields={filterFields()}
          onApply={(_q, filters) => list.search('', filters)}
        />
      }
      emptyText={m.empty}
      caption={m.caption}
      columns={columns}
      rows={(data: AuditResponse) => data.entries}
      testId="admin-audit-table"
    />
  );
}
