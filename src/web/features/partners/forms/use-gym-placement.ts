/**
 * Where a gym is (ADR 0026 §2): a new gym is not saved where the map happened to start. With a geocoder
 * on the server (`/api/config` `geocoding`), the typed address is looked up when the owner leaves the
 * field, presses "Ubicar la dirección en el mapa", or saves without having placed the pin; the pin
 * moves there and the note names the place. Without one, the note asks for the pin explicitly. Moving
 * the pin by hand (drag, click, keys, typed coordinates, "use my location") always wins. A gym being
 * edited is placed already. The address is looked up in the gym's country (ADR 0054), again when the owner
 * chooses another one. The server refuses the map's default position in any case.
 * @module
 */
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { GeocodedPlace } from '../../../../shared/contract/geocode';
import type { LatLon } from '../../../../shared/domain/geo';
import { geocodeMessages } from '../../../../shared/messages/geocode';
import { gymPlacementMessages as m } from '../../../../shared/messages/geocode.web';
import { searchAddress, useGeocoding } from '../../../lib/geocode';
import { publicConfigQuery } from '../../../lib/public-config';
import { coordinateText, type GymFormOutput, type GymFormValues } from './forms';

type Placement =
  | { kind: 'none' | 'searching' | 'notFound' | 'manual' | 'saved' }
  | { kind: 'found'; label: string }
  | { kind: 'failed'; message: string };

/** What the gym form needs from {@link useGymPlacement}. */
export interface GymPlacement {
  /** The note under "Ubicación" (null: nothing to say). */
  note: string | null;
  /** Whether the address can be looked up (the server has a geocoder). */
  geocoding: boolean;
  searching: boolean;
  /** Whether the pin was placed by someone (or the gym is being edited). */
  placed: () => boolean;
  /** Looks the address up and moves the pin there; the place, or null when not found or failed. */
  locate: (address: string) => Promise<GeocodedPlace | null>;
  /** The owner left the address field. */
  onAddressBlur: (address: string) => void;
  /**
   * The owner chose another country (ADR 0054): unless the pin was placed by hand (or the gym is being
   * edited), the address is looked up again there, or the pin moves to `center`, the country's point.
   */
  onCountryChange: (address: string, center: LatLon) => void;
  /** The owner placed the pin on the map. */
  onPick: (position: LatLon) => void;
  /**
   * The values to save: as they are once placed, else with the address's position; null (and the
   * latitude field marked {@link geocodeMessages.pinRequired}) when the address gives none.
   */
  placedValues: (values: GymFormOutput) => Promise<GymFormOutput | null>;
}

/** The placement state of the gym form `form` (`editing`: an existing gym). */
export function useGymPlacement(
  form: UseFormReturn<GymFormValues, unknown, GymFormOutput>,
  editing: boolean,
): GymPlacement {
  const geocoding = useGeocoding();
  const queryClient = useQueryClient();
  const [placement, setPlacement] = useState<Placement>({ kind: editing ? 'saved' : 'none' });
  const lastLookedUp = useRef<string | null>(null);
  // Set at once (state updates wait for a render): an answer that arrives after a hand-placed pin is ignored.
  const byHand = useRef(false);
  const options = { shouldDirty: true, shouldValidate: true } as const;

  const moveTo = (p: LatLon) => {
    form.setValue('latitude', coordinateText(p.latitude), options);
    form.setValue('longitude', coordinateText(p.longitude), options);
  };

  const locate = async (address: string, canGeocode = geocoding): Promise<GeocodedPlace | null> => {
    const query = address.trim();
    if (!canGeocode || query.length < 3) return null;
    lastLookedUp.current = query;
    setPlacement({ kind: 'searching' });
    try {
      const place = await searchAddress(query, form.getValues('country'));
      if (byHand.current) return null;
      if (!place) {
        setPlacement({ kind: 'notFound' });
        return null;
      }
      moveTo(place);
      form.clearErrors(['latitude', 'longitude']);
      setPlacement({ kind: 'found', label: place.label });
      return place;
    } catch (error) {
      if (byHand.current) return null;
      setPlacement({ kind: 'failed', message: error instanceof Error ? error.message : m.notFound });
      return null;
    }
  };

  const { dirtyFields } = form.formState;
  const placed = () =>
    placement.kind === 'saved' ||
    placement.kind === 'found' ||
    placement.kind === 'manual' ||
    Boolean(dirtyFields.latitude) ||
    Boolean(dirtyFields.longitude);

  let note: string | null = null;
  if (placement.kind === 'searching') note = m.searching;
  else if (placement.kind === 'found') note = m.found(placement.label);
  else if (placement.kind === 'notFound') note = m.notFound;
  else if (placement.kind === 'failed') note = placement.message;
  else if (placement.kind === 'manual') note = m.manual;
  else if (placement.kind === 'none') note = geocoding ? m.askAddress : m.askPin;

  return {
    note,
    geocoding,
    searching: placement.kind === 'searching',
    placed,
    locate,
    onAddressBlur: (address) => {
      const query = address.trim();
      if (placement.kind === 'manual' || placement.kind === 'saved' || query === lastLookedUp.current) return;
      void locate(query);
    },
    onCountryChange: (address, center) => {
      if (placement.kind === 'manual' || placement.kind === 'saved') return;
      lastLookedUp.current = null;
      if (geocoding && address.trim().length >= 3) void locate(address);
      else {
        // Not placed yet: the map shows the country, and the pin is still to be placed.
        form.setValue('latitude', coordinateText(center.latitude));
        form.setValue('longitude', coordinateText(center.longitude));
      }
    },
    onPick: (position) => {
      byHand.current = true;
      moveTo(position);
      setPlacement({ kind: 'manual' });
    },
    placedValues: async (values) => {
      if (placed()) return values;
      // On a slow connection `/api/config` may still be on its way: the save waits for it rather than
      // ask for the pin of an address the server could have placed.
      const canGeocode =
        geocoding ||
        (await queryClient.ensureQueryData(publicConfigQuery).then(
          (config) => config.geocoding === true,
          () => false,
        ));
      const place = await locate(values.address ?? '', canGeocode);
      if (place) return { ...values, latitude: place.latitude, longitude: place.longitude };
      form.setError(
        'latitude',
        { type: 'manual', message: geocodeMessages.pinRequired },
        { shouldFocus: true },
      );
      return null;
    },
  };
}
