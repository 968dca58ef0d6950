/**
 * A deterministic photo-like test image for the upload benchmark: detail at every scale, like a
 * real photograph (fractal value noise: octaves from 512 px down to 4 px, plus per-pixel sensor
 * grain) over a colour gradient. Per-pixel noise alone is a poor stand-in: it vanishes when the image
 * is shrunk, so the stored WebP files would come out unrealistically small.
 * @module
 */
import sharp, { type Sharp } from 'sharp';
import { mulberry32 } from '../search/prng';

/** One octave of value noise: a lattice of random values every `cell` px, bilinearly interpolated. */
function octave(width: number, height: number, cell: number, next: () => number): Float32Array {
  const cols = Math.ceil(width / cell) + 2;
  const rows = Math.ceil(height / cell) + 2;
  const lattice = Float32Array.from({ length: cols * rows }, () => next() * 2 - 1);
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const gy = y / cell;
    const y0 = Math.floor(gy);
    const fy = gy - y0;
    for (let x = 0; x < width; x++) {
      const gx = x / cell;
      const x0 = Math.floor(gx);
      const fx = gx - x0;
      const i = y0 * cols + x0;
      const top = (lattice[i] ?? 0) * (1 - fx) + (lattice[i + 1] ?? 0) * fx;
      const bottom = (lattice[i + cols] ?? 0) * (1 - fx) + (lattice[i + cols + 1] ?? 0) * fx;
      out[y * width + x] = top * (1 - fy) + bottom * fy;
    }
  }
  return out;
}

/**
 * A `width`×`height` RGB photo-like image (see the module doc) as a sharp pipeline.
 * @param grain - amplitude of the per-pixel grain, 0–255
 */
export function texturedPhoto(width: number, height: number, grain = 12, seed = 2024): Sharp {
  const next = mulberry32(seed);
  const layers = [512, 128, 32, 8, 4].map((cell, k) => ({
    noise: octave(width, height, cell, next),
    amp: 90 / (k + 1),
  }));
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      let v = 0;
      for (const layer of layers) v += (layer.noise[p] ?? 0) * layer.amp;
      const g = (next() - 0.5) * grain;
      const i = p * 3;
      data[i] = Math.max(0, Math.min(255, 90 + (x / width) * 100 + v + g));
      data[i + 1] = Math.max(0, Math.min(255, 110 + v * 0.8 + g));
      data[i + 2] = Math.max(0, Math.min(255, 150 - (y / height) * 90 + v * 0.6 + g));
    }
  }
  return sharp(data, { raw: { width, height, channels: 3 } });
}
