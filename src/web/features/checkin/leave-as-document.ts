/**
 * Leaving "Control de acceso" inside the app: a Permissions-Policy belongs to a document, and only the
 * door screen's document may use the camera (ADR 0016), so the next screen is loaded as a new document,
 * whose policy says `camera=()`.
 * @module
 */
import { useEffect } from 'react';

/**
 * On unmount after the app's location left the path it was mounted on, reloads the page at the new
 * location. An unmount on the same path (React's StrictMode re-mount check) is not a departure.
 */
export function useLeaveAsNewDocument(): void {
  useEffect(() => {
    const here = window.location.pathname;
    return () => {
      if (window.location.pathname !== here) window.location.reload();
    };
  }, []);
}
