/**
 * Contract of the open-data sources (ADR 0025 "Sources"): where a gym's data came from and the
 * attribution its licence requires.
 * - `GET /api/sources` (public) → {@link sourceListResponseSchema}
 * - the gym detail answer's `source` ({@link dataSourceSchema} or null)
 * @module
 */
import { z } from 'zod';
import { listAnswer } from './common';

/**
 * A data source: `name` (unique, e.g. "OpenStreetMap"), `licence` (e.g. "ODbL 1.0"), `attribution` (the
 * line the licence requires, e.g. "© Colaboradores de OpenStreetMap"), `url` (its home page; null when
 * unknown).
 */
export const dataSourceSchema = z
  .object({
    name: z.string(),
    licence: z.string(),
    attribution: z.string(),
    url: z.string().nullable(),
  })
  .meta({ id: 'DataSource' });
export type DataSource = z.infer<typeof dataSourceSchema>;

/** One source of `GET /api/sources` with the number of published gyms that came from it. */
export const sourceWithCountSchema = dataSourceSchema
  .extend({ gyms: z.number().int().meta({ description: 'Published gyms from this source' }) })
  .meta({ id: 'DataSourceWithCount' });
export type DataSourceWithCount = z.infer<typeof sourceWithCountSchema>;

/** Answer of `GET /api/sources`: every source, by name. */
export const sourceListResponseSchema = listAnswer('sources', sourceWithCountSchema, 'DataSourceList');
export type SourceListResponse = z.infer<typeof sourceListResponseSchema>;
