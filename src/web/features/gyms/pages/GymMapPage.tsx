/**
 * `/maps`: the gyms on a Leaflet map with clustering, centred on the user's position and following
 * the same URL filters as the list (service, name). A filtered search, or a position that is only the
 * default one, fits the view to the matching gyms instead.
 * @module
 */
import { CircleMarker, Tooltip } from 'react-leaflet';
import { Link } from 'react-router';
import { mapMessages as m } from '../../../../shared/messages/catalogue.web';
import { BaseMap } from '../../../components/map/BaseMap';
import { PageMeta } from '../../../components/PageMeta';
import { Spinner } from '../../../components/Spinner';
import { QueryError } from '../../../components/QueryFrame';
import { MAP_ZOOM } from '../../../lib/constants';
import { useUserLocation } from '../../../lib/location';
import { useGymPins } from '../api/api';
import { FitToPins } from '../map/FitToPins';
import { GymFilters } from '../list/GymFilters';
import { GymMarkers } from '../map/GymMarkers';
import { hasActiveFilters, toMapQuery } from '../list/url-state';
import { useGymListState } from '../list/use-list-state';
import '../list/gyms.css';
import '../map/map-page.css';

/** The gym map page. */
export function GymMapPage() {
  const { state, update, filterSearch } = useGymListState();
  const location = useUserLocation();
  const pins = useGymPins(toMapQuery(state, location.position), location.source !== 'pending');
  const data = pins.data;

  let summary = '';
  if (data)
    summary = data.truncated
      ? m.truncated(data.gyms.length, data.total, data.totalIsEstimate)
      : m.count(data.total);

  return (
    <section className="container map-page" aria-labelledby="map-title">
      <PageMeta title={m.title} description={m.intro} />
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
        <BaseMap center={location.position} zoom={MAP_ZOOM.city} label={m.mapLabel} followCenter>
          {location.source === 'browser' && (
            <CircleMarker
              center={[location.position.latitude, location.position.longitude]}
              radius={9}
              pathOptions={{ color: '#1d4ed8', fillColor: '#3b82f6', fillOpacity: 0.9, weight: 3 }}
            >
              <Tooltip>{m.youAreHere}</Tooltip>
            </CircleMarker>
          )}
          <GymMarkers pins={data?.gyms ?? []} />
          {data && (hasActiveFilters(state) || location.source === 'default') && (
            <FitToPins pins={data.gyms} />
          )}
        </BaseMap>
        {!data && !pins.isError && (
          <div className="map-page__loading">
            <Spinner size="large" label={m.loading} />
          </div>
        )}
      </div>
    </section>
  );
}
