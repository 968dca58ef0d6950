/**
 * User-facing Spanish (es-AR, voseo) texts of the partner's "Clases" screen of one gym: the new-class
 * form (weekday boxes, end date), the list of classes, the week of sessions with edit, cancel and the
 * roster. The API's answers are in `classes.ts`. Re-exported by `messages/index.ts`.
 * @module
 */

const count = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

/** The page frame and the link from "Mis gimnasios". */
export const partnerClassesPageMessages = {
  title: 'Clases',
  /** @param gym - the gym's name */
  titleOf: (gym: string) => `Clases de ${gym}`,
  lead: 'Cargá las clases de tu gimnasio: los miembros con un pase vigente las reservan desde la página del gimnasio. Los horarios son los del gimnasio.',
  back: 'Volver a mi empresa',
  loading: 'Cargando tu gimnasio…',
  loadError: 'No pudimos cargar tu gimnasio',
  gymNotFound: 'No encontramos ese gimnasio entre los tuyos.',
  link: 'Clases',
  /** @param gym - the gym's name */
  linkLabel: (gym: string) => `Clases de ${gym}`,
} as const;

/** The new-class form. */
export const classFormMessages = {
  /** Beside the server's warning of a session outside the gym's hours. */
  confirmOutsideHours: 'Crear la clase igual',
  title: 'Nueva clase',
  name: 'Nombre de la clase',
  namePlaceholder: 'Funcional',
  instructor: 'Instructor (opcional)',
  room: 'Salón (opcional)',
  service: 'Servicio',
  serviceNone: 'Ninguno: entra con la cuota mensual',
  serviceHint: 'Si la clase es de un servicio, también pueden reservarla quienes compraron ese servicio.',
  capacity: 'Cupo (lugares)',
  duration: 'Duración (minutos)',
  startDate: 'Primer día',
  startTime: 'Hora de inicio',
  when: 'Día y hora',
  repeat: 'Se repite los días',
  repeatHint: 'Sin días marcados, la clase es una sola vez.',
  until: 'Hasta (último día)',
  untilHint: 'La última fecha en que puede haber clase.',
  untilMissing: 'Elegí hasta qué día se repite la clase.',
  policy: 'Política de reservas',
  cancelBefore: 'Cancelación sin costo hasta (horas antes)',
  cancelBeforeHint:
    'Si el miembro cancela antes, recupera el uso del pase; si cancela después o no viene, lo pierde.',
  promoteUntil: 'Lista de espera hasta (horas antes)',
  promoteUntilHint:
    'Hasta ese momento, un lugar que se libera pasa solo a la primera persona de la lista de espera.',
  /** @param n - sessions; @param first - first one "lunes 2 de marzo, 19:00"; @param last - last one */
  preview: (n: number, first: string, last: string) =>
    n === 1
      ? `Vas a crear 1 clase: el ${first}.`
      : `Vas a crear ${n} clases: la primera el ${first} y la última el ${last}.`,
  submit: 'Crear clase',
  submitting: 'Creando…',
  checkFields: 'Revisá los datos marcados.',
  /** @param name - the class; @param n - sessions made so far */
  created: (name: string) => `Creaste la clase ${name}.`,
} as const;

/** Weekday names of the boxes, Monday first, and their short forms. */
export const weekdayMessages = {
  MO: 'Lunes',
  TU: 'Martes',
  WE: 'Miércoles',
  TH: 'Jueves',
  FR: 'Viernes',
  SA: 'Sábado',
  SU: 'Domingo',
} as const;

/** Weekday names in the plural, as a schedule says them ("los lunes y miércoles"). */
export const weekdayPluralMessages = {
  MO: 'lunes',
  TU: 'martes',
  WE: 'miércoles',
  TH: 'jueves',
  FR: 'viernes',
  SA: 'sábados',
  SU: 'domingos',
} as const;

