import { describe, expect, it } from 'vitest';
import { isForgedRequest, type OriginFacts } from './csrf';

const allowed = new Set(['https://buscagym.example', 'https://app.buscagym.example']);
const facts = (f: Partial<OriginFacts>): OriginFacts => ({
  method: 'POST',
  origin: undefined,
  secFetchSite: undefined,
  host: 'buscagym.example',
  ...f,
});

describe('isForgedRequest', () => {
  it('never refuses safe methods', () => {
    for (const method of ['GET', 'HEAD', 'OPTIONS']) {
      expect(
        isForgedRequest(
          facts({ method, secFetchSite: 'cross-site', origin: 'https://evil.example' }),
          allowed,
        ),
      ).toBe(false);
    }
  });

  it.each<[string, Partial<OriginFacts>, boolean]>([
    ['same-origin metadata', { secFetchSite: 'same-origin' }, false],
    ['user-initiated (none)', { secFetchSite: 'none' }, false],
    [
      'cross-site with a foreign origin',
      { secFetchSite: 'cross-site', origin: 'https://evil.example' },
      true,
    ],
    [
      'cross-site with an allowed origin',
      { secFetchSite: 'cross-site', origin: 'https://app.buscagym.example' },
      false,
    ],
    [
      'same-site sibling not allowed',
      { secFetchSite: 'same-site', origin: 'https://blog.buscagym.example' },
      true,
    ],
    ['cross-site without origin', { secFetchSite: 'cross-site' }, true],
    ['foreign origin, no metadata', { origin: 'https://evil.example' }, true],
    ['origin of the own host', { origin: 'http://buscagym.example' }, false],
    ['own host with another port', { origin: 'http://buscagym.example:8080' }, true],
    ['origin null', { origin: 'null' }, true],
    ['malformed origin', { origin: 'not a url' }, true],
    ['no headers (not a browser)', {}, false],
    ['lower-case method', { method: 'delete', origin: 'https://evil.example' }, true],
  ])('%s → %s', (_label, f, forged) => {
    expect(isForgedRequest(facts(f), allowed)).toBe(forged);
  });
});
