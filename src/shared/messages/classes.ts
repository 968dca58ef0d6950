/**
 * User-facing Spanish (es-AR, voseo) texts of classes, sessions and bookings: the answers of the class,
 * timetable and booking calls (ADR 0022). Re-exported by `messages/index.ts`.
 * @module
 */
import {
  CLASS_CAPACITY_MAX,
  CLASS_CAPACITY_MIN,
  CLASS_DURATION_MAX_MINUTES,
  CLASS_DURATION_MIN_MINUTES,
  CLASS_MAX_SESSIONS,
  CLASS_NAME_MAX,
  CLASS_TEXT_MAX,
  POLICY_MAX_HOURS,
  TIMETABLE_MAX_DAYS,
} from '../constants/classes';

/** Answers of `POST /api/partner/classes` and the timetable. */
export const classMessages = {
  gymInvalid: 'El identificador del gimnasio no es válido.',
  serviceInvalid: 'El identificador del servicio no es válido.',
  serviceNotInGym: 'Ese servicio no es de este gimnasio. Elegí uno de los servicios del gimnasio.',
  /** 409 until the partner confirms: a session when the gym is closed by its opening hours. */
  outsideHours: (day: string, time: string) =>
    `La clase del ${day} a las ${time} queda fuera del horario del gimnasio. Si igual querés crearla, confirmalo.`,
  /** 409 until the partner confirms: a session moved to (or lengthened into) an hour the gym is closed. */
  outsideHoursEdit: (day: string, time: string) =>
    `La clase del ${day} a las ${time} queda fuera del horario del gimnasio. Si igual querés guardarla así, confirmalo.`,
  name: `Escribí el nombre de la clase (hasta ${CLASS_NAME_MAX} caracteres).`,
  instructor: `El nombre del instructor puede tener hasta ${CLASS_TEXT_MAX} caracteres.`,
  room: `El salón puede tener hasta ${CLASS_TEXT_MAX} caracteres.`,
  capacity: `El cupo debe ser un número entero entre ${CLASS_CAPACITY_MIN} y ${CLASS_CAPACITY_MAX}.`,
  duration: `La duración debe ser un número entero de minutos entre ${CLASS_DURATION_MIN_MINUTES} y ${CLASS_DURATION_MAX_MINUTES}.`,
  startsAt: 'Indicá el día y la hora de la primera clase (AAAA-MM-DDTHH:mm), en el horario del gimnasio.',
  startsInPast: 'La primera clase no puede ser en el pasado. Elegí un día y una hora que todavía no pasaron.',
  rrule: 'No entendimos la repetición. Elegí los días de la semana y una fecha de fin.',
  until: 'Indicá la fecha de fin como AAAA-MM-DD.',
  untilBeforeStart: 'La fecha de fin no puede ser anterior a la primera clase.',
  tooManySessions: `La repetición daría más de ${CLASS_MAX_SESSIONS} clases. Poné una fecha de fin más cercana.`,
  noSessions:
    'La repetición no da ninguna clase entre el inicio y la fecha de fin. Revisá los días elegidos.',
  policyHours: `Las horas de la política deben ser un número entero entre 0 y ${POLICY_MAX_HOURS}.`,
  partnersOnly: 'Las clases las cargan las cuentas de empresa. Iniciá sesión con la cuenta del gimnasio.',
  gymNotFound: 'No encontramos ese gimnasio.',
  notYourGym: 'Ese gimnasio no es tuyo: solo podés cargar clases en tus gimnasios.',
  date: 'Indicá las fechas como AAAA-MM-DD.',
  rangeOrder: 'La fecha "hasta" no puede ser anterior a la fecha "desde".',
  rangeTooLong: `Podés consultar hasta ${TIMETABLE_MAX_DAYS} días de clases por vez.`,
} as const;

