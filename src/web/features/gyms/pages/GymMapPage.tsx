/**
 * `/maps`: the gyms on a Leaflet map with clustering, centred on the user's position and following
 * the same URL filters as the list (service, name). A filtered search, or a position that is only the
 * default one, fits the view to the matching gyms instead.
 * @module
 */
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { mapMessages as m } from '../../../../shared/messages/catalogue.web';
import type { PageHeadSource } from '../../../components/HeadTags';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { QueryError } from '../../../components/QueryFrame';
import { ClientOnly } from '../../../lib/hydration';
import { useCountry } from '../../../lib/country';
import { useUserLocation } from '../../../lib/location';
import { useGymPins } from '../api/api';
import { GymFilters } from '../list/GymFilters';
import { hasActiveFilters, toMapQuery } from '../list/url-state';
import { useGymListState } from '../list/use-list-state';
import '../list/gyms.css';
import '../map/map-page.css';

// The Leaflet map, its pins and clusters: a chunk of its own that only the browser loads (ADR 0046).
const GymMapCanvas = lazy(async () => ({ default: (await import('../map/GymMapCanvas')).GymMapCanvas }));

/** The map page's head tags (also the server's, ADR 0046). */
export const mapHead: PageHeadSource = {
  // Getters: the texts are read in the page's language (ADR 0055).
  get title() {
    return m.title;
  },
  get description() {
    return m.intro;
  },
  path: '/maps',
};

/** The gym map page. */
export function GymMapPage() {
  const { state, update, filterSearch } = useGymListState();
  const location = useUserLocation();
  const { country } = useCountry().choice;
  const pins = useGymPins(toMapQuery(state, location.position, country), location.source !== 'pending');
  const data = pins.data;

  let summary = '';
  if (data)
    summary = data.truncated
      ? m.truncated(data.gyms.length, data.total, data.totalIsEstimate)
      : m.count(data.total);

  return (
    <section className="container map-page" aria-labelledby="map-title">
      <PageMeta {...mapHead} />
      <div className="spread-row map-page__header">
        <h1 id="map-title">{m.title}</h1>
        <Link
          className="button button--secondary button--small"
          to={{ pathname: '/', search: filterSearch, hash: '#gimnasios' }}
        >
          {m.viewList}
        </Link>
      </div>
      <p className="map-page__intro">{m.intro}</p>
      <GymFilters state={state} update={update} showSort={false} />
      <p className="gym-list__summary" role="status" data-testid="map-summary">
        {summary}
      </p>
      {pins.isError && <QueryError title={m.errorTitle} query={pins} />}
      <div className="map-page__map" aria-busy={!data}>
        {/* Leaflet needs the browser: the server sends the framed area with its spinner (ADR 0046). */}
        <ClientOnly>
          <Suspense fallback={null}>
            <GymMapCanvas
              pins={data}
              fitToPins={!!data && (hasActiveFilters(state) || location.source === 'default')}
            />
          </Suspense>
        </ClientOnly>
        {!data && !pins.isError && (
          <div className="map-page__loading">
            <Spinner size="large" label={m.loading} />
          </div>
        )}
      </div>
    </section>
  );
}