/** The list of the gym's classes. */
export const partnerClassListMessages = {
  title: 'Tus clases',
  loading: 'Cargando las clases…',
  loadError: 'No pudimos cargar las clases',
  empty: 'Todavía no cargaste clases',
  emptyBody: 'Creá la primera con el formulario: elegí los días y hasta cuándo se repite.',
  once: 'Una sola vez',
  repeats: 'Se repite',
  /** @param first - "lunes, martes"; @param last - "viernes" */
  and: (first: string, last: string) => `${first} y ${last}`,
  /** @param days - "lunes y miércoles"; @param until - last day */
  weekly: (days: string, until: string | null) => (until ? `Los ${days}, hasta el ${until}` : `Los ${days}`),
  /** @param time - "19:00"; @param minutes - duration */
  time: (time: string, minutes: number) => `${time} · ${minutes} minutos`,
  capacity: (n: number) => count(n, 'lugar', 'lugares'),
  /** @param cancel - cancelBeforeHours; @param promote - promoteUntilHours */
  policy: (cancel: number, promote: number) =>
    `Cancelación sin costo hasta ${count(cancel, 'hora', 'horas')} antes; lista de espera hasta ${count(promote, 'hora', 'horas')} antes.`,
  delete: 'Borrar clase',
  deleteLabel: (name: string) => `Borrar la clase ${name}`,
  deleteTitle: '¿Borrás esta clase?',
  deleteBody: (name: string) =>
    `Se borra ${name} con las clases que todavía no pasaron. Las que ya pasaron quedan en tu historial.`,
  deleteConfirm: 'Sí, borrar',
  deleteConfirmAnyway: 'Sí, borrar y avisar',
  deleting: 'Borrando…',
  keep: 'No, volver',
  /** @param name - the class; @param bookings - bookings cancelled */
  deleted: (name: string, bookings: number) =>
    bookings === 0
      ? `Borraste la clase ${name}.`
      : `Borraste la clase ${name}: cancelamos ${count(bookings, 'reserva', 'reservas')} y avisamos por mail.`,
} as const;

/** The week of sessions: edit, cancel, roster. */
export const partnerSessionMessages = {
  title: 'Agenda de clases',
  lead: 'Editá, cancelá o mirá quién viene a cada clase.',
  loading: 'Cargando la agenda…',
  loadError: 'No pudimos cargar la agenda',
  empty: 'No hay clases esta semana.',
  /** @param booked - places taken; @param capacity - places */
  places: (booked: number, capacity: number) =>
    `${booked} de ${count(capacity, 'lugar reservado', 'lugares reservados')}`,
  waiting: (n: number) => count(n, 'persona en espera', 'personas en espera'),
  cancelledBadge: 'Cancelada',
  edit: 'Editar',
  editLabel: (name: string, when: string) => `Editar ${name}, ${when}`,
  cancelLabel: (name: string, when: string) => `Cancelar ${name}, ${when}`,
  roster: 'Ver lista',
  rosterLabel: (name: string, when: string) => `Ver la lista de ${name}, ${when}`,
  /** The texts of the cancel confirmation (its body is `cancelBody`). */
  cancelDialog: {
    askLabel: 'Cancelar clase',
    title: '¿Cancelás esta clase?',
    confirmLabel: 'Sí, cancelar la clase',
    busyLabel: 'Cancelando…',
    cancelLabel: 'No, volver',
  },
  /** @param booked - people with a place; @param waiting - people waiting */
  cancelBody: (booked: number, waiting: number) =>
    booked + waiting === 0
      ? 'Nadie la reservó todavía. Se cancela solo esta clase, no las siguientes.'
      : `Le avisamos por mail a ${count(booked + waiting, 'persona', 'personas')} (con lugar o en espera) y les devolvemos el uso del pase. Se cancela solo esta clase, no las siguientes.`,
  cancelled: (name: string, bookings: number) =>
    bookings === 0
      ? `Cancelaste ${name}.`
      : `Cancelaste ${name}: avisamos a ${count(bookings, 'persona', 'personas')}.`,
} as const;

/** The session editor. */
export const sessionEditMessages = {
  title: 'Editar clase',
  scope: '¿Qué clases cambian?',
  scopeThis: 'Solo esta clase',
  scopeFollowing: 'Esta y las siguientes',
  scopeFollowingHint: 'Con "esta y las siguientes" podés cambiar la hora, no el día.',
  date: 'Día',
  time: 'Hora',
  save: 'Guardar cambios',
  saving: 'Guardando…',
  /** Beside the server's warning of a new time outside the gym's hours. */
  confirmOutsideHours: 'Guardar igual',
  close: 'Cancelar',
  /** @param n - sessions changed */
  saved: (n: number) =>
    n === 1 ? 'Guardamos el cambio de la clase.' : `Guardamos el cambio de ${n} clases.`,
} as const;

/** The roster of one session. */
export const rosterMessages = {
  title: (name: string) => `Lista de ${name}`,
  loading: 'Cargando la lista…',
  loadError: 'No pudimos cargar la lista',
  booked: 'Con lugar',
  waitlisted: 'En lista de espera',
  attended: 'Vinieron',
  none: 'Nadie todavía.',
  /** @param position - the place in the waitlist */
  position: (position: number) => `N° ${position}`,
  attendedHint: 'La asistencia se marca sola cuando el miembro pasa el pase por el control de acceso.',
  close: 'Cerrar',
} as const;
