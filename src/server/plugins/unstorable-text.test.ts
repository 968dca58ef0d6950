import { describe, expect, it } from 'vitest';
import {
  decodeUtf8KeepingBadBytes,
  findUnstorableText,
  hasUnstorableText,
  MAX_PATH_LENGTH,
  MAX_REPORTED_PATHS,
  printable,
} from './unstorable-text';

describe('hasUnstorableText', () => {
  it.each([
    ['NUL alone', '\u0000'],
    ['NUL inside', 'Ana\u0000Pérez'],
    ['a lone high surrogate', 'x\ud83d'],
    ['a lone low surrogate', '\ude00x'],
    ['two high surrogates', '\ud83d\ud83d'],
    ['a reversed pair', '\ude00\ud83d'],
  ])('finds %s', (_name, text) => {
    expect(hasUnstorableText(text)).toBe(true);
  });

  it.each([
    ['plain text', 'Gimnasio Caballito'],
    ['accents and ñ', 'Ñandú Pérez'],
    ['an emoji (a surrogate pair)', 'Yoga 🧘‍♀️ en Palermo'],
    ['other control characters', 'tab\there\u0001\u007f'],
    ['U+FFFD', '\ufffd'],
    ['empty', ''],
  ])('lets %s through', (_name, text) => {
    expect(hasUnstorableText(text)).toBe(false);
  });
});

describe('findUnstorableText', () => {
  it('names every bad string and key by its path', () => {
    const body = {
      name: 'ok',
      address: 'Av. Corrientes\u0000 1234',
      emergencyContact: { name: '\ud800', phone: '1144445555' },
      healthConditions: ['asma', 'x\u0000'],
      ['bad\u0000key']: 1,
    };
    // A bad key is seen with its object, before the values inside it.
    expect(findUnstorableText(body)).toEqual([
      ['bad\ufffdkey'],
      ['address'],
      ['emergencyContact', 'name'],
      ['healthConditions', 1],
    ]);
  });

  it('names the root for a bare string, and nothing for clean or non-text values', () => {
    expect(findUnstorableText('a\u0000')).toEqual([[]]);
    expect(findUnstorableText({ a: 1, b: [true, null, 'x'], c: { d: 'ñ' } })).toEqual([]);
    expect(findUnstorableText(undefined)).toEqual([]);
    expect(findUnstorableText(42)).toEqual([]);
  });

  it('reads objects of any prototype the parsers make, not Buffers or dates', () => {
    const nullProto = Object.assign(Object.create(null) as object, { q: '\u0000' });
    function Empty() {}
    Empty.prototype = Object.create(null);
    const queryLike = Object.assign(new (Empty as unknown as new () => object)(), { q: '\u0000' });
    expect(findUnstorableText(nullProto)).toEqual([['q']]);
    expect(findUnstorableText(queryLike)).toEqual([['q']]);
    expect(findUnstorableText(Buffer.from('a\u0000b'))).toEqual([]);
    expect(findUnstorableText(new Date())).toEqual([]);
  });

  it('walks a body nested far deeper than the call stack allows', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    const [path] = findUnstorableText(deep);
    expect(path).toEqual(Array.from({ length: MAX_PATH_LENGTH }, () => 0));
  });

  it(`reports at most ${MAX_REPORTED_PATHS} places`, () => {
    const many = Array.from({ length: 1000 }, () => '\u0000');
    expect(findUnstorableText(many)).toHaveLength(MAX_REPORTED_PATHS);
    expect(findUnstorableText(many)[0]).toEqual([0]);
  });
});

describe('printable', () => {
  it('replaces each unstorable character with U+FFFD', () => {
    expect(printable('a\u0000b\ud800c🧘')).toBe('a\ufffdb\ufffdc🧘');
  });
});

describe('decodeUtf8KeepingBadBytes (RFC 3629 §4; PEP 383 surrogateescape)', () => {
  const bytes = (...parts: (string | number[])[]) =>
    Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p) : Buffer.from(p))));

  it('decodes well-formed UTF-8 as usual, U+FFFD and astral characters included', () => {
    for (const text of ['Ana Pérez', 'ñandú 💪', '\ufffd', '']) {
      const decoded = decodeUtf8KeepingBadBytes(Buffer.from(text));
      expect(decoded).toBe(text);
      expect(hasUnstorableText(decoded)).toBe(false);
    }
  });

  it.each([
    ['an encoded high surrogate (ED A0 80)', [0xed, 0xa0, 0x80], '\udced\udca0\udc80'],
    ['an encoded low surrogate (ED B0 80)', [0xed, 0xb0, 0x80], '\udced\udcb0\udc80'],
    ['a stray 0xFF', [0xff], '\udcff'],
    ['an overlong slash (C0 AF)', [0xc0, 0xaf], '\udcc0\udcaf'],
    ['a cut sequence (E2 82)', [0xe2, 0x82], '\udce2\udc82'],
    ['past U+10FFFF (F4 90 80 80)', [0xf4, 0x90, 0x80, 0x80], '\udcf4\udc90\udc80\udc80'],
  ])('keeps %s visible as lone surrogates', (_name, bad, expected) => {
    const decoded = decodeUtf8KeepingBadBytes(bytes('Ana', bad, 'Pérez'));
    expect(decoded).toBe(`Ana${expected}Pérez`);
    expect(hasUnstorableText(decoded)).toBe(true);
  });

  it('decodes what follows a bad byte (a view into a larger buffer too)', () => {
    const whole = bytes('xx', 'é', [0xff], '€ ok');
    expect(decodeUtf8KeepingBadBytes(whole.subarray(2))).toBe('é\udcff€ ok');
  });
});
