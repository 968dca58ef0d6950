/**
 * The installable app's status line (ADR 0030): registers the service worker (vite-plugin-pwa's
 * `virtual:pwa-register`, Workbox) once the app has rendered, says "Sin conexión" while the browser is
 * offline, and, when a new version's service worker waits, offers "Hay una versión nueva · Actualizar"
 * instead of mixing old and new files: the page reloads under the new version only when the member asks.
 * It also puts back and keeps the signed-in person's offline data (../../lib/offline-data).
 * Loaded lazily by App, outside the first screens' scripts.
 * @module
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { appStatusMessages as m } from '../../../shared/messages/app.web';
import { useSession } from '../../features/auth';
import { eraseOfflineData, keepOfflineData, restoreOfflineData } from '../../lib/offline-data';
import { useOnline } from '../../lib/use-online';
import './app-status.css';

/** The status line; renders nothing while online and up to date. */
export default function AppStatus() {
  const online = useOnline();
  const [update, setUpdate] = useState<(() => Promise<void>) | null>(null);
  const [updating, setUpdating] = useState(false);
  const queryClient = useQueryClient();
  const userId = useSession().session?.userId ?? null;

  // The signed-in person's offline data (../../lib/offline-data): put back, then kept up to date; erased
  // when the session ends (sign-out, account deletion, a 401: the session's `forget`), here rather than in
  // the session itself, whose code is part of the first screens' script (ADR 0013).
  const hadSession = useRef(false);
  useEffect(() => {
    if (!userId) {
      if (hadSession.current)
        void eraseOfflineData().catch((error: unknown) => console.error('[offline] could not erase', error));
      return undefined;
    }
    hadSession.current = true;
    let stop: (() => void) | undefined;
    let active = true;
    void restoreOfflineData(queryClient, userId)
      .catch((error: unknown) => console.error('[offline] could not restore', error))
      .then(() => {
        if (active) stop = keepOfflineData(queryClient, userId);
      });
    return () => {
      active = false;
      stop?.();
    };
  }, [queryClient, userId]);

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
