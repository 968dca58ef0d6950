// Cache-Control of the web build's files: hashed assets for a year, the HTML, the service worker and the
// manifest revalidated on every load (a new version is found at once, ADR 0030), the rest for an hour.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './static';

const file = (...parts: string[]): string => path.join('/srv', 'dist', 'web', ...parts);

describe('cacheControlFor', () => {
  it('keeps hashed assets a year and revalidates the HTML, the service worker and the manifest', () => {
    expect(cacheControlFor(file('assets', 'index-1a2b3c.js'))).toBe('public, max-age=31536000, immutable');
    for (const name of ['index.html', 'sw.js', 'push-sw.js', 'manifest.webmanifest'])
      expect(cacheControlFor(file(name)), name).toBe('no-cache');
    expect(cacheControlFor(file('icons', 'icon-192.png'))).toBe('public, max-age=3600');
    expect(cacheControlFor(file('my-sw.js'))).toBe('public, max-age=3600');
  });
});
