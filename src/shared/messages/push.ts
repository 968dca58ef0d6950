/**
 * User-facing Spanish (es-AR, voseo) texts of Web Push (ADR 0031): the refusals of the subscription
 * calls and the four notifications (title, body) a member's device shows. The screens' own texts
 * (the prompt, the profile switch) are in `push.web.ts`. Not re-exported by `messages/index.ts`:
 * importers name this file.
 * @module
 */

/** Refusals of `/api/push/subscriptions`. */
export const pushMessages = {
  subscription:
    'La suscripción de avisos no es válida: faltan la dirección https del servicio de avisos o las claves p256dh y auth del navegador.',
  endpoint: 'La dirección del servicio de avisos no es válida: se espera una dirección https.',
  membersOnly: 'Los avisos en el teléfono son para socios.',
  /** The endpoint's host is not a known push service (ADR 0035). */
  endpointNotAService:
    'Esa dirección de avisos no es de un servicio de avisos conocido (Google, Mozilla, Apple o Microsoft): activá los avisos desde tu navegador.',
  /** The push service's name does not lead to a public address (ADR 0035). */
  endpointAddress:
    'No pudimos verificar el servicio de avisos de esa dirección: probá activar los avisos de nuevo en un rato.',
} as const;

/** A notification as the device shows it. */
export interface PushText {
  title: string;
  body: string;
}

/** The four notifications (ADR 0031). Dates and hours come already written in the gym's zone. */
export const pushNotificationMessages = {
  /** A waitlisted booking took a freed place (ADR 0022). */
  promoted: (className: string, gymName: string, day: string, time: string): PushText => ({
    title: `Tenés lugar en ${className}`,
    body: `Se liberó un lugar en ${gymName}: te esperamos el ${day} a las ${time}.`,
  }),
  /** The gym cancelled a session the member was booked or waiting in (ADR 0022). */
  cancelled: (className: string, gymName: string, day: string, time: string): PushText => ({
    title: `Se canceló ${className}`,
    body: `${gymName} canceló la clase del ${day} a las ${time}. No tenés que hacer nada.`,
  }),
  /** A pass ends in `days` days (the daily reminder). */
  expiring: (productName: string, gymName: string, days: number, day: string): PushText => ({
    title: days === 1 ? 'Tu pase vence mañana' : `Tu pase vence en ${days} días`,
    body: `${productName} de ${gymName} vence el ${day}. Si querés seguir entrenando, renovalo a tiempo.`,
  }),
  /** The "¿Cómo te fue?" invitation after a visit (ADR 0024). */
  review: (gymName: string): PushText => ({
    title: `¿Cómo te fue en ${gymName}?`,
    body: 'Contale a otros socios cómo es entrenar ahí: tu opinión ayuda a elegir.',
  }),
} as const;
