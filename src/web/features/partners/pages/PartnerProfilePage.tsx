/**
 * `/profile/partner/{name}/{userId}` (SPEC §2 profile): the partner's business data,
 * plan (with the plan chooser and the subscription; a banner when the plan could not be charged, ADR
 * 0017) and gyms with their quick actions; links to edit the business data, change the password and
 * delete the account; the MercadoPago connection (lazy). Partners only (SPEC §6).
 * @module
 */
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import type { Partner } from '../../../../shared/contract/partners';
import {
  myGymsMessages,
  partnerProfilePageMessages as m,
  salesPageMessages,
  checkinPageMessages,
  clientsPageMessages,
  socialNetworkLabels,
} from '../../../../shared/messages';
import { PageMeta } from '../../../components/PageMeta';
import { partnerOnlyPage } from '../../auth';
import { PlanBanner } from '../plans/PlanBanner';
import { PlanPaymentReturn } from '../plans/PlanPaymentReturn';
import { formatPhone } from '../../../../shared/domain/phone';
import { activeLocale } from '../../../../shared/messages/i18n/active';
import { partnerCountryFormMessages } from '../../../../shared/messages/partners-countries.web';
import { businessIdRows, countryName, lacksPayoutData } from '../country/partner-country';
import { usePartnerProfile, usePlans } from '../api/api';
import { useMyGyms } from '../api/api-gyms';
import { MyGymsList } from '../profile/MyGymsList';
import { PlanChooser } from '../profile/PlanChooser';
import { NoticeSwitches } from '../profile/NoticeSwitches';
import { QueryFrame } from '../../../components/QueryFrame';
import { partnerPaths } from '../paths/paths';

/** The MercadoPago block, lazy: it is only shown where BuscaGym takes MercadoPago (own chunk). */
const MercadoPagoConnect = lazy(() => import('../profile/MercadoPagoConnect'));
import { Fact } from '../../../components/Fact';
import '../../../styles/account.css';
import '../../../styles/partner.css';
import { TitledSection } from '../../../components/TitledSection';

/** The partner profile screen. */
export const PartnerProfilePage = partnerOnlyPage(PartnerProfile);

