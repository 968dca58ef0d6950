/**
 * One account for administration (SPEC §1 "look up an admin record by user id"; `GET
 * /api/admin/userId/{id}`, state key `admin`): its data and state, open sessions, lock (with the lock
 * or unlock action), sign-in throttling, a partner's plan, gyms and balance with the payout form, a
 * member's marketing opt-in. A deleted account shows its tombstone.
 * @module
 */
import type { ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import type { AdminAccountDetail } from '../../../../shared/contract/admin';
import { accountPageMessages } from '../../../../shared/messages/account.web';
import {
  adminAccountMessages as m,
  adminAccountsMessages as cols,
  adminTableMessages as t,
} from '../../../../shared/messages/admin.web';
import { QueryFrame } from '../../../components/QueryFrame';
import { formatMoney } from '../../../lib/format';
import { useAdminAccount } from '../api/api';
import { listAddress } from '../components/DetailLink';
import { LockAccountButton, UnlockButton } from '../components/LockActions';
import { PartnerBalance } from '../finances/PartnerBalance';
import { PlanName } from '../components/PlanName';
import { StateBadge } from '../components/StateBadge';
import { formatDate, formatInstant } from '../model/format';
import { Fact } from '../../../components/Fact';
import type { AdminPaths } from '../model/paths';
import { TitledSection } from '../../../components/TitledSection';

type Row = [label: string, value: ReactNode];

function Data({ rows, testId }: { rows: Row[]; testId?: string }) {
  return (
    <dl className="profile__data admin-data" data-testid={testId}>
      {rows.map(([label, value]) => (
        <Fact key={label} label={label}>
          {value}
        </Fact>
      ))}
    </dl>
  );
}

function LockBlock({ account }: { account: AdminAccountDetail }) {
  const { lock, throttle } = account;
  const who = account.name ?? account.email ?? account._id;
  return (
    <TitledSection titleId="admin-lock-title" title={m.lockTitle} className="panel admin-card">
      {lock ? (
        <>
          <Data
            testId="admin-lock"
            rows={[
              [m.lockReason, lock.reason ?? t.none],
              [m.lockedAt, formatInstant(lock.createdAt)],
              [m.lockedBy, lock.createdBy?.email ?? m.unknownAdmin],
            ]}
          />
          <UnlockButton
            email={lock.email}
            who={who}
            heldGyms={account.partner ? account.partner.lockHeldGyms : 0}
          />
        </>
      ) : (
        <>
          <p className="admin-lead">{m.notLocked}</p>
          {account.type === 'admin' ? (
            <p className="admin-lead">{m.adminCannotBeLocked}</p>
          ) : (
            <LockAccountButton account={account} />
          )}
        </>
      )}
      {throttle && (
        <>
          <h3>{m.throttle}</h3>
          <p>
            {m.throttleNow(
              throttle.failuresInWindow,
              throttle.lockedUntil ? formatInstant(throttle.lockedUntil) : null,
            )}
          </p>
        </>
      )}
    </TitledSection>
  );
}

function Detail({ account, paths }: { account: AdminAccountDetail; paths: AdminPaths }) {
  if (account.state === 'deleted')
    return (
      <TitledSection titleId="admin-account-title" title={m.deletedTitle} className="panel admin-card">
        <p>{m.deletedNote}</p>
        <Data
          rows={[
            [m.id, account._id],
            [cols.type, accountPageMessages.typeNames[account.type]],
            [cols.createdAt, formatInstant(account.createdAt)],
            [m.deletedAt, account.deletedAt ? formatInstant(account.deletedAt) : t.none],
          ]}
        />
      </TitledSection>
    );
  const name = account.name ?? account._id;
  const partnerRows: Row[] = account.partner
    ? [
        [m.plan, <PlanName code={account.partner.plan} />],
        [m.gyms, account.partner.gyms],
        [m.publishedGyms, account.partner.publishedGyms],
        [m.lockHeldGyms, account.partner.lockHeldGyms],
        [m.balance, formatMoney(account.partner.balance, account.partner.currency)],
      ]
    : [];
  return (
    <>
      <section className="panel admin-card" aria-labelledby="admin-account-title">
        <div className="admin-detail__head">
          <h2 id="admin-account-title">{name}</h2>
          <StateBadge state={account.state} />
        </div>
        <Data
          testId="admin-account-data"
          rows={[
            [cols.email, account.email ?? t.none],
            [cols.type, accountPageMessages.typeNames[account.type]],
            [m.activation, account.active ? m.activated : m.notActivated],
            [cols.createdAt, formatInstant(account.createdAt)],
            [m.updatedAt, account.updatedAt ? formatInstant(account.updatedAt) : t.none],
            [cols.lastSignInAt, account.lastSignInAt ? formatInstant(account.lastSignInAt) : t.never],
            [m.activeSessions, account.activeSessions],
            [m.id, account._id],
            ...(account.member
              ? ([
                  [
                    m.marketingOptIn,
                    account.member.marketingOptIn && account.member.marketingOptInAt
                      ? m.marketingSince(formatDate(account.member.marketingOptInAt))
                      : t.no,
                  ],
                ] as Row[])
              : []),
          ]}
        />
      </section>
      <LockBlock account={account} />
      {account.partner && (
        <>
          <TitledSection titleId="admin-partner-title" title={m.partner} className="panel admin-card">
            <Data rows={partnerRows} testId="admin-partner-data" />
            <Link to={paths.section('finanzas', `partner=${encodeURIComponent(account._id)}`)}>
              {m.salesLink}
            </Link>
          </TitledSection>
          <PartnerBalance partnerId={account._id} partnerName={name} />
        </>
      )}
    </>
  );
}

/** The detail of the account in the URL's `{accountId}`. */
export function AccountDetail({ paths, from }: { paths: AdminPaths; from: 'usuarios' | 'empresas' }) {
  const { accountId = '' } = useParams();
  const account = useAdminAccount(accountId);
  const back = listAddress(useLocation().state) ?? paths.section(from);
  return (
    <div className="admin-detail" data-testid="admin-account">
      <p className="admin-back">
        <Link to={back}>{m.back}</Link>
      </p>
      <QueryFrame query={account} loading={m.loading} errorTitle={m.error}>
        {(data) => <Detail account={data} paths={paths} />}
      </QueryFrame>
    </div>
  );
}
