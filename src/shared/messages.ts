/**
 * Every user-facing Spanish (es-AR, voseo) text of BuscaGym, in one place. Texts quoted from the
 * specification are kept verbatim, misspellings included (SPEC §4, §5, §8). Server and web import
 * from here; no other module holds user-facing text.
 * @module
 */

/** Registration form (SPEC §5 "Registration", §2, §4). */
export const registerMessages = {
  allRequired: 'Por favor complete todos los campos',
  nameRequired: 'El nombre es requerido',
  nameLetters: 'El nombre debe contener letras',
  emailRequired: 'El Email es requerido',
  emailInvalid: 'Email invalido',
  passwordRequired: 'Necesita introducir una contraseña',
  passwordTooShort: 'La constraseña debe tener un mínimo de tres caracteres',
  selectTypeHint: 'Recuerde seleccionar el tipo de usuario',
  processing: 'Estamos procesando su solicitud!',
  alreadyRegistered: (name: string) => `${name} ya estas registrado!`,
} as const;

/** Login form (SPEC §5 "Login", §4). */
export const loginMessages = {
  emailMissing: 'No olvide introducir su email',
  passwordMissing: 'No olvide introducir su contraseña',
  inactive: 'Cuenta inactiva, verifiación de email pendiente',
} as const;

/** Password update and reset (SPEC §5). */
export const passwordMessages = {
  checkForm: 'Verifique los datos del formulario',
  resetIncomplete: 'Campos incompletos',
  resetCheckInfo: 'Verifique que la informacion ingresada sea correcta',
  resetCannotSend: 'No puede enviar la solicitud, por favor verifique los datos ingresados',
  deactivatePassword: 'Necesita introducir su contraseña para continuar con el proceso',
  activated: 'Su cuenta ha sido activada con exito',
} as const;

/** API errors answered by the server (ARCHITECTURE §4: `{message, code, fields}`). */
export const apiMessages = {
  validation: 'Los datos enviados no son válidos. Revisá los campos marcados.',
  notFound: 'No encontramos lo que buscabas.',
  routeNotFound: 'Esa dirección de la API no existe.',
  gymNotFound: 'No encontramos ese gimnasio. Puede que ya no esté publicado.',
  invalidId: 'El identificador no es válido.',
  /**
   * A text field with characters PostgreSQL cannot store (NUL U+0000, lone UTF-16 surrogates), refused
   * at the edge by plugins/zod.ts (PostgreSQL docs §8.3 "Character Types": NUL cannot be stored).
   */
  unstorableText: 'Este campo tiene caracteres que no se pueden guardar. Borralos y probá de nuevo.',
  /** The database refused a value the validation let through (SQLSTATE class 22, 23502, 23514). */
  unstorableData: 'Algún dato enviado no se puede guardar. Revisalo y probá de nuevo.',
  /** The database refused a change because of another change (unique or foreign key, SQLSTATE class 23). */
  conflict: 'Estos datos cambiaron mientras procesábamos tu solicitud. Actualizá la página y probá de nuevo.',
  /** The database cannot be reached now (503 with `Retry-After`, RFC 9110 §10.2.3). */
  unavailable: 'El servicio no está disponible en este momento. Probá de nuevo en unos segundos.',
  internal: 'Tuvimos un problema de nuestro lado. Probá de nuevo en unos minutos.',
  tooManyRequests: 'Demasiadas solicitudes. Esperá un momento y probá de nuevo.',
  payloadTooLarge: 'La solicitud es demasiado grande.',
  badJson: 'El cuerpo de la solicitud no es JSON válido.',
  invalidField: 'Este dato no es válido.',
  badRequest: 'La solicitud no es válida.',
  unsupportedMediaType: 'El formato de la solicitud no es compatible. Enviá los datos como JSON.',
  /** Load shedding (ADR 0011): the server refused at once instead of making the request wait. */
  overloaded: 'Hay mucha gente usando BuscaGym en este momento. Probá de nuevo en unos segundos.',
} as const;

