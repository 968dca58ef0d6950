/**
 * `/profile/admin/{name}/{userId}[/{section}[/{id}]]` (SPEC §2 profile route for administrators; SPEC §1
 * administrator): the console with its sections — Usuarios, Empresas, Cuentas bloqueadas, Gimnasios,
 * Reseñas, Reclamos, Importar datos, Finanzas, Pase BuscaGym, Conciliación, Marketing, Auditoría — as links (each section has its own address; the bare profile shows
 * Usuarios) and an account's detail under Usuarios or Empresas.
 * @module
 */
import { useEffect, useMemo, useRef } from 'react';
import { Link, Route, Routes, useLocation, useParams } from 'react-router';
import { adminSectionLabels, adminShellMessages as m } from '../../../../shared/messages/admin.web';
import { errorPageMessages } from '../../../../shared/messages/catalogue.web';
import { PageMeta } from '../../../components/PageMeta';
import { StatusMessage } from '../../../components/StatusMessage';
import { AdminFrame } from '../components/AdminFrame';
import {
  ADMIN_SECTIONS,
  adminPaths,
  isAdminSection,
  type AdminPaths,
  type AdminSection,
} from '../model/paths';
import { AccountDetail } from '../sections/AccountDetail';
import { AuditSection } from '../sections/AuditSection';
import { FinancesSection } from '../sections/FinancesSection';
import { GymsSection } from '../sections/GymsSection';
import { LocksSection } from '../sections/LocksSection';
import { MarketingSection } from '../sections/MarketingSection';
import { PartnersSection } from '../sections/PartnersSection';
import { ReviewsSection } from '../queues/ReviewsSection';
import { UsersSection } from '../sections/UsersSection';
import { ClaimsSection } from '../queues/ClaimsSection';
import { ImportsSection } from '../imports/ImportsSection';
import { ReconciliationSection } from '../reconciliation/ReconciliationSection';
import { PaseSection } from '../credits/PaseSection';
import '../../../styles/account.css';
import '../styles/admin.css';
import '../styles/admin-table.css';

/** The console screen. */
export function AdminConsolePage() {
  return (
    <AdminFrame>
      <Console />
    </AdminFrame>
  );
}

/**
 * The sections as tabs: one row that scrolls sideways on a phone (admin.css), with the open section's
 * tab brought into view.
 */
function SectionNav({ paths, current }: { paths: AdminPaths; current: AdminSection | null }) {
  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <nav className="admin-nav" aria-label={m.navLabel} ref={navRef}>
      <ul>
        {ADMIN_SECTIONS.map((section) => (
          <li key={section}>
            <Link
              to={paths.section(section)}
              className="admin-nav__link"
              aria-current={section === current ? 'page' : undefined}
            >
              {adminSectionLabels[section]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Console() {
  const { name = '', userId = '' } = useParams();
  const paths = useMemo(() => adminPaths(name, userId), [name, userId]);
  const { pathname } = useLocation();
  const rest = pathname.slice(paths.console.length).split('/').filter(Boolean)[0];
  const current = rest === undefined ? 'usuarios' : isAdminSection(rest) ? rest : null;

  return (
    <div className="container tool-page" data-testid="admin-console">
      <PageMeta title={current ? `${adminSectionLabels[current]} · ${m.consoleTitle}` : m.consoleTitle} />
      <h1 className="tool-page__title">{m.consoleTitle}</h1>
      <SectionNav paths={paths} current={current} />
      <div className="panel admin-section">
        <Routes>
          <Route index element={<UsersSection paths={paths} />} />
          <Route path="usuarios" element={<UsersSection paths={paths} />} />
          <Route path="usuarios/:accountId" element={<AccountDetail paths={paths} from="usuarios" />} />
          <Route path="empresas" element={<PartnersSection paths={paths} />} />
          <Route path="empresas/:accountId" element={<AccountDetail paths={paths} from="empresas" />} />
          <Route path="bloqueos" element={<LocksSection paths={paths} />} />
          <Route path="gimnasios" element={<GymsSection paths={paths} />} />
          <Route path="resenas" element={<ReviewsSection />} />
          <Route path="reclamos" element={<ClaimsSection />} />
          <Route path="importar" element={<ImportsSection />} />
          <Route path="finanzas" element={<FinancesSection paths={paths} />} />
          <Route path="pase" element={<PaseSection />} />
          <Route path="conciliacion" element={<ReconciliationSection />} />
          <Route path="marketing" element={<MarketingSection />} />
          <Route path="auditoria" element={<AuditSection paths={paths} />} />
          <Route
            path="*"
            element={
              <StatusMessage
                kind="empty"
                title={errorPageMessages.notFoundTitle}
                headingLevel={2}
                action={<Link to={paths.console}>{adminSectionLabels.usuarios}</Link>}
              />
            }
          />
        </Routes>
      </div>
    </div>
  );
}
