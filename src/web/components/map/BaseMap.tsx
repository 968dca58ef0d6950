/**
 * A Leaflet map with the configured tiles (`GET /api/config`), Spanish zoom controls and an
 * accessible name on its keyboard-focusable container.
 * @module
 */
import { useEffect, type ReactNode } from 'react';
import { MapContainer, TileLayer, ZoomControl, useMap } from 'react-leaflet';
import type { LatLon } from '../../../shared/domain/geo';
import { mapMessages } from '../../../shared/messages/catalogue.web';
import { MAP_MAX_ZOOM } from '../../lib/constants';
import { usePublicConfig } from '../../lib/public-config';
import './leaflet-setup';
import './map.css';

/** Props of {@link BaseMap}. */
export interface BaseMapProps {
  center: LatLon;
  zoom: number;
  /** Accessible name of the map. */
  label: string;
  className?: string;
  /** Zoom with the mouse wheel (off for small embedded maps, so the page scrolls). */
  scrollWheelZoom?: boolean;
  /** Move the view when `center` changes (e.g. when the browser position arrives). */
  followCenter?: boolean;
  children?: ReactNode;
}

function ContainerLabel({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

function FollowCenter({ center }: { center: LatLon }) {
  const map = useMap();
  useEffect(() => {
    map.setView([center.latitude, center.longitude], map.getZoom());
  }, [map, center.latitude, center.longitude]);
  return null;
}

function ConfiguredTiles() {
  const config = usePublicConfig();
  useEffect(() => {
    if (config.error) console.error('[map] configuration unavailable; the map shows no tiles', config.error);
  }, [config.error]);
  if (!config.data) return null;
  return (
    <TileLayer
      maxZoom={MAP_MAX_ZOOM}
      url={config.data.map.tileUrl}
      attribution={config.data.map.tileAttribution}
    />
  );
}

/** The shared Leaflet map frame used by the gym detail and the gym map. */
export function BaseMap({
  center,
  zoom,
  label,
  className,
  scrollWheelZoom = true,
  followCenter = false,
  children,
}: BaseMapProps) {
  return (
    <MapContainer
      center={[center.latitude, center.longitude]}
      zoom={zoom}
      maxZoom={MAP_MAX_ZOOM}
      className={className ? `base-map ${className}` : 'base-map'}
      zoomControl={false}
      scrollWheelZoom={scrollWheelZoom}
    >
      <ContainerLabel label={label} />
      <ConfiguredTiles />
      <ZoomControl position="topleft" zoomInTitle={mapMessages.zoomIn} zoomOutTitle={mapMessages.zoomOut} />
      {followCenter && <FollowCenter center={center} />}
      {children}
    </MapContainer>
  );
}