/** Field-level validation of the catalogue query (issue "Foundation" §6). */
export const catalogueFieldMessages = {
  latitude: 'La latitud debe ser un número entre -90 y 90.',
  longitude: 'La longitud debe ser un número entre -180 y 180.',
  sort: 'El orden debe ser "raiting", "price" o "distance".',
  order: 'La dirección del orden debe ser "asc", "desc", "ascendente" o "descendente".',
  page: 'La página debe ser un número entero mayor o igual a 1.',
  pageTooHigh: 'La página pedida es demasiado alta.',
  limit: 'La cantidad por página debe ser un número entero entre 1 y 50.',
  name: 'La búsqueda por nombre puede tener hasta 100 caracteres.',
  service: 'El servicio debe tener hasta 60 caracteres.',
  mapLimit: 'La cantidad de gimnasios del mapa debe ser un número entero entre 1 y 5000.',
} as const;

/** Counts that {@link serverMessages.seedReport} prints (see SeedReport in src/server/db/seed). */
interface SeedSummary {
  gyms: { inserted: number; updated: number; unchanged: number };
  owners: { inserted: number; updated: number; unchanged: number };
  services: { inserted: number; total: number };
  gymServices: { inserted: number; deleted: number; total: number };
  clubs: { withActivities: number; mappedToService: number };
  durationMs: number;
}

const esAR = new Intl.NumberFormat('es-AR', { maximumFractionDigits: 1 });

/** Console messages of `npm start` and `npm run db:seed`, for whoever runs the server (issue "Foundation" §3, §5). */
export const serverMessages = {
  ready: (url: string) => `BuscaGym listo en ${url}`,
  buildingWeb: (reason: string) => `Compilando la aplicación web (${reason})…`,
  webMissing: 'no hay una compilación previa',
  webOutdated: (file: string) => `cambió ${file}`,
  webBuilt: (ms: number) => `Aplicación web compilada en ${esAR.format(ms / 1000)} s.`,
  seedFailed: 'No se pudieron cargar los datos iniciales.',
  startFailed: 'No se pudo iniciar BuscaGym.',
  shuttingDown: (signal: string) =>
    `Señal ${signal} recibida: cerrando BuscaGym (se terminan las solicitudes en curso)…`,
  closed: 'BuscaGym cerrado.',
  forcedExit: (signal: string) => `Segunda señal ${signal}: salida inmediata.`,
  seedReport: (r: SeedSummary) =>
    `Datos iniciales (clubes de Buenos Aires Data) en ${esAR.format(r.durationMs)} ms: ` +
    `gimnasios ${r.gyms.inserted} nuevos, ${r.gyms.updated} actualizados, ${r.gyms.unchanged} sin cambios; ` +
    `dueños demo ${r.owners.inserted} nuevos, ${r.owners.updated} actualizados, ${r.owners.unchanged} sin cambios; ` +
    `servicios ${r.services.inserted} nuevos de ${r.services.total}; ` +
    `vínculos gimnasio–servicio +${r.gymServices.inserted} −${r.gymServices.deleted} (${r.gymServices.total} en total); ` +
    `${r.clubs.mappedToService} de ${r.clubs.withActivities} clubes con actividades tienen al menos un servicio ` +
    `(${esAR.format((100 * r.clubs.mappedToService) / Math.max(1, r.clubs.withActivities))} %).`,
} as const;

// Web app screens and marketing copy live in sibling modules (kept short); this module stays the one
// entry point for every user-facing text.
export * from './messages-shell';
export * from './messages-web';
export * from './messages-pitch';
export * from './messages-account';
export * from './messages-account-web';
export * from './messages-partners';
export * from './messages-partners-web';
export * from './messages-members';
export * from './messages-members-web';
export * from './messages-commerce';
export * from './messages-sales';
export * from './messages-sales-web';
export * from './messages-checkin-web';
export * from './messages-clients';
export * from './messages-commerce-web';
export * from './messages-plans';
export * from './messages-plans-web';
export * from './messages-admin';
export * from './messages-moderation';
export * from './messages-mfa';
export * from './messages-admin-web';
export * from './messages-gym-moderation-web';
