/**
 * Contract of `GET /api/health`: liveness of the API and its database (for load balancers and
 * `npm start` checks).
 * @module
 */
import { z } from 'zod';

/** `{ok: true}` when the database answers; `{ok: false}` (HTTP 503) when it does not. */
export const healthResponseSchema = z.object({ ok: z.boolean() }).meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;
