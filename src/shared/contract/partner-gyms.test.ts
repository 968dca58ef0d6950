import { describe, expect, it } from 'vitest';
import { thumbnailUrlOf } from './partner-gyms';

describe('thumbnailUrlOf', () => {
  it('names the thumbnail of an uploaded large image', () => {
    expect(thumbnailUrlOf('/uploads/gyms/0b9c6a1e-7f3d-4c2a-9d7e-1a2b3c4d5e6f.webp')).toBe(
      '/uploads/gyms/0b9c6a1e-7f3d-4c2a-9d7e-1a2b3c4d5e6f-thumb.webp',
    );
  });
  it('leaves thumbnails and other addresses as they are', () => {
    expect(thumbnailUrlOf('/uploads/gyms/abc-thumb.webp')).toBe('/uploads/gyms/abc-thumb.webp');
    expect(thumbnailUrlOf('https://example.com/a.webp')).toBe('https://example.com/a.webp');
    expect(thumbnailUrlOf('/uploads/gyms/abc.png')).toBe('/uploads/gyms/abc.png');
  });
});
