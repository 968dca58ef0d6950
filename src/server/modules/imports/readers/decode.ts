/**
 * Decodes the bytes of the clubs file as UTF-8 and repairs its stray Windows-1252 characters
 * (data/seed/SOURCE.md, "Quirks": "One row contains a stray cp1252 byte `\x96` (an en dash) inside UTF-8").
 *
 * In the committed file that byte arrives in two possible shapes, and both are handled:
 * - a raw byte that is not valid UTF-8 (e.g. `0x96` alone) is decoded as Windows-1252;
 * - a cp1252 byte that was once read as Latin-1 and re-encoded, so it is valid UTF-8 for a C1 control
 *   character (U+0080–U+009F, e.g. bytes `C2 96` = U+0096). C1 controls never belong in text, so each
 *   is replaced by what its code, read as a cp1252 byte, means: U+0096 → "–", U+0093/U+0094 → "“" / "”".
 * Every other character is left as it is. cp1252 is decoded by iconv-lite, not by Node's
 * `TextDecoder('windows-1252')`: since Node 20.18.3 / 22.13.0 that one decodes bytes 0x80–0x9F as
 * Latin-1, i.e. it gives back the very C1 controls this module removes (nodejs/node#60888, #56542).
 * @module
 */
import iconv from 'iconv-lite';

const utf8Strict = new TextDecoder('utf-8', { fatal: true });

/** Decodes single bytes as Windows-1252; the five bytes cp1252 leaves undefined give U+FFFD. */
const cp1252 = (byte: number): string => iconv.decode(Buffer.of(byte), 'windows-1252');

/**
 * One well-formed UTF-8 sequence (RFC 3629 §4, "UTF8-char"), matched over a Latin-1 view of the bytes
 * (one character per byte).
 */
const WELL_FORMED_RUN =
  // eslint-disable-next-line no-control-regex -- byte ranges: \x00-\x7F are UTF-8's one-byte characters
  /((?:[\x00-\x7F]|[\xC2-\xDF][\x80-\xBF]|\xE0[\xA0-\xBF][\x80-\xBF]|[\xE1-\xEC\xEE\xEF][\x80-\xBF]{2}|\xED[\x80-\x9F][\x80-\xBF]|\xF0[\x90-\xBF][\x80-\xBF]{2}|[\xF1-\xF3][\x80-\xBF]{3}|\xF4[\x80-\x8F][\x80-\xBF]{2})+)|([\s\S])/g;

/** Decodes UTF-8, reading each byte that is not part of a well-formed sequence as Windows-1252. */
function decodeUtf8WithCp1252Fallback(bytes: Uint8Array): string {
  try {
    return utf8Strict.decode(bytes);
  } catch {
    const latin1 = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    return latin1.replace(WELL_FORMED_RUN, (_m, run: string | undefined, stray: string | undefined) =>
      run !== undefined ? utf8Strict.decode(Buffer.from(run, 'latin1')) : cp1252((stray ?? '').charCodeAt(0)),
    );
  }
}

/**
 * Replaces each C1 control character (U+0080–U+009F) by the Windows-1252 character of the same code;
 * the five codes cp1252 leaves undefined (0x81, 0x8D, 0x8F, 0x90, 0x9D) are kept.
 */
export function repairC1Controls(text: string): string {
  return text.replace(/[\u0080-\u009F]/g, (c) => {
    const decoded = cp1252(c.charCodeAt(0));
    return decoded === '\uFFFD' ? c : decoded;
  });
}

/**
 * Decodes the clubs file: UTF-8 (a leading BOM is dropped), with stray cp1252 bytes and C1 controls
 * read as Windows-1252 (see the module notes).
 * @param bytes - the raw file content
 * @returns the text, with no C1 control character left
 */
export function decodeClubsText(bytes: Uint8Array): string {
  return repairC1Controls(decodeUtf8WithCp1252Fallback(bytes)).replace(/^\uFEFF/, '');
}
