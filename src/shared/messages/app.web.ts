/**
 * Texts of the installable app (ADR 0030): the status line (offline, a new version waiting) and the note
 * over lists shown from the offline data. Imported
 * directly (src/web/app/pwa, src/web/components/OfflineNote), not through the messages index, so
 * the first screens' scripts do not grow (ADR 0013 budgets).
 * @module
 */
export const appStatusMessages = {
  offline: 'Sin conexión · te mostramos lo último que viste',
  newVersion: 'Hay una versión nueva',
  update: 'Actualizar',
  updating: 'Actualizando…',
  /** Over a list shown from the offline data; `ago` is "hace 2 h". */
  offlineUpdated: (ago: string) => `Sin conexión · actualizado ${ago}`,
} as const;
