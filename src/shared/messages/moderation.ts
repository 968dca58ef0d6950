/**
 * User-facing Spanish (es-AR, voseo) texts of gym moderation (SPEC §1 administrator; ADR 0018
 * "Moderation"): the administrators' gym list and its refusals, the partner's refusal to publish a gym
 * an administrator unpublished, and the mail the partner gets. Re-exported by `messages/index.ts`.
 * @module
 */
import {
  ADMIN_SEARCH_MAX_LENGTH,
  MODERATION_REASON_MAX_LENGTH,
  MODERATION_REASON_MIN_LENGTH,
} from '../constants/admin';
import type { GymHold, GymStatus } from '../constants/moderation';

/** Labels of the gym statuses of the administrators' list (the wire carries the code). */
export const gymStatusLabels: Readonly<Record<GymStatus, string>> = {
  published: 'Publicado',
  unpublished: 'Despublicado por la empresa',
  moderated: 'Despublicado por administración',
  planHeld: 'Retenido por el plan',
  lockHeld: 'Retenido por bloqueo de la empresa',
};

/** Why a gym published again by an administrator is still unpublished (the wire carries the code). */
export const gymHoldLabels: Readonly<Record<GymHold, string>> = {
  partner: 'La empresa lo había despublicado antes: queda así hasta que la empresa lo publique.',
  plan: 'El plan de la empresa no tiene lugar para otro gimnasio publicado: se publica cuando el plan lo permita.',
  lock: 'La cuenta de la empresa está bloqueada: se publica cuando la desbloqueen.',
  noPartner: 'El gimnasio ya no tiene empresa (la cuenta se eliminó): queda sin publicar.',
};

/** Validation and refusals of the moderation calls. */
export const moderationMessages = {
  status: 'El estado debe ser "published", "unpublished", "moderated", "planHeld" o "lockHeld".',
  sort: 'El orden debe ser "createdAt" o "name".',
  search: `La búsqueda por nombre puede tener hasta ${ADMIN_SEARCH_MAX_LENGTH} caracteres.`,
  reason: `Contá el motivo para despublicar el gimnasio, entre ${MODERATION_REASON_MIN_LENGTH} y ${MODERATION_REASON_MAX_LENGTH} caracteres.`,
  gymNotFound: 'No existe un gimnasio con ese identificador.',
  alreadyModerated: 'Ese gimnasio ya está despublicado por administración.',
  notModerated: 'Ese gimnasio no está despublicado por administración.',
  /** A partner tries to publish a gym an administrator unpublished (409). */
  partnerCannotPublish: (reason: string) =>
    `La administración de BuscaGym despublicó este gimnasio por este motivo: "${reason}". ` +
    'Solo la administración puede volver a publicarlo: escribinos cuando lo hayas resuelto.',
} as const;

/** The mail to the partner whose gym an administrator unpublished. */
export const moderationMailMessages = {
  greeting: (name: string) => `Hola, ${name}:`,
  subject: (gym: string) => `Despublicamos tu gimnasio "${gym}"`,
  unpublished: (gym: string) =>
    `La administración de BuscaGym despublicó tu gimnasio "${gym}". Desde ahora no aparece en las ` +
    'búsquedas ni en el mapa, y no se venden pases para él; no se borró nada.',
  reason: (reason: string) => `Motivo: ${reason}`,
  whatNow:
    'Podés ver el motivo y editar los datos del gimnasio en tu perfil, en "Mis gimnasios". Solo la ' +
    'administración puede volver a publicarlo.',
  support: (email: string) =>
    `Cuando lo hayas resuelto, o si creés que es un error, escribinos a ${email} con el nombre del gimnasio.`,
  footer: 'BuscaGym — encontrá tu gimnasio en Buenos Aires.',
} as const;
