/**
 * Texts of the installable app's status line (ADR 0030): offline, and a new version waiting. Imported
 * directly by the lazily loaded status component (src/web/app/pwa), not through the messages index, so
 * the first screens' scripts do not grow (ADR 0013 budgets).
 * @module
 */
export const appStatusMessages = {
  offline: 'Sin conexión · te mostramos lo último que viste',
  newVersion: 'Hay una versión nueva',
  update: 'Actualizar',
  updating: 'Actualizando…',
} as const;
