/**
 * BuscaGym's map pin: a drop in the brand's accent with a white dot, drawn as inline SVG in a Leaflet
 * `divIcon` (no image request), used for every gym on the map and on the gym detail. Its anchor is the
 * drop's tip; popups open above it.
 * @module
 */
import L from 'leaflet';

/** Size of the pin, px (width × height). */
const SIZE: L.PointTuple = [30, 40];

const SVG =
  '<svg viewBox="0 0 30 40" width="30" height="40" aria-hidden="true" focusable="false">' +
  '<path d="M15 39C15 39 2 24.5 2 14.5a13 13 0 0 1 26 0C28 24.5 15 39 15 39z" fill="#c2185b" stroke="#fff" stroke-width="2"/>' +
  '<circle cx="15" cy="14.5" r="5.5" fill="#fff"/></svg>';

/** The gym pin icon (one instance shared by all markers). */
export const gymPinIcon: L.DivIcon = L.divIcon({
  html: SVG,
  className: 'gym-pin',
  iconSize: SIZE,
  iconAnchor: [SIZE[0] / 2, SIZE[1]],
  popupAnchor: [0, -SIZE[1] + 4],
});

/**
 * Offset of a popup opened at a pin's position (not bound to the marker): Leaflet's default popup
 * offset (0, 7) plus the icon's `popupAnchor`, as a popup bound to the marker would open.
 */
export const GYM_PIN_POPUP_OFFSET: L.PointTuple = [0, 7 - SIZE[1] + 4];
