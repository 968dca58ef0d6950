/**
 * The installable app's status line (ADR 0030): registers the service worker (vite-plugin-pwa's
 * `virtual:pwa-register`, Workbox) once the app has rendered, says "Sin conexión" while the browser is
 * offline, and, when a new version's service worker waits, offers "Hay una versión nueva · Actualizar"
 * instead of mixing old and new files: the page reloads under the new version only when the member asks.
 * Loaded lazily by App, outside the first screens' scripts.
 * @module
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { appStatusMessages as m } from '../../../shared/messages/app.web';
import './app-status.css';

const subscribe = (onChange: () => void): (() => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Whether the browser says it is online (`navigator.onLine`, kept current by its events). */
export const useOnline = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );

/** The status line; renders nothing while online and up to date. */
export default function AppStatus() {
  const online = useOnline();
  const [update, setUpdate] = useState<(() => Promise<void>) | null>(null);
  const [updating, setUpdating] = useState(false);

  useEffect(() => {
    if (import.meta.env.DEV || !('serviceWorker' in navigator)) return undefined;
    let active = true;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (!active) return;
      const updateSW = registerSW({
        onNeedRefresh: () => setUpdate(() => () => updateSW(true)),
      });
    });
    return () => {
      active = false;
    };
  }, []);

  if (online && !update) return null;
  return (
    <div className="app-status" data-testid="app-status">
      {!online && (
        <p role="status" className="app-status__line app-status__line--offline">
          {m.offline}
        </p>
      )}
      {update && (
        <p role="alert" className="app-status__line">
          {m.newVersion} ·{' '}
          <button
            type="button"
            className="button button--small"
            disabled={updating}
            onClick={() => {
              setUpdating(true);
              void update();
            }}
          >
            {updating ? m.updating : m.update}
          </button>
        </p>
      )}
    </div>
  );
}
