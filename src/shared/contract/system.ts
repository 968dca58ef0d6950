/**
 * Contract of the health probes (ADR 0011): `GET /api/health/live` (liveness: the process serves
 * HTTP), `GET /api/health/ready` (readiness: the database answers too) and `GET /api/health`, which
 * tells both apart in one body and answers with readiness's status (load balancers, `npm start`
 * checks, the fault benchmark).
 * @module
 */
import { z } from 'zod';

/** `{ok: true}` when the probe passes; `{ok: false}` (HTTP 503) when it does not. */
export const healthResponseSchema = z.object({ ok: z.boolean() }).meta({ id: 'Health' });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** `GET /api/health`: `ok` = `ready`; `live` is always true when anything answers. */
export const healthReportSchema = z
  .object({ ok: z.boolean(), live: z.boolean(), ready: z.boolean() })
  .meta({ id: 'HealthReport' });
export type HealthReport = z.infer<typeof healthReportSchema>;
