/**
 * Recognises the accepted image formats from their first bytes (file signatures), never from the file
 * name or the declared media type (OWASP ASVS 12.2.1; JPEG, PNG or WebP only). Anything else —
 * text, GIF, SVG, HEIC, PDF… — is not handed to the image decoder at all.
 *
 * Signatures: JPEG `FF D8 FF` (ISO/IEC 10918-1 SOI marker + next marker), PNG the 8-byte signature of
 * RFC 2083 §12.11, WebP a RIFF container whose form type is `WEBP` (RFC 9649 §2).
 * @module
 */

/** An accepted upload format, named like sharp's `metadata().format`. */
export type ImageType = 'jpeg' | 'png' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const startsWith = (bytes: Uint8Array, signature: ArrayLike<number>, at = 0): boolean => {
  if (bytes.length < at + signature.length) return false;
  for (let i = 0; i < signature.length; i++) if (bytes[at + i] !== signature[i]) return false;
  return true;
};

const ascii = (text: string): number[] => [...text].map((c) => c.charCodeAt(0));

/**
 * The accepted format of `bytes`, or null when they do not start like a JPEG, PNG or WebP file.
 * Only the signature is checked; whether the rest decodes is the image processor's job.
 */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
