/**
 * The user's position: asked from the browser once on load (SPEC §2, §4), falling back to the point of
 * reference of the page's country (the Obelisco in Argentina, constants/geo.ts; ADR 0052) when the
 * browser gives none. Errors are only logged.
 * @module
 */
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { useHydrated } from './hydration';
import { OBELISCO } from '../../shared/constants/geo';
import { COUNTRIES } from '../../shared/domain/countries';
import { useCountry } from './country';
import type { LatLon } from '../../shared/domain/geo';
import { GEOLOCATION_OPTIONS, LOCATION_WAIT_MS, POSITION_DECIMALS } from './constants';

/** Where the position comes from: still asking, the browser, or the default location. */
export type LocationSource = 'pending' | 'browser' | 'default';

/** The current position and its source. */
export interface UserLocation {
  position: LatLon;
  source: LocationSource;
}

const DEFAULT_POSITION: LatLon = { ...OBELISCO };

/** The location a server-rendered page is rendered and hydrated with. */
const SERVER_LOCATION: UserLocation = { position: DEFAULT_POSITION, source: 'pending' };

const LocationContext = createContext<UserLocation>({ position: DEFAULT_POSITION, source: 'default' });

/** Rounds a coordinate to {@link POSITION_DECIMALS} decimals (stable cache keys, no false precision). */
export function roundCoordinate(value: number): number {
  const factor = 10 ** POSITION_DECIMALS;
  return Math.round(value * factor) / factor;
}

const hasGeolocation = (): boolean => typeof navigator !== 'undefined' && 'geolocation' in navigator;

/**
 * Provides {@link useUserLocation}. Asks the browser for the position on mount; after
 * {@link LOCATION_WAIT_MS} without an answer the source becomes `default` (a later browser answer
 * still replaces it).
 */
export function LocationProvider({ children }: { children: ReactNode }) {
  // The same object as the server's while the browser is still asking: the switch to "hydrated" then
  // changes nothing its readers see, and they render again only when the position settles.
  const [location, setLocation] = useState<UserLocation>(() =>
    hasGeolocation() ? SERVER_LOCATION : { position: DEFAULT_POSITION, source: 'default' },
  );

  useEffect(() => {
    if (!hasGeolocation()) return undefined;
    let active = true;
    // A settled position re-renders every distance on the screen: a transition, in slices (ADR 0050).
    const settle = (next: (current: UserLocation) => UserLocation) => {
      if (active) startTransition(() => setLocation(next));
    };
    const settleToDefault = () =>
      settle((current) => (current.source === 'pending' ? { ...current, source: 'default' } : current));
    const timer = setTimeout(settleToDefault, LOCATION_WAIT_MS);
    navigator.geolocation.getCurrentPosition(
      (result) => {
        clearTimeout(timer);
        settle(() => ({
          position: {
            latitude: roundCoordinate(result.coords.latitude),
            longitude: roundCoordinate(result.coords.longitude),
          },
          source: 'browser',
        }));
      },
      (error) => {
        clearTimeout(timer);
        console.warn('[location] browser position unavailable:', error.code, error.message);
        settleToDefault();
      },
      GEOLOCATION_OPTIONS,
    );
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);

  // The server cannot know, so its page says "pending", and so must the browser's render that hydrates
  // it (ADR 0046); the browser's own state shows from the next render on.
  const hydrated = useHydrated();
  return (
    <LocationContext.Provider value={hydrated ? location : SERVER_LOCATION}>
      {children}
    </LocationContext.Provider>
  );
}

/**
 * The user's current position and whether it came from the browser (see {@link LocationProvider}); while
 * the browser gives none, the point of reference of the page's country (its `center`, ADR 0052), so the
 * map and the distances start in the country whose gyms are shown.
 */
export function useUserLocation(): UserLocation {
  const location = useContext(LocationContext);
  const { center } = COUNTRIES[useCountry().choice.country];
  return useMemo(
    () =>
      location.source === 'browser' ||
      (location.position.latitude === center.latitude && location.position.longitude === center.longitude)
        ? location
        : { ...location, position: { latitude: center.latitude, longitude: center.longitude } },
    [location, center],
  );
}
