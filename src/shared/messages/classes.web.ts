/**
 * User-facing Spanish (es-AR, voseo) texts of the class screens: the "Clases" section of the gym detail,
 * "Mis reservas" and the member's calendar subscription. The partner's class screen is in
 * `classes-partner.web.ts`; the API's answers and mails in `classes.ts`. Re-exported by
 * `messages/index.ts`.
 * @module
 */

const hoursText = (hours: number) => (hours === 1 ? '1 hora' : `${hours} horas`);

/** The cancel policy of a class, as members read it before booking and before cancelling. */
export const classPolicyMessages = {
  /** @param hours - the class's `cancelBeforeHours` */
  policy: (hours: number) =>
    hours === 0
      ? 'Podés cancelar hasta que empiece la clase sin perder el uso de tu pase.'
      : `Si cancelás al menos ${hoursText(hours)} antes, no perdés el uso de tu pase; si cancelás más tarde o no vas, el uso se descuenta.`,
  general:
    'Cada gimnasio fija hasta cuándo podés cancelar sin perder el uso de tu pase: si cancelás tarde o no vas, el uso se descuenta.',
  waitlistKeepsUse: 'Si estás en la lista de espera y cancelás, siempre recuperás el uso de tu pase.',
} as const;

/** The "Clases" section of the gym detail: the week, its days and each session. */
export const timetableMessages = {
  title: 'Clases',
  lead: 'Reservá tu lugar con el pase de este gimnasio. Los horarios son los del gimnasio.',
  loading: 'Cargando las clases…',
  loadError: 'No pudimos cargar las clases',
  empty: 'Este gimnasio todavía no publicó clases para esta semana.',
  emptyDay: 'No hay clases este día.',
  /** Nothing left this week: the following week's first sessions under this title. */
  upcoming: 'Próximas clases',
  upcomingLead: 'No quedan clases esta semana. Estas son las de la semana que viene:',
  weekNav: 'Semanas',
  /** @param first - the week's first day; @param last - its last day */
  week: (first: string, last: string) => `Semana del ${first} al ${last}`,
  previousWeek: 'Semana anterior',
  nextWeek: 'Semana siguiente',
  days: 'Días de la semana',
  today: 'Hoy',
  /** @param start - "19:00"; @param end - "20:00" */
  time: (start: string, end: string) => `${start} a ${end}`,
  instructor: (name: string) => `Con ${name}`,
  room: (room: string) => `Salón: ${room}`,
  spotsLeft: (n: number) => (n === 1 ? 'Queda 1 lugar' : `Quedan ${n} lugares`),
  full: 'Clase completa',
  /** A full session where the member holds one of the places: no warning. */
  fullWithYou: 'Cupo lleno, con tu lugar incluido',
  waiting: (n: number) =>
    n === 1 ? '1 persona en la lista de espera' : `${n} personas en la lista de espera`,
  cancelled: 'Cancelada por el gimnasio',
  past: 'Ya empezó',
  book: 'Reservar',
  /** @param name - the class; @param day - "lunes 2 de marzo"; @param time - "19:00" */
  bookLabel: (name: string, day: string, time: string) => `Reservar ${name}, ${day} a las ${time}`,
  waitlist: 'Anotarme en la lista de espera',
  waitlistLabel: (name: string, day: string, time: string) =>
    `Anotarme en la lista de espera de ${name}, ${day} a las ${time}`,
  booking: 'Reservando…',
  youHaveAPlace: 'Tenés lugar',
  /** @param position - the place in the waitlist (1 first) */
  yourPosition: (position: number) => `Sos el N° ${position} en la lista de espera`,
  attended: 'Fuiste a esta clase',
  seeBookings: 'Ver mis reservas',
  /** @param name - the class */
  booked: (name: string) => `¡Listo! Reservaste tu lugar en ${name}.`,
  waitlisted: (name: string, position: number) =>
    `La clase ${name} está completa: quedaste en la lista de espera, sos el N° ${position}. Si se libera un lugar, es tuyo y te avisamos por mail.`,
  refusedTitle: 'No pudimos reservar',
  whatToBuy: 'Ver qué podés comprar',
  /** The invitation a visitor reads: why to sign in, and its two links. */
  signInToBook: {
    text: 'Iniciá sesión con tu cuenta de miembro para reservar una clase.',
    signIn: 'Iniciar sesión',
    createAccount: 'Crear cuenta',
  },
} as const;

