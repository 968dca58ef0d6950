/**
 * The map of the gym detail with the gym's pin (Leaflet): a chunk of its own, loaded by
 * {@link GymLocationMap} when the map comes near the screen (ADR 0013).
 * @module
 */
import { Marker } from 'react-leaflet';
import type { LatLon } from '../../../../shared/domain/geo';
import { gymDetailMessages as m } from '../../../../shared/messages/catalogue.web';
import { BaseMap } from '../../../components/map/BaseMap';
import { gymPinIcon } from '../../../components/map/pin';
import { MAP_ZOOM } from '../../../lib/constants';

/** Map with one non-interactive pin. */
export function GymLocationPin({ name, position }: { name: string; position: LatLon }) {
  return (
    <BaseMap center={position} zoom={MAP_ZOOM.detail} label={m.mapLabel(name)} scrollWheelZoom={false}>
      <Marker
        position={[position.latitude, position.longitude]}
        icon={gymPinIcon}
        title={name}
        alt={name}
        interactive={false}
        keyboard={false}
      />
    </BaseMap>
  );
}
