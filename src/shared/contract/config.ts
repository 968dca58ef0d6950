/**
 * Contract of `GET /api/config`: the public, non-secret settings the web app needs at run time.
 * @module
 */
import { z } from 'zod';

/** Public settings: map tiles (Leaflet URL template + attribution HTML), Google client id when set, geocoding. */
export const publicConfigSchema = z
  .object({
    map: z.object({ tileUrl: z.string(), tileAttribution: z.string() }),
    googleClientId: z.string().nullable(),
    /** Whether the server can search addresses (`GET /api/geocode`; ADR 0026 §2). */
    geocoding: z.boolean(),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
