/**
 * Screen texts (es-AR, voseo) of the members pages (SPEC §2 profile and user form, §4 favourite toggle): the
 * user form with the avatar picker, the member profile, the favourites heart. Re-exported by
 * `messages/index.ts`.
 * @module
 */

/** The avatar picker (SPEC §2: the avatar id in the home URL; §7 `GET /api/user/avatar`). */
export const avatarPickerMessages = {
  title: 'Tu avatar',
  lead: 'Elegí cómo te ven en BuscaGym. Se guarda en cuanto lo elegís.',
  saving: 'Guardando tu avatar…',
  saved: 'Guardamos tu avatar.',
  loading: 'Cargando los avatares…',
  loadError: 'No pudimos cargar los avatares.',
  keyboardHint: 'Usá las flechas para recorrerlos y Enter o Espacio para elegir uno.',
} as const;

/** Gender labels of the stored codes (`GENDERS` of the members contract). */
export const genderLabels = {
  femenino: 'Femenino',
  masculino: 'Masculino',
  no_binario: 'No binario',
  prefiero_no_decir: 'Prefiero no decirlo',
} as const;

/** The user form (SPEC §2 user form, §7 `deseasesMap`). */
export const memberFormMessages = {
  title: 'Tus datos',
  lead: 'Completá tu ficha para que tu gimnasio y tu entrenador te conozcan. Solo el nombre es obligatorio.',
  loading: 'Cargando tus datos…',
  loadError: 'No pudimos cargar tus datos',
  personal: 'Datos personales',
  name: 'Nombre',
  lastName: 'Apellido',
  phone: 'Teléfono',
  phoneHint: 'Con código de área, por ejemplo 11 2345-6789.',
  birthday: 'Fecha de nacimiento',
  gender: 'Género',
  genderNone: 'Sin indicar',
  address: 'Dirección',
  addressHint: 'Calle, número y barrio. Nos ayuda a mostrarte gimnasios cerca.',
  emergency: 'Contacto de emergencia',
  emergencyHint: 'Completá nombre y teléfono, o dejá los dos vacíos.',
  emergencyName: 'Nombre del contacto',
  emergencyPhone: 'Teléfono del contacto',
  health: 'Condiciones de salud',
  healthHint:
    'Solo vos ves esta información. Marcá las que tengas: debajo de cada una te contamos qué tener en cuenta al entrenar.',
  healthLoading: 'Cargando las condiciones de salud…',
  healthLoadError: 'No pudimos cargar la lista de condiciones de salud.',
  considerations: 'A tener en cuenta:',
  preferences: 'Preferencias',
  marketingOptIn: 'Quiero recibir novedades y promociones de BuscaGym por email',
  reviewMails: 'Quiero el mail "¿Cómo te fue?" al día siguiente de ir a un gimnasio',
  reviewMailsHint: 'Te invita a opinar sobre el gimnasio. Podés opinar igual sin el mail.',
  location: 'Tu ubicación',
  locationLead: 'Guardamos tu ubicación para ordenar los gimnasios por distancia.',
  useLocation: 'Usar mi ubicación',
  locating: 'Buscando tu ubicación…',
  /** The position is ready; `place` is its barrio when the geocoder names one (never raw coordinates). */
  locationReady: (place: string | null) =>
    place
      ? `Vamos a guardar tu ubicación en ${place} cuando guardes tus datos.`
      : 'Vamos a guardar tu ubicación actual cuando guardes tus datos.',
  locationDenied: 'No pudimos obtener tu ubicación. Podés seguir sin ella.',
  locationUnsupported: 'Tu navegador no permite compartir la ubicación.',
  submit: 'Guardar mis datos',
  submitting: 'Guardando…',
  saved: 'Guardamos tus datos.',
  fixErrors: 'Revisá los campos marcados.',
  cancel: 'Volver a mi perfil',
} as const;

/** The member profile (SPEC §2 `/profile/{type}/{name}/{userId}`). */
export const memberProfileMessages = {
  title: 'Mi perfil',
  loading: 'Cargando tu perfil…',
  loadError: 'No pudimos cargar tu perfil',
  avatarAlt: (name: string) => `Avatar de ${name}`,
  noAvatar: 'Todavía no elegiste un avatar.',
  chooseAvatar: 'Elegir un avatar',
  data: 'Tus datos',
  name: 'Nombre',
  email: 'Email',
  phone: 'Teléfono',
  birthday: 'Fecha de nacimiento',
  gender: 'Género',
  address: 'Dirección',
  emergency: 'Contacto de emergencia',
  health: 'Condiciones de salud',
  healthPrivate: 'Solo vos ves esta información.',
  noHealth: 'No declaraste condiciones de salud.',
  marketing: 'Novedades por email',
  marketingYes: 'Sí, quiero recibirlas',
  marketingNo: 'No',
  reviewMailsTitle: 'Mail para opinar después de ir',
  reviewMailsYes: 'Sí, quiero recibirlo',
  reviewMailsNo: 'No',
  memberSince: 'Miembro desde',
  notGiven: 'Sin completar',
  favourites: 'Mis favoritos',
  favouritesLoading: 'Cargando tus favoritos…',
  favouritesError: 'No pudimos cargar tus favoritos',
  favouritesEmpty: 'Todavía no tenés gimnasios favoritos',
  favouritesEmptyBody: 'Tocá el corazón de un gimnasio para guardarlo acá.',
  browseGyms: 'Ver gimnasios',
  favouritesCount: (n: number) => (n === 1 ? '1 gimnasio' : `${n} gimnasios`),
  actions: 'Tu cuenta',
  editProfile: 'Editar mis datos',
  changePassword: 'Cambiar la contraseña',
  deleteAccount: 'Eliminar mi cuenta',
} as const;

/** The favourites heart (SPEC §4 favourite toggle). */
export const favouriteMessages = {
  add: 'Agregar a favoritos',
  remove: 'Quitar de favoritos',
  failed: 'No pudimos actualizar tus favoritos. Probá de nuevo.',
} as const;
