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

/**
 * One read replica in the readiness answer (ADR 0032): `host:port` without credentials, whether it is
 * in rotation, the WAL position it last reported having replayed (`X/Y`), and how many bytes of the
 * primary's WAL it has not replayed (null when either position is unknown). `error` says why it is out.
 */
export const replicaHealthSchema = z
  .object({
    name: z.string(),
    healthy: z.boolean(),
    replayLsn: z.string().nullable(),
    lagBytes: z.number().nullable(),
    error: z.string().nullable(),
  })
  .meta({ id: 'ReplicaHealth' });
export type ReplicaHealth = z.infer<typeof replicaHealthSchema>;

/**
 * `GET /api/health/ready`: `ok` is the primary's readiness alone; `replicas` is there when read replicas
 * are configured (`DATABASE_REPLICA_URLS`) and never changes `ok`.
 */
export const readyResponseSchema = z
  .object({ ok: z.boolean(), replicas: z.array(replicaHealthSchema).optional() })
  .meta({ id: 'Readiness' });
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
