// Writes Brotli (quality 11) and gzip (level 9) copies beside every compressible file of a build folder,
// so the server sends them without compressing at request time (@fastify/static `preCompressed`,
// src/server/plugins/static.ts; ADR 0013). Source maps are left out: production does not serve them.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Extensions worth compressing (text formats); images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/** Files smaller than this are served as they are (same threshold as the API's compression). */
const MIN_BYTES = 1024;

/**
 * Compresses every compressible file under `dir` (recursively).
 * @param {string} dir - a build folder, e.g. dist/web
 * @returns {Promise<{ files: number, bytes: number, brotliBytes: number }>} what was written
 */
export async function precompress(dir) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const totals = { files: 0, bytes: 0, brotliBytes: 0 };
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const file = path.join(entry.parentPath, entry.name);
        const content = await readFile(file);
        if (content.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        totals.files += 1;
        totals.bytes += content.length;
        totals.brotliBytes += br.length;
      }),
  );
  return totals;
}
