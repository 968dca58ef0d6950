import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  mayReloadForChunk,
  reloadOnceForChunk,
} from './chunk-reload';

/** A sessionStorage stand-in: the two calls the module makes. */
function memoryStore() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('chunk load failures', () => {
  it('tells a failed download of code from a screen that threw', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js')),
    ).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: http://x/a.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'name')"))).toBe(
      false,
    );
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('reloads once, then lets the error screen show until the window has passed', () => {
    const store = memoryStore();
    let reloads = 0;
    const reload = () => void reloads++;
    expect(mayReloadForChunk({ now: 1_000, store })).toBe(true);
    expect(reloadOnceForChunk({ now: 1_000, reload, store })).toBe(true);
    expect(mayReloadForChunk({ now: 2_000, store })).toBe(false);
    expect(reloadOnceForChunk({ now: 2_000, reload, store })).toBe(false);
    expect(reloadOnceForChunk({ now: 1_000 + CHUNK_RELOAD_WINDOW_MS - 1, reload, store })).toBe(false);
    expect(reloads).toBe(1);
    expect(reloadOnceForChunk({ now: 1_000 + CHUNK_RELOAD_WINDOW_MS, reload, store })).toBe(true);
    expect(reloads).toBe(2);
  });

  it('never reloads by itself where the browser refuses storage', () => {
    let reloads = 0;
    expect(mayReloadForChunk({ now: 1, store: null })).toBe(false);
    expect(reloadOnceForChunk({ now: 1, reload: () => void reloads++, store: null })).toBe(false);
    expect(reloads).toBe(0);
  });
});