/** "Mis reservas": the member's bookings, upcoming and past. */
export const myBookingsMessages = {
  title: 'Mis reservas',
  lead: 'Tus clases reservadas y tus lugares en listas de espera. Los horarios son los de cada gimnasio.',
  loading: 'Cargando tus reservas…',
  loadError: 'No pudimos cargar tus reservas',
  upcoming: 'Próximas',
  past: 'Anteriores',
  emptyUpcoming: 'No tenés clases reservadas',
  emptyUpcomingBody: 'Buscá un gimnasio, elegí una clase y reservá tu lugar con tu pase.',
  browseGyms: 'Buscar gimnasios',
  emptyPast: 'Todavía no tenés reservas anteriores.',
  /** @param day - "lunes 2 de marzo"; @param start - "19:00"; @param end - "20:00" */
  when: (day: string, start: string, end: string) => `${day}, de ${start} a ${end}`,
  status: {
    booked: 'Tenés lugar',
    waitlisted: 'En lista de espera',
    cancelled: 'Cancelada',
    attended: 'Fuiste',
  },
  sessionCancelled: 'El gimnasio canceló esta clase.',
  /** @param position - the place in the waitlist (1 first) */
  position: (position: number) => `Sos el N° ${position} en la lista de espera`,
  addToCalendar: 'Agregar al calendario',
  addToCalendarLabel: (name: string) => `Agregar ${name} al calendario`,
  cancel: 'Cancelar reserva',
  cancelLabel: (name: string) => `Cancelar la reserva de ${name}`,
  leaveWaitlist: 'Salir de la lista de espera',
  leaveWaitlistLabel: (name: string) => `Salir de la lista de espera de ${name}`,
  cancelTitle: '¿Cancelás esta reserva?',
  leaveTitle: '¿Salís de la lista de espera?',
  /** @param name - the class; @param when - its day and hour */
  cancelQuestion: (name: string, when: string) => `${name}: ${when}.`,
  keepsUse: 'Estás a tiempo: recuperás el uso de tu pase.',
  /** @param hours - the class's `cancelBeforeHours` */
  losesUse: (hours: number) =>
    `Faltan menos de ${hoursText(hours)} para la clase: si cancelás ahora, el uso de tu pase se descuenta igual.`,
  freesPlace: 'Tu lugar pasa a la primera persona de la lista de espera.',
  confirmCancel: 'Sí, cancelar',
  cancelling: 'Cancelando…',
  keep: 'No, volver',
  /** @param name - the class */
  cancelled: (name: string) => `Cancelaste tu reserva de ${name}.`,
  left: (name: string) => `Saliste de la lista de espera de ${name}.`,
  profileSection: 'Mis reservas de clases',
  profileLead: 'Mirá tus clases reservadas, cancelalas o agregalas a tu calendario.',
} as const;

/** The member's calendar subscription on "Mis reservas" (a secret feed address, revocable). */
export const calendarFeedWebMessages = {
  title: 'Tus clases en tu calendario',
  lead: 'Suscribí Google Calendar o el Calendario de Apple a tus reservas: las clases nuevas, los cambios y las cancelaciones aparecen solos.',
  loading: 'Cargando tu calendario…',
  loadError: 'No pudimos cargar tu calendario',
  none: 'Todavía no creaste tu enlace de calendario.',
  create: 'Crear mi enlace de calendario',
  creating: 'Creando…',
  /** @param date - when the live address was made */
  active: (date: string) => `Tenés un enlace de calendario activo desde el ${date}.`,
  lost: 'Por seguridad no guardamos el enlace a la vista. Si lo perdiste, generá uno nuevo: el anterior deja de funcionar.',
  renew: 'Generar un enlace nuevo',
  urlLabel: 'Tu enlace de calendario',
  urlHint: 'Es privado: quien lo tenga puede ver tus reservas. Guardalo ahora, no lo volvemos a mostrar.',
  copy: 'Copiar enlace',
  copied: 'Copiamos el enlace. Pegalo en tu calendario como "Agregar calendario desde URL".',
  copyFailed: 'No pudimos copiar el enlace: seleccionalo y copialo a mano.',
  google: 'Agregar a Google Calendar',
  apple: 'Abrir en el Calendario de Apple',
  revoke: 'Desactivar el enlace',
  revokeTitle: '¿Desactivás tu enlace de calendario?',
  revokeBody: 'Los calendarios suscriptos dejan de recibir tus clases. Después podés crear un enlace nuevo.',
  revokeConfirm: 'Sí, desactivar',
  revoking: 'Desactivando…',
  keep: 'No, volver',
  revoked: 'Desactivaste tu enlace de calendario.',
} as const;
