/**
 * Decodes a file's bytes to text as they stream: UTF-8, with stray Windows-1252 bytes and C1 controls
 * repaired as the seed's decoder does (src/server/modules/imports/readers/decode.ts; open-data files from Buenos Aires
 * mix both, data/open/SOURCE.md). Each chunk is cut after its last complete UTF-8 sequence so no
 * character is split between two decodes.
 * @module
 */
import { Transform, type TransformCallback } from 'node:stream';
import { decodeClubsText } from './decode';

/** Bytes at the end of `chunk` that start a UTF-8 sequence not complete within it (0–3). */
export function incompleteTail(chunk: Buffer): number {
  const end = chunk.length;
  for (let back = 1; back <= Math.min(3, end); back++) {
    const byte = chunk[end - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: look further back
    if (byte < 0x80) return 0;
    const length = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return length > back ? back : 0;
  }
  return 0;
}

/** A Transform from bytes to decoded text (strings), streaming. */
export function decodeTextStream(): Transform {
  let carry = Buffer.alloc(0);
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, callback: TransformCallback) {
      const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      const cut = bytes.length - incompleteTail(bytes);
      carry = Buffer.from(bytes.subarray(cut));
      const text = decodeClubsText(bytes.subarray(0, cut));
      callback(null, text === '' ? undefined : text);
    },
    flush(callback: TransformCallback) {
      callback(null, carry.length ? decodeClubsText(carry) : undefined);
    },
  });
}
