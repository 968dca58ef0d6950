/**
 * "Próxima clase 19:00": the wall time of a gym's next class as the gym's clock shows it. The API writes
 * `startsAt` as ISO 8601 with the offset of the gym's zone (ADR 0022), so the hour is read from the text
 * itself, never converted to the visitor's zone: a visitor in another zone still reads the gym's hour.
 * @module
 */

const ZONED_ISO = /^\d{4}-\d{2}-\d{2}T(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * The local `HH:mm` of `startsAt` (`2026-03-02T19:00:00.000-03:00` → `19:00`).
 * @returns the time, or null when `startsAt` is not ISO 8601 with an offset
 */
export function gymLocalTime(startsAt: string): string | null {
  const match = ZONED_ISO.exec(startsAt);
  return match ? `${match[1]}:${match[2]}` : null;
}
