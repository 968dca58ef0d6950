// Writes the web app manifest's icons (src/web/public/icons) from the project's own mark,
// src/web/public/favicon.svg, with sharp: 192 and 512 px on a white rounded square ("any"), and a
// 512 px maskable one whose mark stays inside the safe zone, the centre circle of 80 % diameter
// (W3C Web App Manifest, "icon masks"), on the theme colour. Run after changing the mark:
// `node scripts/pwa-icons.mjs`; the PNGs are committed.
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'src/web/public/icons');
const mark = await readFile(path.join(root, 'src/web/public/favicon.svg'));
const THEME = '#151826';

/** The mark rendered at `size` px, as PNG bytes. */
const markAt = (size) =>
  sharp(mark, { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png()
    .toBuffer();

/** A `size` px square of `background`, corner radius `radius`, with the mark at `share` of its side. */
async function icon(size, background, radius, share, file) {
  const inner = Math.round(size * share);
  const base = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="100%" height="100%" rx="${radius}" fill="${background}"/></svg>`,
  );
  await sharp(base)
    .composite([{ input: await markAt(inner), gravity: 'centre' }])
    .png({ compressionLevel: 9 })
    .toFile(path.join(outDir, file));
}

await mkdir(outDir, { recursive: true });
await icon(192, '#ffffff', 36, 0.72, 'icon-192.png');
await icon(512, '#ffffff', 96, 0.72, 'icon-512.png');
// Maskable: full bleed, the mark within the 80 % safe circle (a 32-unit mark fits at 55 % of the side).
await icon(512, THEME, 0, 0.55, 'icon-maskable-512.png');
console.log(`icons written to ${path.relative(root, outDir)}`);
