import { describe, expect, it } from 'vitest';
import { resolveHead, scriptJson } from './HeadTags';

describe('scriptJson', () => {
  it('cannot close a script element or start markup, and parses back to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028\u2029' };
    const text = scriptJson(value);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(value);
  });
});

describe('resolveHead', () => {
  it('makes the canonical address, the picture and the JSON-LD absolute from the origin', () => {
    const head = resolveHead(
      {
        title: 'Club',
        path: '/detail/gym/1',
        image: '/uploads/a.webp',
        jsonLd: (origin) => ({ url: origin }),
      },
      'https://buscagym.example',
    );
    expect(head).toMatchObject({
      canonical: 'https://buscagym.example/detail/gym/1',
      image: 'https://buscagym.example/uploads/a.webp',
      jsonLd: { url: 'https://buscagym.example' },
    });
    expect(resolveHead({ title: 'x', image: 'https://cdn.example/b.webp' }, 'https://a.example').image).toBe(
      'https://cdn.example/b.webp',
    );
    expect(resolveHead({ title: 'x' }, 'https://a.example').canonical).toBeUndefined();
  });
});
