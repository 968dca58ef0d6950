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
  bookingInvalid: 'El identificador de la reserva no es válido.',
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
