/**
 * The small map of the gym detail: the gym's pin and a "Cómo llegar" link to Google Maps directions.
 * @module
 */
import { Marker } from 'react-leaflet';
import type { LatLon } from '../../../../shared/geo';
import { gymDetailMessages as m, shellMessages } from '../../../../shared/messages';
import { BaseMap } from '../../../components/map/BaseMap';
import { MAP_ZOOM } from '../../../lib/constants';
import { directionsUrl } from '../contact';

/** Map with one non-interactive pin, plus the directions link. */
export function GymLocationMap({ name, position }: { name: string; position: LatLon }) {
  return (
    <div className="gym-location">
      <div className="gym-location__map">
        <BaseMap center={position} zoom={MAP_ZOOM.detail} label={m.mapLabel(name)} scrollWheelZoom={false}>
          <Marker
            position={[position.latitude, position.longitude]}
            title={name}
            alt={name}
            interactive={false}
            keyboard={false}
          />
        </BaseMap>
      </div>
      <a
        className="button"
        href={directionsUrl(position.latitude, position.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="directions-link"
      >
        {m.directions}
        <span className="visually-hidden"> {shellMessages.opensInNewTab}</span>
      </a>
    </div>
  );
}
