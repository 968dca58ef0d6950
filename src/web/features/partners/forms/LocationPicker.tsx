/**
 * The location of a gym (SPEC §3 "Gym" latitude and longitude): a Leaflet map with a draggable pin (also moved by a
 * click on the map, or by the arrow keys while the pin has focus) and the latitude/longitude inputs,
 * kept in sync both ways. Tiles come from the shared map frame ({@link BaseMap}).
 * @module
 */
import type { LeafletEventHandlerFnMap, Marker as LeafletMarker } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Marker, useMap, useMapEvents } from 'react-leaflet';
import type { LatLon } from '../../../../shared/domain/geo';
import { locationPickerMessages as m } from '../../../../shared/messages';
import { BaseMap } from '../../../components/map/BaseMap';
import { MAP_ZOOM } from '../../../lib/constants';
import { useUserLocation } from '../../../lib/location';
import { InputField } from '../../../components/Field';
import { coordinateText, parseCoordinate } from './forms';
import './location-picker.css';

/** Pixels the pin moves per arrow key press. */
const KEY_STEP_PX = 10;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -KEY_STEP_PX],
  ArrowDown: [0, KEY_STEP_PX],
  ArrowLeft: [-KEY_STEP_PX, 0],
  ArrowRight: [KEY_STEP_PX, 0],
};

/** Props of {@link LocationPicker}. */
export interface LocationPickerProps {
  /** The inputs' current texts. */
  latitude: string;
  longitude: string;
  latitudeInput: UseFormRegisterReturn;
  longitudeInput: UseFormRegisterReturn;
  errors: { latitude?: string | undefined; longitude?: string | undefined };
  /** A new position from the map (drag, click, arrow keys, "use my location"). */
  onPick: (position: LatLon) => void;
}

/** True when both positions print the same at {@link coordinateText}'s precision. */
function samePlace(a: LatLon, b: LatLon): boolean {
  return (
    coordinateText(a.latitude) === coordinateText(b.latitude) &&
    coordinateText(a.longitude) === coordinateText(b.longitude)
  );
}

/** The position the texts describe, or null while they are not valid coordinates. */
function typedPosition(latitude: string, longitude: string): LatLon | null {
  const lat = parseCoordinate(latitude, 90);
  const lon = parseCoordinate(longitude, 180);
  return lat === null || lon === null ? null : { latitude: lat, longitude: lon };
}

/**
 * Handles clicks on the map and keeps the pin in view: a position typed in the inputs is centred, one
 * picked on the map (`picked`) only panned into view when it reaches the edge.
 */
function MapSync({
  position,
  picked,
  onPick,
}: {
  position: LatLon;
  picked: LatLon | null;
  onPick: (p: LatLon) => void;
}) {
  const map = useMap();
  useMapEvents({ click: (event) => onPick({ latitude: event.latlng.lat, longitude: event.latlng.lng }) });
  const fromMap = picked !== null && samePlace(picked, position);
  useEffect(() => {
    const at: [number, number] = [position.latitude, position.longitude];
    if (fromMap) map.panInside(at, { padding: [40, 40] });
    else map.setView(at, map.getZoom());
  }, [map, position.latitude, position.longitude, fromMap]);
  return null;
}

/** The draggable, keyboard-movable pin. */
function DraggablePin({ position, onPick }: { position: LatLon; onPick: (p: LatLon) => void }) {
  const map = useMap();
  const marker = useRef<LeafletMarker>(null);
  const onPickRef = useRef(onPick);
  useEffect(() => {
    onPickRef.current = onPick;
  });
  const handlers = useMemo<LeafletEventHandlerFnMap>(
    () => ({
      dragend: () => {
        const at = marker.current?.getLatLng();
        if (at) onPickRef.current({ latitude: at.lat, longitude: at.lng });
      },
    }),
    [],
  );
  // Arrow keys move the focused pin by KEY_STEP_PX screen pixels at the current zoom.
  useEffect(() => {
    const element = marker.current?.getElement();
    if (!element) return undefined;
    const onKey = (event: KeyboardEvent) => {
      const step = ARROWS[event.key];
      const at = marker.current?.getLatLng();
      if (!step || !at) return;
      event.preventDefault();
      event.stopPropagation();
      const point = map.latLngToContainerPoint(at).add(step);
      const next = map.containerPointToLatLng(point);
      onPickRef.current({ latitude: next.lat, longitude: next.lng });
    };
    element.addEventListener('keydown', onKey);
    return () => element.removeEventListener('keydown', onKey);
  }, [map]);
  return (
    <Marker
      ref={marker}
      position={[position.latitude, position.longitude]}
      draggable
      keyboard
      autoPan
      alt={m.markerLabel}
      title={m.markerLabel}
      eventHandlers={handlers}
    />
  );
}

interface CoordinateInputProps {
  label: string;
  hint: string;
  error: string | undefined;
  /** The form's registration of the field. */
  input: UseFormRegisterReturn;
}

/** One coordinate typed in decimal degrees. */
function CoordinateInput({ label, hint, error, input }: CoordinateInputProps) {
  return (
    <InputField label={label} inputMode="decimal" autoComplete="off" hint={hint} error={error} {...input} />
  );
}

/** The map and the two coordinate inputs. */
export function LocationPicker({
  latitude,
  longitude,
  latitudeInput,
  longitudeInput,
  errors,
  onPick,
}: LocationPickerProps) {
  const location = useUserLocation();
  const typed = typedPosition(latitude, longitude);
  // The last valid position stays on the map while the inputs hold a half-typed number.
  const [shown, setShown] = useState<LatLon>(() => typed ?? location.position);
  const [announcement, setAnnouncement] = useState('');
  // The last position chosen on the map (drag, click, keys), to tell it from a typed one.
  const [picked, setPicked] = useState<LatLon | null>(null);
  if (typed && (typed.latitude !== shown.latitude || typed.longitude !== shown.longitude)) setShown(typed);

  const pick = (position: LatLon) => {
    setPicked(position);
    onPick(position);
    setAnnouncement(m.moved(coordinateText(position.latitude), coordinateText(position.longitude)));
  };

  return (
    <div className="location-picker">
      <p className="field__hint">
        {m.hint} <span className="location-picker__keys">{m.keysHint}</span>
      </p>
      <div className="location-picker__map" data-testid="location-map">
        <BaseMap center={shown} zoom={MAP_ZOOM.detail} label={m.mapLabel} scrollWheelZoom={false}>
          <MapSync position={shown} picked={picked} onPick={pick} />
          <DraggablePin position={shown} onPick={pick} />
        </BaseMap>
      </div>
      <p className="visually-hidden" role="status">
        {announcement}
      </p>
      <div className="partner-form__grid">
        <CoordinateInput
          label={m.latitude}
          hint={m.latitudeHint}
          error={errors.latitude}
          input={latitudeInput}
        />
        <CoordinateInput
          label={m.longitude}
          hint={m.longitudeHint}
          error={errors.longitude}
          input={longitudeInput}
        />
      </div>
      {location.source === 'browser' && (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => pick(location.position)}
        >
          {m.useMyLocation}
        </button>
      )}
    </div>
  );
}