/** Answers of `POST`, `DELETE` and `GET /api/bookings`. */
export const bookingMessages = {
  sessionInvalid: 'El identificador de la clase no es válido.',
  payWithInvalid: 'Elegí cómo pagar la reserva: con tu pase ("pass") o con créditos ("credits").',
  bookingInvalid: 'El identificador de la reserva no es válido.',
  creditsUnavailable: 'Por ahora no se puede reservar con créditos del Pase BuscaGym.',
  membersOnly: 'Las reservas son de las cuentas de miembro. Iniciá sesión con tu cuenta de miembro.',
  sessionNotFound: 'No encontramos esa clase.',
  bookingNotFound: 'No encontramos esa reserva.',
  alreadyBooked: 'Ya tenés un lugar o estás en la lista de espera de esta clase.',
  sessionCancelled: 'El gimnasio canceló esta clase: ya no se puede reservar.',
  sessionStarted: 'Esta clase ya empezó: ya no se puede reservar ni cancelar.',
  sessionEnded: 'Esta clase ya terminó.',
  alreadyCancelled: 'Esta reserva ya estaba cancelada.',
  attended: 'Ya fuiste a esta clase: no se puede cancelar.',
  /**
   * No pass of the gym valid on the session's day: what to buy.
   * @param gym - the gym's name; @param service - the class's service name, when it has one
   */
  passRequired: (gym: string, service: string | null) =>
    service
      ? `Para reservar necesitás un pase de ${gym} vigente el día de la clase: comprá la membresía mensual o el servicio "${service}".`
      : `Para reservar necesitás un pase de ${gym} vigente el día de la clase: comprá la membresía mensual.`,
} as const;

/**
 * The mail to a member whose waitlisted booking took a freed place (ADR 0022, decision 5), sent through the
 * outbox in the cancel's own transaction. Day and hour are the gym's wall time.
 */
export const promotionMailMessages = {
  /** @param className - the class's name */
  subject: (className: string) => `Tenés lugar en ${className}`,
  greeting: (name: string) => `Hola, ${name}:`,
  /** @param className - the class; @param gym - the gym's name */
  promoted: (className: string, gym: string) =>
    `Se liberó un lugar en ${className} de ${gym} y ya es tuyo: pasaste de la lista de espera a tener la reserva confirmada.`,
  /** @param day - the local day in words; @param time - the local hour "19:00"; @param address - the gym's */
  when: (day: string, time: string, address: string) =>
    `Te esperamos el ${day} a las ${time} (hora del gimnasio), en ${address}.`,
  /** @param hours - the class's `cancelBeforeHours` */
  cancel: (hours: number) =>
    `Si no podés ir, cancelá la reserva desde "Mis reservas" así el lugar pasa a quien sigue en la lista. ` +
    `Si cancelás al menos ${hours} ${hours === 1 ? 'hora' : 'horas'} antes, no perdés el uso de tu pase.`,
  footer: 'BuscaGym — encontrá tu gimnasio en Buenos Aires.',
} as const;

/** Texts of a booking's calendar file (`GET /api/bookings/{id}.ics`, RFC 5545 VEVENT). */
export const calendarMessages = {
  /** @param gym - the gym's name; @param address - its street address */
  location: (gym: string, address: string) => `${gym}, ${address}`,
  instructor: (name: string) => `Instructor: ${name}`,
  room: (room: string) => `Salón: ${room}`,
  booked: 'Tenés lugar reservado en esta clase.',
  /** @param position - the place in the waitlist */
  waitlisted: (position: number) => `Estás en la lista de espera, en el lugar ${position}.`,
  attended: 'Fuiste a esta clase.',
  cancelled: 'Esta reserva está cancelada.',
  sessionCancelled: 'El gimnasio canceló esta clase.',
  /** @param hours - the class's `cancelBeforeHours` */
  policy: (hours: number) =>
    `Podés cancelar desde "Mis reservas"; si cancelás al menos ${hours} ${hours === 1 ? 'hora' : 'horas'} antes, no perdés el uso de tu pase.`,
} as const;

/** "reserva" / "reservas" after a count. */
const bookingsWord = (n: number) => (n === 1 ? '1 reserva' : `${n} reservas`);

