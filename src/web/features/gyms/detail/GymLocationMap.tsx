/**
 * The small map of the gym detail: the gym's pin and a "Cómo llegar" link to Google Maps directions.
 * The map (Leaflet, about 50 KB gzipped) loads only when its reserved area comes within
 * 400 px of the screen (`useNearScreen`), so a phone that never scrolls there never pays for it
 * (ADR 0013); the area keeps its size meanwhile, so nothing moves.
 * @module
 */
import { lazy, Suspense } from 'react';
import type { LatLon } from '../../../../shared/domain/geo';
import { gymDetailMessages as m, shellMessages } from '../../../../shared/messages/catalogue.web';
import { Spinner } from '../../../components/Spinner';
import { useNearScreen } from '../../../lib/use-near-screen';
import { directionsUrl } from './contact';

const GymLocationPin = lazy(async () => ({ default: (await import('./GymLocationPin')).GymLocationPin }));

/** Map with one non-interactive pin, plus the directions link. */
export function GymLocationMap({ name, position }: { name: string; position: LatLon }) {
  const { ref, near } = useNearScreen();
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
