/**
 * `/home/admin/{name}/{userId}` (SPEC §2 home for administrators): a greeting, the figures that want
 * attention (locked e-mails, gyms unpublished by moderation, the last 30 days' sales and commission),
 * the way into each section of the console, and the administrator's own account (second factor, password).
 * @module
 */
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { lockListResponseSchema } from '../../../../shared/contract/admin';
import type { AdminSalesSummaryResponse } from '../../../../shared/contract/admin-finances';
import { adminSectionLabels, adminShellMessages as m } from '../../../../shared/messages/admin.web';
import { adminFinanceMessages } from '../../../../shared/messages/admin-finance.web';
import { adminMfaMessages } from '../../../../shared/messages/mfa.web';
import { PageMeta } from '../../../components/PageMeta';
import { formatMoney } from '../../../lib/format';
import { formatNumber } from '../../../lib/format-dates';
import { useSession } from '../../auth';
import { useAdminList } from '../api/api';
import { useSalesSummary } from '../api/api-finances';
import { useMfaStatus } from '../api/api-mfa';
import { useAdminGyms } from '../api/api-moderation';
import { AdminFrame } from '../components/AdminFrame';
import { formatInstant } from '../model/format';
import { ADMIN_SECTIONS, adminPaths } from '../model/paths';
import { Fact } from '../../../components/Fact';
import '../../../styles/account.css';
import '../styles/admin.css';
import { TitledSection } from '../../../components/TitledSection';

/** The administrator's home. */
export function AdminHomePage() {
  return (
    <AdminFrame>
      <Home />
    </AdminFrame>
  );
}

const ONE = { limit: 1 };

/**
 * One amount of the summary per currency (ADR 0053: never added across currencies), each with its code
 * when there are several: "$ 25.000" or "$ 25.000 ARS · R$ 150,00 BRL".
 */
const trendsOf = (summary: AdminSalesSummaryResponse) =>
  summary.byCurrency.length > 0 ? summary.byCurrency : [summary];

function perCurrency(summary: AdminSalesSummaryResponse, key: 'gross' | 'commission'): string {
  const trends = trendsOf(summary);
  const shown = trends.map((t) => formatMoney(t.totals[key], t.currency));
  return trends.length === 1
    ? (shown[0] ?? '')
    : shown.map((s, i) => `${s} ${trends[i]?.currency}`).join(' · ');
}
const MODERATED = { status: 'moderated', limit: 1 };
const NO_FILTER = {};

function Figures() {
  const locks = useAdminList('locks', '/api/admin/lockaccounts', lockListResponseSchema, ONE);
  const gyms = useAdminGyms(MODERATED);
  const summary = useSalesSummary(NO_FILTER);
  const value = (text: string | undefined, failed: boolean) => (failed ? '—' : (text ?? '…'));
  return (
    <TitledSection titleId="admin-figures-title" title={m.figuresTitle} className="panel admin-card">
      <dl className="admin-kpis" data-testid="admin-home-figures" aria-busy={locks.isPending || undefined}>
        <Fact label={m.lockedCount}>
          {value(locks.data && formatNumber(locks.data.total), locks.isError)}
        </Fact>
        <Fact label={m.moderatedGyms}>{value(gyms.data && formatNumber(gyms.data.total), gyms.isError)}</Fact>
        <Fact label={m.gross30}>
          {value(summary.data && perCurrency(summary.data, 'gross'), summary.isError)}
          {summary.data && (
            <span className="admin-kpis__note">
              {adminFinanceMessages.salesCount(
                trendsOf(summary.data).reduce((n, t) => n + t.totals.sales, 0),
              )}
            </span>
          )}
        </Fact>
        <Fact label={m.commission30}>
          {value(summary.data && perCurrency(summary.data, 'commission'), summary.isError)}
        </Fact>
      </dl>
    </TitledSection>
  );
}

function Account({ updatePassword }: { updatePassword: string }) {
  const mfa = useMfaStatus();
  return (
    <TitledSection titleId="admin-account-title" title={m.myAccount} className="panel admin-card">
      {mfa.data && (
        <p data-testid="admin-mfa-status">
          {mfa.data.configured && mfa.data.verifiedAt
            ? adminMfaMessages.status(formatInstant(mfa.data.verifiedAt), mfa.data.recoveryCodesLeft)
            : adminMfaMessages.statusOff}
          {mfa.data.configured && mfa.data.recoveryCodesLeft <= 3 && ` ${adminMfaMessages.lowRecovery}`}
        </p>
      )}
      <Link className="button button--secondary" to={updatePassword}>
        {m.changePassword}
      </Link>
    </TitledSection>
  );
}

function Home() {
  const { name = '', userId = '' } = useParams();
  const { session } = useSession();
  const paths = useMemo(() => adminPaths(name, userId), [name, userId]);
  return (
    <div className="container tool-page" data-testid="admin-home">
      <PageMeta title={m.homeTitle} />
      <h1 className="tool-page__title">{m.homeGreeting(session?.name ?? name)}</h1>
      <p className="admin-lead">{m.homeLead}</p>
      <Figures />
      <nav aria-label={m.navLabel}>
        <ul className="plain-list admin-home__sections">
          {ADMIN_SECTIONS.map((section) => (
            <li key={section} className="panel admin-card">
              <h2 className="admin-home__section-title">
                <Link to={paths.section(section)}>{adminSectionLabels[section]}</Link>
              </h2>
              <p>{m.sectionLeads[section]}</p>
            </li>
          ))}
        </ul>
      </nav>
      <Account updatePassword={paths.updatePassword} />
    </div>
  );
}
