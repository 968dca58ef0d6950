import { describe, expect, it } from 'vitest';
import { answerCache } from './turns';

describe('answerCache (least recently used, with a time to live)', () => {
  it('drops the least recently used entry past its size', () => {
    const cache = answerCache<string>(2, 1_000, () => 0);
    cache.set('a', 'A');
    cache.set('b', 'B');
    expect(cache.get('a')).toEqual({ value: 'A' });
    cache.set('c', 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toEqual({ value: 'A' });
    expect(cache.get('c')).toEqual({ value: 'C' });
  });

  it('forgets an entry once its time to live has passed, and keeps null answers', () => {
    let now = 0;
    const cache = answerCache<string | null>(10, 1_000, () => now);
    cache.set('nada', null);
    now = 999;
    expect(cache.get('nada')).toEqual({ value: null });
    now = 1_000;
    expect(cache.get('nada')).toBeUndefined();
  });
});
