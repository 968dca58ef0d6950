/**
 * The map page's Leaflet map (`/maps`): centred on the user's position, a dot where the browser says
 * the user is, the gyms' pins in clusters, and the view fitted to the pins when asked. Leaflet needs
 * the browser, so the page loads this module after hydration (ADR 0046).
 * @module
 */
import { CircleMarker, Tooltip } from 'react-leaflet';
import type { GymMapResponse } from '../../../../shared/contract/gyms';
import { mapMessages as m } from '../../../../shared/messages/catalogue.web';
import { BaseMap } from '../../../components/map/BaseMap';
import { MAP_ZOOM } from '../../../lib/constants';
import { useUserLocation } from '../../../lib/location';
import { FitToPins } from './FitToPins';
import { GymMarkers } from './GymMarkers';

/**
 * @param pins - the map's answer, undefined while it loads
 * @param fitToPins - fit the view to the pins (a filtered search, or only the default position)
 */
export function GymMapCanvas({ pins, fitToPins }: { pins: GymMapResponse | undefined; fitToPins: boolean }) {
  const location = useUserLocation();
  return (
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
      <GymMarkers pins={pins?.gyms ?? []} />
      {pins && fitToPins && <FitToPins pins={pins.gyms} />}
    </BaseMap>
  );
}
