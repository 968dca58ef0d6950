/**
 * The gyms' pins on the map, clustered (Leaflet.markercluster), each opening a popup that links to
 * its detail, with the illustration of the gym's activity. Cluster icons carry a Spanish accessible
 * name ("Grupo de 12 gimnasios: acercar").
 *
 * The pins are Leaflet markers made here, not one React component each: a React `<Marker>` per gym
 * adds itself to the cluster group one by one inside a single React commit (about 0.5 s of main
 * thread on a phone for the 290 clubs), while `addLayers` with `chunkedLoading` adds them all in
 * slices of at most {@link CHUNK_INTERVAL_MS}, so the page stays responsive (TBT, ADR 0013). Only
 * the open popup is React, rendered where the chosen pin is.
 * @module
 */
import L from 'leaflet';
import 'leaflet.markercluster';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import { memo, useEffect, useState } from 'react';
import { Popup, useMap } from 'react-leaflet';
import { Link } from 'react-router';
import { GYM_PIN_POPUP_OFFSET, gymPinIcon } from '../../../components/map/pin';
import type { GymPin } from '../../../../shared/contract/gyms';
import { mapMessages } from '../../../../shared/messages/catalogue.web';
import { Stars } from '../../../components/Stars';
import { useCountryPath } from '../../../lib/country';
import { formatDistance, formatPrice, shownRating } from '../../../lib/format';
import { GymPlaceholder } from '../../../components/GymPlaceholder';
import { NextClass } from '../next-class/NextClass';
import { PaseCost } from '../list/FilterSwitch';
import { OpenStatus } from '../../opening-hours';

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
  // The detail keeps the address's country (ADR 0052).
  const countryPath = useCountryPath();
  return (
    <div className="map-popup">
      {/* Pins carry no photos nor services: the drawing comes from the gym's name (illustration.ts). */}
      <GymPlaceholder gym={pin} className="map-popup__picture" variant="popup" />
      <strong className="map-popup__name">{pin.name}</strong>
      <Stars value={shownRating(pin)} />
      <span>{formatPrice(pin.price, pin.country)}</span>
      <PaseCost credits={pin.visitCredits} className="map-popup__pase" />
      <span className="map-popup__address">{pin.address}</span>
      <span>{formatDistance(pin.distance)}</span>
      <OpenStatus gym={pin} />
      <NextClass next={pin.nextClass} className="next-class map-popup__next-class" />
      <Link to={countryPath(`/detail/gym/${pin._id}`)}>{mapMessages.viewDetail}</Link>
    </div>
  );
}

/** Longest slice of main-thread work spent adding pins before yielding, ms (under the 50 ms of a long task). */
const CHUNK_INTERVAL_MS = 40;

/** Clustered markers for `pins`; memoised so map panning does not re-create them. */
export const GymMarkers = memo(function GymMarkers({ pins }: { pins: readonly GymPin[] }) {
  const map = useMap();
  const [open, setOpen] = useState<GymPin | null>(null);

  useEffect(() => {
    const group = L.markerClusterGroup({
      chunkedLoading: true,
      chunkInterval: CHUNK_INTERVAL_MS,
      iconCreateFunction: clusterIcon,
      showCoverageOnHover: false,
    });
    group.addLayers(
      pins.map((pin) =>
        L.marker([pin.latitude, pin.longitude], { icon: gymPinIcon, title: pin.name, alt: pin.name }).on(
          'click',
          () => setOpen(pin),
        ),
      ),
    );
    map.addLayer(group);
    return () => {
      map.removeLayer(group);
      setOpen(null);
    };
  }, [map, pins]);

  if (!open) return null;
  return (
    <Popup
      key={open._id}
      position={[open.latitude, open.longitude]}
      offset={GYM_PIN_POPUP_OFFSET}
      eventHandlers={{ remove: () => setOpen(null) }}
    >
      <PinPopup pin={open} />
    </Popup>
  );
});
