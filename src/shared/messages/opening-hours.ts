/**
 * User-facing Spanish (es-AR, voseo) texts of opening hours shared by server and web: why a typed
 * `opening_hours` value is refused and the catalogue's `openAt` filter (ADR 0025). Re-exported by
 * `messages/index.ts`.
 * @module
 */
import { OPENING_HOURS_MAX } from '../constants/opening-hours';

/** Answers about opening hours (partner gym form, catalogue filters). */
export const openingHoursMessages = {
  empty: 'Escribí el horario o dejalo vacío si no lo sabés.',
  tooLong: `El horario puede tener hasta ${OPENING_HOURS_MAX} caracteres.`,
  /**
   * An invalid value: where it fails (1-based character, the text before it) and, when we know it, what
   * is wrong there.
   */
  invalidAt: (position: number, before: string, detail: string): string =>
    `El horario no es válido en el carácter ${position}${before ? `, después de «${before}»` : ''}: ${detail} Usá el formato de OpenStreetMap, por ejemplo «Mo-Fr 07:00-22:00; Sa 09:00-13:00; PH off».`,
  invalid:
    'El horario no es válido. Usá el formato de OpenStreetMap, por ejemplo «Mo-Fr 07:00-22:00; Sa 09:00-13:00; PH off».',
  unexpectedToken: (token: string): string => `no esperábamos «${token}».`,
  outsideDay: 'el horario empieza fuera del día (las horas van de 00:00 a 24:00).',
  unknownDetail: 'revisá la escritura en ese punto.',
  onlyPoints: 'indicá rangos de horas (07:00-22:00), no horas sueltas.',
  noHolidays: 'No tenemos el calendario de feriados de ese país: sacá «PH» del horario.',
  noSchoolHolidays: 'No tenemos el calendario de vacaciones escolares: sacá «SH» del horario.',
  timeZone: 'La zona horaria del gimnasio no es válida.',
  openAt: 'Indicá el día y la hora como AAAA-MM-DDTHH:mm, en el horario del gimnasio.',
  openNow: 'El filtro «Abierto ahora» va como openNow=true.',
} as const;
