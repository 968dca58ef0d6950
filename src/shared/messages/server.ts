/**
 * Console texts of `npm start`, `npm run db:seed` and the server process, for whoever runs BuscaGym.
 * @module
 */

/** Counts that {@link serverMessages.seedReport} prints (see SeedReport in src/server/seed). */
interface SeedSummary {
  import: { ran: boolean };
  gyms: { inserted: number; updated: number; unchanged: number };
  owners: { inserted: number; updated: number; unchanged: number };
  services: { inserted: number; total: number };
  gymServices: { inserted: number; deleted: number; total: number };
  clubs: { withActivities: number; mappedToService: number };
  reviews: { members: number; gyms: number; reviews: number };
  durationMs: number;
}

const esAR = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** Console messages of `npm start` and `npm run db:seed`, for whoever runs the server (ADR 0004, 0011). */
export const serverMessages = {
  ready: (url: string) => `BuscaGym listo en ${url}`,
  buildingWeb: (reason: string) => `Compilando la aplicación web (${reason})…`,
  webMissing: 'no hay una compilación previa',
  webOutdated: (file: string) => `cambió ${file}`,
  webBuilt: (ms: number) => `Aplicación web compilada en ${esAR.format(ms / 1000)} s.`,
  seedFailed: 'No se pudieron cargar los datos iniciales.',
  startFailed: 'No se pudo iniciar BuscaGym.',
  shuttingDown: (signal: string) =>
    `Señal ${signal} recibida: cerrando BuscaGym (se terminan las solicitudes en curso)…`,
  closed: 'BuscaGym cerrado.',
  forcedExit: (signal: string) => `Segunda señal ${signal}: salida inmediata.`,
  seedReport: (r: SeedSummary) =>
    `Datos iniciales (clubes de Buenos Aires Data) en ${esAR.format(r.durationMs)} ms: ` +
    (r.import.ran
      ? 'archivo importado por el circuito de importación; '
      : 'archivo sin cambios desde la última importación; ') +
    `gimnasios ${r.gyms.inserted} nuevos, ${r.gyms.updated} actualizados, ${r.gyms.unchanged} sin cambios; ` +
    `dueños demo ${r.owners.inserted} nuevos, ${r.owners.updated} actualizados, ${r.owners.unchanged} sin cambios; ` +
    `servicios ${r.services.inserted} nuevos de ${r.services.total}; ` +
    `vínculos gimnasio–servicio +${r.gymServices.inserted} −${r.gymServices.deleted} (${r.gymServices.total} en total); ` +
    `${r.clubs.mappedToService} de ${r.clubs.withActivities} clubes con actividades tienen al menos un servicio ` +
    `(${esAR.format((100 * r.clubs.mappedToService) / Math.max(1, r.clubs.withActivities))} %); ` +
    `reseñas de demostración ${r.reviews.reviews} nuevas en ${r.reviews.gyms} gimnasios ` +
    `(${r.reviews.members} socios demo nuevos).`,
} as const;
