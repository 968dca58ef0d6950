// Notifications in BuscaGym's service worker (ADR 0031), imported by the Workbox worker that
// vite-plugin-pwa generates (scripts/pwa-options.ts `workbox.importScripts`). A push message's data is
// the JSON the server encrypts (RFC 8291): { title, body, url, tag }. Clicking a notification focuses
// an open BuscaGym window and takes it to `url`, or opens one there; only this site's addresses.
self.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = {};
  }
  if (typeof data.title !== 'string') return;
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: typeof data.body === 'string' ? data.body : '',
      tag: typeof data.tag === 'string' ? data.tag : undefined,
      lang: 'es-AR',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: typeof data.url === 'string' ? data.url : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  let target = new URL('/', self.location.origin);
  try {
    const asked = new URL(event.notification.data?.url ?? '/', self.location.origin);
    if (asked.origin === self.location.origin) target = asked;
  } catch {
    // A malformed address opens the home page.
  }
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        if ('navigate' in open) await open.navigate(target.href);
        return;
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});
