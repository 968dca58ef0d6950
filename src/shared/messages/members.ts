/**
 * User-facing Spanish (es-AR, voseo) texts of the member calls (`/api/user/*`, SPEC §7) that the
 * specification does not give. Re-exported by `messages/index.ts`.
 * @module
 */

/** Answers of the member calls. */
export const memberMessages = {
  membersOnly: 'Esta sección es solo para cuentas de miembro.',
  avatarUnknown: 'Ese avatar no existe. Elegí uno de la lista.',
  conditionUnknown: 'Alguna de las condiciones de salud no existe. Elegí de la lista.',
  favouriteGymNotFound: 'No encontramos ese gimnasio. Puede que ya no esté publicado.',
  favouriteNotYours: 'Solo podés cambiar tus propios favoritos.',
  positionIncomplete: 'Para guardar tu ubicación enviá la latitud y la longitud juntas.',
} as const;

/** Field-level validation of the member form (SPEC §2 user form, §7 `PUT /api/user/profile/update/{id}`). */
export const memberFieldMessages = {
  nameRequired: 'Ingresá tu nombre (al menos 3 letras).',
  nameLetters: 'El nombre debe contener letras',
  nameTooLong: 'El nombre puede tener hasta 100 caracteres.',
  lastNameTooLong: 'El apellido puede tener hasta 100 caracteres.',
  phoneInvalid: 'Ingresá un teléfono argentino válido, con código de área (por ejemplo 11 2345-6789).',
  birthdayInvalid: 'Ingresá una fecha de nacimiento válida (día, mes y año).',
  birthdayFuture: 'La fecha de nacimiento no puede ser futura.',
  birthdayTooYoung: 'Tenés que tener al menos 13 años para usar BuscaGym.',
  birthdayTooOld: 'Revisá el año de nacimiento.',
  gender: 'Elegí una de las opciones de género.',
  addressTooLong: 'La dirección puede tener hasta 200 caracteres.',
  emergencyNameTooLong: 'El nombre del contacto puede tener hasta 100 caracteres.',
  emergencyIncomplete: 'Para el contacto de emergencia completá nombre y teléfono.',
  healthConditions: 'Elegí las condiciones de la lista (hasta 20).',
  marketingOptIn: 'La preferencia de novedades tiene que ser sí o no.',
  reviewMails: 'La preferencia de mails para opinar tiene que ser sí o no.',
  latitude: 'La latitud tiene que ser un número entre -90 y 90.',
  longitude: 'La longitud tiene que ser un número entre -180 y 180.',
  avatar: 'Elegí uno de los avatares.',
  favourite: 'El pedido de favorito tiene que llevar favourite: 1.',
  idUser: 'Indicá tu cuenta en idUser.',
} as const;
