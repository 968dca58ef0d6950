/**
 * Contract of `GET /api/config`: the public, non-secret settings the web app needs at run time.
 * @module
 */
import { z } from 'zod';

/** Public settings: map tiles (Leaflet URL template + attribution HTML), Google client id when set. */
export const publicConfigSchema = z
  .object({
    map: z.object({ tileUrl: z.string(), tileAttribution: z.string() }),
    googleClientId: z.string().nullable(),
  })
  .meta({ id: 'PublicConfig' });
export type PublicConfig = z.infer<typeof publicConfigSchema>;
