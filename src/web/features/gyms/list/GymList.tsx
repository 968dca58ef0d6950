/**
 * The gym list (SPEC §4): filters, sort and page from the URL, the user's position, cards, pager and
 * the loading, empty, offline and error states; "Abierto ahora" with no result explains that most gyms
 * have not loaded their hours and offers the whole list. Reused by the landing page and, later, by /home.
 * @module
 */
import { useRef } from 'react';
import { Link } from 'react-router';
import { ALL_SERVICES, DEFAULT_PAGE_SIZE } from '../../../../shared/constants/spec';
import { gymListMessages as m } from '../../../../shared/messages/catalogue.web';
import { Pagination } from '../../../components/Pagination';
import { QueryError } from '../../../components/QueryFrame';
import { StatusMessage } from '../../../components/StatusMessage';
import { useCountry } from '../../../lib/country';
import { useUserLocation } from '../../../lib/location';
import { useOnline } from '../../../lib/use-online';
import { useGymList } from '../api/api';
import { DEFAULT_LIST_STATE, hasActiveFilters, toListQuery } from './url-state';
import { useGymListState } from './use-list-state';
import { GymCard, GymCardSkeleton } from './GymCard';
import { GymFilters } from './GymFilters';
import './gyms.css';

/** No gym matches the search; `widen`, when given, is the button that loosens the filters. */
function NoGyms({
  title,
  body,
  widen,
}: {
  title: string;
  body: string;
  widen?: { label: string; onClick: () => void };
}) {
  return (
    <StatusMessage
      kind="empty"
      title={title}
      body={body}
      action={
        widen && (
          <button type="button" className="button" onClick={widen.onClick}>
            {widen.label}
          </button>
        )
      }
    />
  );
}

/** Props of {@link GymList}. */
export interface GymListProps {
  /** Id of the section (a link target such as `#gimnasios`). */
  id?: string;
  /** Nearest first by default once the browser has given the position (the member home). */
  nearFirst?: boolean;
}

/** The searchable, sortable, paged list of gyms. */
export function GymList({ id, nearFirst = false }: GymListProps) {
  const location = useUserLocation();
  const online = useOnline();
  const defaultSort = nearFirst && location.source === 'browser' ? 'distance' : DEFAULT_LIST_STATE.sort;
  const { state, update, linkToPage, filterSearch } = useGymListState(defaultSort);
  const { country } = useCountry().choice;
  const list = useGymList(toListQuery(state, location.position, country), location.source !== 'pending');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const data = list.data;
  const updating = list.isFetching && list.isPlaceholderData;

  let body;
  if (list.isError) {
    body = <QueryError title={m.errorTitle} query={list} />;
  } else if (!data && (!online || list.fetchStatus === 'paused')) {
    // Offline with nothing cached: say so instead of loading forever (the query waits for the network).
    body = <StatusMessage kind="empty" title={m.offlineTitle} body={m.offlineBody} />;
  } else if (!data) {
    body = (
      <div aria-busy="true">
        <p role="status" className="visually-hidden">
          {m.loading}
        </p>
        <div className="gym-grid">
          {Array.from({ length: DEFAULT_PAGE_SIZE }, (_, i) => (
            <GymCardSkeleton key={i} />
          ))}
        </div>
      </div>
    );
  } else if (data.total === 0 && state.openNow) {
    body = (
      <NoGyms
        title={m.openNowEmptyTitle}
        body={m.openNowEmptyBody}
        widen={{ label: m.openNowShowAll, onClick: () => update({ openNow: false }) }}
      />
    );
  } else if (data.total === 0) {
    const clearFilters = () =>
      update({ service: ALL_SERVICES, name: '', classesToday: false, openNow: false, pase: false });
    body = (
      <NoGyms
        title={m.emptyTitle}
        body={m.emptyBody}
        widen={hasActiveFilters(state) ? { label: m.clearFilters, onClick: clearFilters } : undefined}
      />
    );
  } else if (data.gyms.length === 0) {
    body = (
      <StatusMessage
        kind="empty"
        title={m.pageOutOfRangeTitle}
        body={m.pageOutOfRangeBody}
        link={{ to: linkToPage(1), label: m.firstPage }}
      />
    );
  } else {
    body = (
      <ul
        className={updating ? 'plain-list gym-grid gym-grid--updating' : 'plain-list gym-grid'}
        aria-label={m.listLabel}
        aria-busy={updating}
      >
        {data.gyms.map((gym) => (
          <li key={gym._id}>
            <GymCard gym={gym} />
          </li>
        ))}
      </ul>
    );
  }

  const locationText =
    location.source === 'browser'
      ? m.locationBrowser
      : location.source === 'pending'
        ? m.locationPending
        : m.locationDefault(country);

  return (
    <section id={id} className="gym-list" aria-labelledby="gym-list-title">
      <div className="head-row">
        <h2 id="gym-list-title" ref={headingRef} tabIndex={-1}>
          {m.heading}
        </h2>
        <Link
          className="button button--secondary button--small"
          to={{ pathname: '/maps', search: filterSearch }}
        >
          {m.viewMap}
        </Link>
      </div>
      <GymFilters state={state} update={update} defaultSort={defaultSort} />
      {state.sort === 'raiting' && (
        <p className="gym-list__note" data-testid="sort-note">
          {m.ratingOrderNote}
        </p>
      )}
      <p className="gym-list__location" data-testid="location-source" data-source={location.source}>
        {locationText}
      </p>
      <p className="gym-list__summary" role="status" data-testid="results-summary">
        {data && data.total > 0
          ? `${m.results(data.total, data.totalIsEstimate)} · ${m.resultsPage(Math.min(state.page, Math.max(1, data.pages)), Math.max(1, data.pages))}`
          : ''}
      </p>
      {body}
      {data && data.gyms.some((g) => g.demo) && <p className="gym-list__note">{m.demoNote}</p>}
      {data && (
        <Pagination
          page={state.page}
          pages={data.pages}
          linkTo={linkToPage}
          onNavigate={() => headingRef.current?.focus()}
        />
      )}
    </section>
  );
}