/**
 * Answers of the partner's class and session calls: the class list, editing and cancelling a session,
 * deleting a class and a session's roster (ADR 0022).
 */
export const partnerClassMessages = {
  classInvalid: 'El identificador de la clase no es válido.',
  sessionInvalid: 'El identificador de la clase no es válido.',
  classNotFound: 'No encontramos esa clase.',
  sessionNotFound: 'No encontramos esa clase.',
  notYourClass: 'Esa clase no es de tus gimnasios: solo podés ver y cambiar las clases de tus gimnasios.',
  scope: 'Elegí si el cambio es solo para esta clase o para esta y las siguientes.',
  nothingToChange: 'No hay cambios para guardar: cambiá al menos un dato de la clase.',
  startsAt: 'Indicá el día y la hora de la clase (AAAA-MM-DDTHH:mm), en el horario del gimnasio.',
  startsInPast: 'La clase no puede pasar a un día y una hora que ya pasaron.',
  followingSameDay:
    'Para esta y las siguientes clases podés cambiar la hora, no el día. Para otros días, creá una clase nueva.',
  startTaken: 'Ya hay otra clase de esta serie en ese día y hora.',
  /** @param booked - the most places booked in a session the new capacity would reach */
  capacityBelowBooked: (booked: number) =>
    `No podés bajar el cupo a menos de ${booked}: ya hay ${bookingsWord(booked)} con lugar confirmado. ` +
    'Si necesitás menos lugares, cancelá la clase y avisamos a cada persona.',
  sessionCancelled: 'Esta clase está cancelada: ya no se puede cambiar.',
  alreadyCancelled: 'Esta clase ya estaba cancelada.',
  sessionStarted: 'Esta clase ya empezó: ya no se puede cambiar ni cancelar.',
  confirm: 'Indicá confirm=true para confirmar el borrado.',
  /** @param bookings - live bookings of sessions to come that the delete would cancel */
  confirmDelete: (bookings: number) =>
    `Esta clase tiene ${bookingsWord(bookings)} de clases que todavía no pasaron. Si la borrás, ` +
    `${bookings === 1 ? 'se cancela' : 'se cancelan todas'}, devolvemos los usos de los pases y avisamos por mail. ` +
    '¿Querés borrarla igual?',
  /** The name shown in a roster for a member whose account was deleted. */
  deletedMember: 'Cuenta eliminada',
} as const;

/**
 * The mail to every member booked or waiting in a session the gym cancelled (ADR 0022): the class, the
 * gym, day and hour in the gym's zone, and that the pass use is back.
 */
export const sessionCancelledMailMessages = {
  /** @param className - the class's name */
  subject: (className: string) => `Se canceló ${className}`,
  greeting: (name: string) => `Hola, ${name}:`,
  /** @param className - the class; @param gym - the gym's name */
  cancelled: (className: string, gym: string) =>
    `${gym} canceló la clase de ${className} en la que tenías lugar o estabas en la lista de espera.`,
  /** @param day - the local day in words; @param time - the local hour "19:00" */
  when: (day: string, time: string) => `Era el ${day} a las ${time} (hora del gimnasio).`,
  useBack:
    'Tu reserva quedó cancelada y, si la clase usaba un uso de tu pase, ya lo tenés de vuelta. ' +
    'Podés reservar otra clase desde la página del gimnasio.',
  footer: 'BuscaGym — encontrá tu gimnasio en Buenos Aires.',
} as const;

/** Answers and texts of the member's personal calendar feed (RFC 5545 subscription). */
export const calendarFeedMessages = {
  feedNotFound:
    'No encontramos ese calendario: el enlace no existe o fue desactivado. Generá uno nuevo desde tu perfil.',
  /** The calendar's name in Google Calendar or Apple Calendar (`X-WR-CALNAME`, `NAME`). */
  calendarName: 'BuscaGym — Mis clases',
  calendarDescription: 'Tus reservas de clases en BuscaGym: las próximas y las del último mes.',
} as const;
