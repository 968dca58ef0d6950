/**
 * Moves the map so every pin of a filtered search is in view.
 * @module
 */
import L from 'leaflet';
import { useEffect } from 'react';
import { useMap } from 'react-leaflet';
import type { GymPin } from '../../../../shared/contract/gyms';
import { MAP_ZOOM } from '../../../lib/constants';

/** Fits the view to `pins` whenever they change (nothing for an empty list). */
export function FitToPins({ pins }: { pins: readonly GymPin[] }) {
  const map = useMap();
  useEffect(() => {
    if (pins.length === 0) return;
    const bounds = L.latLngBounds(pins.map((p) => [p.latitude, p.longitude] as [number, number]));
    map.fitBounds(bounds, { padding: [40, 40], maxZoom: MAP_ZOOM.detail });
  }, [map, pins]);
  return null;
}
