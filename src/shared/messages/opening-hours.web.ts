/**
 * User-facing Spanish (es-AR, voseo) texts of opening hours on the first screen: the "Abierto · cierra
 * 22:00" line and the "Abierto ahora" switch (ADR 0025); the detail's week and the partner's editor are in
 * ./opening-hours-pages.web.ts, so the first screen does not carry them. Not re-exported by
 * `messages/index.ts`: screens import this file directly, so its texts stay out of the chunk every screen
 * loads (ADR 0013).
 * @module
 */

/** The open-state line of cards, popups and the detail, and the catalogue's switch (first screen). */
export const openingHoursWebMessages = {
  open: 'Abierto',
  closed: 'Cerrado',
  /** `when` from {@link openingHoursWebMessages.when}. */
  closesAt: (when: string) => `Abierto · cierra ${when}`,
  opensAt: (when: string) => `Cerrado · abre ${when}`,
  when: {
    today: (time: string) => time,
    tomorrow: (time: string) => `mañana ${time}`,
    weekday: (weekday: string, time: string) => `el ${weekday} ${time}`,
  },
  openNowFilter: 'Abierto ahora',
  openNowHint: 'Según el horario de cada gimnasio',
} as const;
