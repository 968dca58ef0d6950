// Signature sniffing of the upload formats (OWASP ASVS 12.2.1): JPEG, PNG and WebP by their first
// bytes; text, GIF, SVG, other RIFF files and short inputs are not images we accept.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: '#3a7' } });

describe('detectImageType', () => {
  it('recognises JPEG, PNG and WebP encoded by sharp', async () => {
    expect(detectImageType(await pixel().jpeg().toBuffer())).toBe('jpeg');
    expect(detectImageType(await pixel().png().toBuffer())).toBe('png');
    expect(detectImageType(await pixel().webp().toBuffer())).toBe('webp');
  });

  it('refuses GIF, SVG, text, a RIFF that is not WebP and inputs shorter than a signature', async () => {
    expect(detectImageType(await pixel().gif().toBuffer())).toBeNull();
    expect(detectImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectImageType(Buffer.from('esto no es una foto'))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'))).toBeNull();
    expect(detectImageType(Buffer.from([0xff, 0xd8]))).toBeNull();
    expect(detectImageType(Buffer.from('RIFF\0\0\0\0WEB', 'latin1'))).toBeNull();
    expect(detectImageType(new Uint8Array(0))).toBeNull();
  });
});