function BusinessData({ partner }: { partner: Partner }) {
  const rows: [string, string | null][] = [
    [m.name, partner.name],
    [m.lastName, partner.lastName],
    [m.email, partner.email],
    [partnerCountryFormMessages.country, countryName(partner.country, activeLocale())],
    [m.phone, partner.phone && formatPhone(partner.country, partner.phone)],
    ...businessIdRows(partner),
  ];
  const networks = Object.entries(partner.socialNetworks);
  return (
    <dl className="profile__data partner-data" data-testid="partner-data">
      {rows.map(([label, value]) => (
        <Fact key={label} label={label} valueClassName={value ? undefined : 'partner-data__empty'}>
          {value ?? m.notSet}
        </Fact>
      ))}
      <Fact label={m.socialNetworks} valueClassName={networks.length ? undefined : 'partner-data__empty'}>
        {networks.length === 0 ? (
          m.notSet
        ) : (
          <ul className="plain-list partner-data__links">
            {networks.map(([key, url]) => (
              <li key={key}>
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {socialNetworkLabels[key as keyof typeof socialNetworkLabels] ?? key}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Fact>
    </dl>
  );
}

/**
 * "Nuevo gimnasio", or, once the partner has as many gyms as the plan allows (`maxGyms`), the way to the
 * plan chooser above instead (the server refuses the gym anyway: SPEC §6 plan limits).
 */
function NewGymLink({
  plan,
  gymCount,
  newGymPath,
}: {
  plan: string | undefined;
  gymCount: number | undefined;
  newGymPath: string;
}) {
  const plans = usePlans();
  const current = plans.data?.find((p) => p._id === plan);
  if (current && gymCount !== undefined && gymCount >= current.maxGyms)
    return (
      <p className="partner-section__limit" data-testid="plan-full">
        {myGymsMessages.planFull}{' '}
        <a className="button button--secondary" href="#plan-title">
          {myGymsMessages.changePlan}
        </a>
      </p>
    );
  return (
    <Link className="button" to={newGymPath}>
      {myGymsMessages.newGym}
    </Link>
  );
}

/** One of the partner's tools (sales, check-in, clients): its heading, the link to it, and a lead. */
interface Tool {
  id: string;
  title: string;
  lead: string;
  to: string;
  linkLabel: string;
  testId: string;
  /** Open the tool as a new document. */
  reloadDocument?: boolean;
}

/** The partner's tools, each a card with its link. */
function partnerTools(paths: ReturnType<typeof partnerPaths>): Tool[] {
  return [
    {
      id: 'my-sales-title',
      title: salesPageMessages.profileSection,
      lead: salesPageMessages.profileLead,
      to: paths.sales,
      linkLabel: salesPageMessages.profileLink,
      testId: 'my-sales-link',
    },
    {
      id: 'checkin-title',
      title: checkinPageMessages.profileLink,
      lead: checkinPageMessages.profileLead,
      to: paths.checkin,
      linkLabel: checkinPageMessages.profileLink,
      testId: 'checkin-link',
      // A new document: only the check-in screen's HTML may use the camera (plugins/security.ts).
      reloadDocument: true,
    },
    {
      id: 'clients-title',
      title: clientsPageMessages.title,
      lead: clientsPageMessages.profileLead,
      to: paths.clients,
      linkLabel: clientsPageMessages.profileLink,
      testId: 'clients-link',
    },
  ];
}

/** A tool's card: its heading, the link to it, and its lead. */
function ToolCard({ tool }: { tool: Tool }) {
  return (
    <section className="panel partner-section" aria-labelledby={tool.id}>
      <div className="head-row">
        <h2 id={tool.id}>{tool.title}</h2>
        <Link className="button" to={tool.to} reloadDocument={tool.reloadDocument} data-testid={tool.testId}>
          {tool.linkLabel}
        </Link>
      </div>
      <p>{tool.lead}</p>
    </section>
  );
}

function PartnerProfile() {
  const { name = '', userId = '' } = useParams();
  const profile = usePartnerProfile(userId);
  const gyms = useMyGyms(userId);
  const paths = partnerPaths(name, userId);

  return (
    <div className="container tool-page" data-testid="partner-profile">
      <PageMeta title={m.title} />
      <h1 className="tool-page__title">{profile.data?.name ?? m.title}</h1>
      <PlanPaymentReturn userId={userId} />
      <PlanBanner userId={userId} payPlanPath={paths.payPlan} />
      <QueryFrame query={profile} loading={m.loading} errorTitle={m.error}>
        {() => {
          const partner = profile.data as Partner;
          return (
            <>
              <TitledSection
                titleId="business-title"
                title={m.businessData}
                className="panel partner-section"
              >
                {lacksPayoutData(partner) && (
                  <p className="form-notice">{partnerCountryFormMessages.missingPayout[partner.country]}</p>
                )}
                <BusinessData partner={partner} />
                <div className="profile__actions">
                  <Link className="button" to={paths.edit}>
                    {m.editProfile}
                  </Link>
                  <Link className="button button--secondary" to={paths.updatePassword}>
                    {m.changePassword}
                  </Link>
                  <Link className="button button--secondary button--danger-text" to={paths.deactivate}>
                    {m.deleteAccount}
                  </Link>
                </div>
              </TitledSection>
              <PlanChooser
                partner={partner}
                userId={userId}
                gymCount={gyms.data?.length}
                payPlanPath={paths.payPlan}
              />
              <NoticeSwitches partner={partner} />
            </>
          );
        }}
      </QueryFrame>
      <Suspense fallback={null}>
        <MercadoPagoConnect userId={userId} />
      </Suspense>
      <div className="partner-tools">
        {partnerTools(paths).map((tool) => (
          <ToolCard key={tool.id} tool={tool} />
        ))}
      </div>
      <section className="panel partner-section" aria-labelledby="my-gyms-title">
        <div className="head-row">
          <h2 id="my-gyms-title">{myGymsMessages.title}</h2>
          <NewGymLink plan={profile.data?.plan} gymCount={gyms.data?.length} newGymPath={paths.newGym} />
        </div>
        <QueryFrame
          query={gyms}
          loading={myGymsMessages.loading}
          errorTitle={myGymsMessages.error}
          headingLevel={3}
        >
          {() => <MyGymsList gyms={gyms.data ?? []} name={name} userId={userId} />}
        </QueryFrame>
      </section>
    </div>
  );
}
