/**
 * User-facing Spanish (es-AR, voseo) texts of opening hours on the gym page (the week table) and in the
 * partner's gym form (the weekly editor) (ADR 0025). Not re-exported by `messages/index.ts`: those screens
 * import this file directly (ADR 0013).
 * @module
 */

/** The gym page's "Horarios" card. */
export const openingWeekMessages = {
  weekTitle: 'Horarios',
  weekCaption: (zone: string) => `Próximos 7 días, en el horario del gimnasio (${zone})`,
  dayColumn: 'Día',
  hoursColumn: 'Horario',
  today: 'Hoy',
  closedDay: 'Cerrado',
  range: (from: string, to: string) => `${from} a ${to}`,
  holiday: (name: string) => `Feriado: ${name}`,
  unknownHours: 'Todavía no tenemos los horarios de este gimnasio. Consultalos antes de ir.',
} as const;

/** The partner's weekly hours editor (gym form). */
export const openingHoursFormMessages = {
  legend: 'Horarios',
  lead: 'Marcá los días que abre y los horarios. Si cierra al mediodía, agregá el turno tarde.',
  weekdays: ['Lunes', 'Martes', 'Miércoles', 'Jueves', 'Viernes', 'Sábado', 'Domingo'] as const,
  holidays: 'Feriados',
  openDay: (day: string) => `${day}: abre`,
  morning: 'Mañana',
  afternoon: 'Tarde',
  from: (shift: string, day: string) => `${day}, ${shift}: desde`,
  to: (shift: string, day: string) => `${day}, ${shift}: hasta`,
  addAfternoon: 'Agregar turno tarde',
  removeAfternoon: 'Quitar turno tarde',
  closed: 'Cerrado',
  holidaysClosed: 'Cerrado',
  holidaysSame: 'Como un día común',
  holidaysOwn: 'Otro horario',
  advanced: 'Avanzado',
  advancedLabel: 'Horario en formato OpenStreetMap',
  advancedHint:
    'Por ejemplo «Mo-Fr 07:00-22:00; Sa 09:00-13:00; PH off». Dejalo vacío si no sabés el horario.',
  advancedOnly: 'Este horario no entra en la tabla: editalo en formato OpenStreetMap.',
  useTable: 'Usar la tabla',
  incomplete: 'Completá la hora de inicio y de fin de cada turno.',
} as const;
