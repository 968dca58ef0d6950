/**
 * `/profile/partner/{name}/{userId}/clients` — "Mis clientes": the members holding a valid pass at the
 * partner's gyms, with product, validity, uses and visits, and their health conditions only where the
 * member shares them with that gym. Filter by gym (in the URL) and pages. Partners only.
 * @module
 */
import { useParams, useSearchParams } from 'react-router';
import type { Client } from '../../../shared/contract/clients';
import { clientsPageMessages as m } from '../../../shared/messages/clients';
import { ToolPageHead } from '../../components/ToolPageHead';
import { Pagination } from '../../components/Pagination';
import { QueryFrame } from '../../components/QueryFrame';
import { StatusMessage } from '../../components/StatusMessage';
import { partnerOnlyPage } from '../auth';
import { AvatarImage } from '../../components/AvatarImage';
import { useMyGyms, partnerPaths } from '../partners';
import { useClients } from './api';
import '../../styles/partner.css';
import './clients.css';
import { formatSaleDay } from '../../lib/format-dates';

/** The "Mis clientes" screen. */
export const ClientsPage = partnerOnlyPage(Clients);

function ClientCard({ client }: { client: Client }) {
  const conditions = client.healthConditions;
  return (
    <li className="panel client-card" data-testid="client">
      <AvatarImage
        id={client.member.avatar}
        name={client.member.name}
        alt={m.avatarAlt(client.member.name)}
        size={56}
      />
      <div className="client-card__body">
        <h2 className="client-card__name">{client.member.name}</h2>
        <p>
          <strong>{client.product.name}</strong> · {client.gym.name}
        </p>
        <p className="client-card__meta">
          {m.validUntil} {formatSaleDay(client.validUntil)}
          {client.usesLeft !== null &&
            client.usesTotal !== null &&
            ` · ${m.usesLeft(client.usesLeft, client.usesTotal)}`}
          {` · ${m.visits(client.visits)}`}
        </p>
        <p className="client-card__health" data-testid="client-health">
          <span className="client-card__label">{m.health}:</span>{' '}
          {conditions === null ? (
            <span title={m.healthHiddenHelp}>{m.healthHidden}</span>
          ) : conditions.length === 0 ? (
            m.healthNone
          ) : (
            conditions.join(', ')
          )}
        </p>
      </div>
    </li>
  );
}

function Clients() {
  const { name = '', userId = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const gym = params.get('gym') ?? undefined;
  const clients = useClients(userId, page, gym);
  const gyms = useMyGyms(userId);
  const linkTo = (p: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(p));
    return { search: `?${next.toString()}` };
  };
  return (
    <div className="container tool-page clients-page" data-testid="clients-page">
      <ToolPageHead title={m.title} lead={m.lead} back={m.back} backTo={partnerPaths(name, userId).profile} />
      <div className="field clients-page__filter">
        <label htmlFor="clients-gym">{m.gym}</label>
        <select
          id="clients-gym"
          value={gym ?? ''}
          onChange={(e) => setParams(e.target.value ? { gym: e.target.value } : {})}
        >
          <option value="">{m.allGyms}</option>
          {(gyms.data ?? []).map((g) => (
            <option key={g._id} value={g._id}>
              {g.name}
            </option>
          ))}
        </select>
      </div>
      <QueryFrame query={clients} loading={m.loading} errorTitle={m.error}>
        {(data) =>
          data.total === 0 ? (
            <StatusMessage kind="empty" title={m.emptyTitle} body={m.emptyBody} headingLevel={2} />
          ) : (
            <>
              <p className="clients-page__count" data-testid="clients-count">
                {m.count(data.members, data.total)}
              </p>
              <ul className="client-list">
                {data.clients.map((c) => (
                  <ClientCard key={c.passId} client={c} />
                ))}
              </ul>
              <Pagination page={data.page} pages={data.pages} linkTo={linkTo} />
            </>
          )
        }
      </QueryFrame>
    </div>
  );
}
