/**
 * The small map of the gym detail: the gym's pin and a "Cómo llegar" link to Google Maps directions.
 * The map (Leaflet, about 50 KB gzipped) loads only when its reserved area comes within
 * {@link NEAR_SCREEN_MARGIN} of the screen, so a phone that never scrolls there never pays for it
 * (ADR 0013); the area keeps its size meanwhile, so nothing moves.
 * @module
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { LatLon } from '../../../../shared/geo';
import { gymDetailMessages as m, shellMessages } from '../../../../shared/messages-web';
import { Spinner } from '../../../components/Spinner';
import { directionsUrl } from '../contact';

const GymLocationPin = lazy(async () => ({ default: (await import('./GymLocationPin')).GymLocationPin }));

/** How close to the screen the map area must come before the map loads (CSS margin). */
const NEAR_SCREEN_MARGIN = '400px';

/** True once the element has come within `margin` of the viewport (or at once without IntersectionObserver). */
function useNearScreen(margin: string) {
  const ref = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/** Map with one non-interactive pin, plus the directions link. */
export function GymLocationMap({ name, position }: { name: string; position: LatLon }) {
  const { ref, near } = useNearScreen(NEAR_SCREEN_MARGIN);
  return (
    <div className="gym-location">
      <div className="gym-location__map" ref={ref}>
        {near && (
          <Suspense fallback={<Spinner label={m.mapLabel(name)} />}>
            <GymLocationPin name={name} position={position} />
          </Suspense>
        )}
      </div>
      <a
        className="button"
        href={directionsUrl(position.latitude, position.longitude)}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="directions-link"
      >
        {m.directions}
        <span className="visually-hidden"> {shellMessages.opensInNewTab}</span>
      </a>
    </div>
  );
}
