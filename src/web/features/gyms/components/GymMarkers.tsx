/**
 * The gyms' pins on the map, clustered (react-leaflet-cluster), each with a popup linking to its
 * detail. Cluster icons carry a Spanish accessible name ("Grupo de 12 gimnasios: acercar").
 * @module
 */
import L from 'leaflet';
import { memo } from 'react';
import { Marker, Popup } from 'react-leaflet';
import MarkerClusterGroup from 'react-leaflet-cluster';
import { Link } from 'react-router';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.css';
import 'react-leaflet-cluster/dist/assets/MarkerCluster.Default.css';
import type { GymPin } from '../../../../shared/contract/gyms';
import { mapMessages } from '../../../../shared/messages-web';
import { Stars } from '../../../components/Stars';
import { formatDistance, formatPrice } from '../../../lib/format';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** Icon of a cluster: its count (visible) and an accessible name. */
function clusterIcon(cluster: { getChildCount(): number }): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 'small' : count < 100 ? 'medium' : 'large';
  return L.divIcon({
    html: `<div><span aria-hidden="true">${count}</span></div><span class="visually-hidden">${escapeHtml(mapMessages.clusterLabel(count))}</span>`,
    className: `marker-cluster marker-cluster-${size}`,
    iconSize: L.point(40, 40),
  });
}

function PinPopup({ pin }: { pin: GymPin }) {
  return (
    <div className="map-popup">
      <strong className="map-popup__name">{pin.name}</strong>
      <Stars value={pin.raiting} />
      <span>{formatPrice(pin.price)}</span>
      <span className="map-popup__address">{pin.address}</span>
      <span>{formatDistance(pin.distance)}</span>
      <Link to={`/detail/gym/${pin._id}`}>{mapMessages.viewDetail}</Link>
    </div>
  );
}

/** Clustered markers for `pins`; memoised so map panning does not re-create them. */
export const GymMarkers = memo(function GymMarkers({ pins }: { pins: readonly GymPin[] }) {
  return (
    <MarkerClusterGroup chunkedLoading iconCreateFunction={clusterIcon} showCoverageOnHover={false}>
      {pins.map((pin) => (
        <Marker key={pin._id} position={[pin.latitude, pin.longitude]} title={pin.name} alt={pin.name}>
          <Popup>
            <PinPopup pin={pin} />
          </Popup>
        </Marker>
      ))}
    </MarkerClusterGroup>
  );
});
