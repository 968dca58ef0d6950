/**
 * Gimnasios (ADR 0018 "Moderation"; `GET /api/admin/gyms`): every gym with its partner and status,
 * searched by name, filtered by status, sorted by name or creation and paged by the server. A published
 * gym can be unpublished with a reason (the partner reads it on its profile); a moderated one published
 * again. Both behind a confirmation that names what happens.
 * @module
 */
import {
  MODERATION_REASON_MAX_LENGTH,
  MODERATION_REASON_MIN_LENGTH,
} from '../../../../shared/constants/admin';
import { GYM_SORT_KEYS, GYM_STATUSES } from '../../../../shared/constants/moderation';
import type { AdminGym, AdminGymListResponse } from '../../../../shared/contract/admin-moderation';
import { gymHoldLabels, gymStatusLabels, moderationMessages } from '../../../../shared/messages/moderation';
import {
  adminAccountMessages as a,
  adminGymsMessages as m,
  adminTableMessages as t,
} from '../../../../shared/messages/admin.web';
import { ConfirmButton } from '../../../components/ConfirmButton';
import { useToast } from '../../../components/toast-context';
import { useConfirmAction } from '../../../components/use-confirm-action';
import { usePublishGym, useUnpublishGym, useAdminGyms } from '../api/api-moderation';
import { AccountLink } from '../components/DetailLink';
import { choiceField } from '../components/ListSearch';
import { ReasonButton, reasonRules } from '../components/ReasonDialog';
import { GymStatusBadge } from '../components/StateBadge';
import { columnsFor } from '../components/table';
import { formatDate, formatInstant } from '../model/format';
import { newestFirst } from '../model/list-state';
import type { AdminPaths } from '../model/paths';
import { AdminListSection } from './AdminListSection';
import { useListSection } from './use-list-section';

const spec = newestFirst(GYM_SORT_KEYS, { status: GYM_STATUSES });
/** The status filter, its labels in the page's language (read per render). */
const statusField = () => choiceField('status', m.status, GYM_STATUSES, gymStatusLabels, m.allStatuses);

/** The reason of an unpublishing (its partner reads it), in the page's language (read per render). */
const unpublishReason = () =>
  reasonRules(m, moderationMessages.reason, MODERATION_REASON_MIN_LENGTH, MODERATION_REASON_MAX_LENGTH);

function GymActions({ gym }: { gym: AdminGym }) {
  const toast = useToast();
  const partner = gym.partner?.name ?? m.partner;
  const publishing = useConfirmAction(usePublishGym(), {
    title: m.publishDialogTitle(gym.name),
    confirmLabel: m.publish,
    busyLabel: m.publishing,
    cancelLabel: a.cancel,
  });
  const unpublishing = useConfirmAction(useUnpublishGym(), {
    title: m.unpublishDialogTitle(gym.name),
    confirmLabel: m.unpublish,
    busyLabel: m.unpublishing,
    cancelLabel: a.cancel,
  });
  if (gym.status === 'moderated')
    return (
      <ConfirmButton
        action={publishing}
        ariaLabel={m.publishLabel(gym.name)}
        className="button button--secondary button--small"
        onConfirm={() =>
          publishing.run(gym._id, (answer) => {
            const held = answer.heldBy ? ` ${gymHoldLabels[answer.heldBy]}` : '';
            toast({ kind: answer.published ? 'success' : 'info', text: `${m.published(gym.name)}${held}` });
          })
        }
      >
        <p>{m.publishConsequence(gym.name)}</p>
      </ConfirmButton>
    );
  if (gym.status !== 'published') return null;
  return (
    <ReasonButton
      action={unpublishing}
      ariaLabel={m.unpublishLabel(gym.name)}
      className="button button--secondary button--small button--danger-text"
      rules={unpublishReason()}
      onConfirm={(reason) =>
        unpublishing.run({ id: gym._id, reason }, () =>
          toast({ kind: 'success', text: m.unpublished(gym.name) }),
        )
      }
    >
      <p>
        <strong>{m.unpublishConsequence(gym.name, partner)}</strong>
      </p>
    </ReasonButton>
  );
}

const col = columnsFor<AdminGym>();

function gymColumns(paths: AdminPaths) {
  return [
    col.accessor('name', { header: m.name, meta: { rowHeader: true } }),
    col.accessor('partner', {
      header: m.partner,
      enableSorting: false,
      cell: (info) => {
        const partner = info.getValue();
        if (!partner) return t.none;
        return <AccountLink to={paths.account(partner._id, 'empresas')} name={partner.name} />;
      },
    }),
    col.accessor('status', {
      header: m.status,
      enableSorting: false,
      cell: (info) => <GymStatusBadge status={info.getValue()} />,
    }),
    col.accessor('moderation', {
      header: m.moderation,
      enableSorting: false,
      cell: (info) => {
        const moderation = info.getValue();
        return moderation ? m.moderatedBy(moderation.reason, formatDate(moderation.at)) : t.none;
      },
    }),
    col.accessor('createdAt', {
      header: m.createdAt,
      sortDescFirst: true,
      cell: (info) => formatInstant(info.getValue()),
    }),
    col.display({ id: 'actions', header: t.actions, cell: (info) => <GymActions gym={info.row.original} /> }),
  ];
}

/** The Gimnasios section. */
export function GymsSection({ paths }: { paths: AdminPaths }) {
  const table = useListSection(spec, useAdminGyms, gymColumns, paths);
  return (
    <AdminListSection
      section="gimnasios"
      {...table}
      search={{
        placeholder: m.searchPlaceholder,
        fields: [statusField()],
      }}
      emptyText={t.empty}
      sortable
      caption={m.caption}
      rows={(data: AdminGymListResponse) => data.gyms}
      testId="admin-gyms-table"
    />
  );
}
