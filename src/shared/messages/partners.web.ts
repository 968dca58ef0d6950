/**
 * Screen texts (es-AR, voseo) of the partner pages (SPEC §2 partner routes): the business profile, the
 * profile form, the gym and service forms, uploads and the location picker. The call answers and
 * field messages shared with the server live in `messages/partners.ts`. Re-exported by `messages/index.ts`.
 * @module
 */

const numberEsAr = new Intl.NumberFormat('es-AR');
const listEsAr = new Intl.ListFormat('es-AR', { style: 'long', type: 'conjunction' });
/** Names shown in full before "y N más". */
const NAMED_SERVICES = 3;

/** Labels of the social networks (keys of `socialNetworks`, `SOCIAL_NETWORKS`). */
export const socialNetworkLabels = {
  website: 'Sitio web',
  facebook: 'Facebook',
  instagram: 'Instagram',
  tiktok: 'TikTok',
  x: 'X (Twitter)',
  youtube: 'YouTube',
  whatsapp: 'WhatsApp (enlace wa.me)',
} as const;

/** Texts shared by the partner forms. */
export const partnerFormMessages = {
  socialNetworks: 'Redes sociales y sitio web',
  socialNetworksHint: 'Direcciones completas que empiecen con https://. Dejá vacías las que no uses.',
  urlPlaceholder: 'https://',
  save: 'Guardar',
  saving: 'Guardando…',
  cancel: 'Cancelar',
  backToProfile: 'Volver a mi empresa',
  saved: 'Guardamos los cambios.',
  checkFields: 'Revisá los campos marcados.',
  optional: '(opcional)',
  loading: 'Cargando…',
  loadError: 'No pudimos cargar los datos',
} as const;

/** `/profile/partner/{name}/{userId}`. */
export const partnerProfilePageMessages = {
  title: 'Mi empresa',
  loading: 'Cargando tu empresa…',
  error: 'No pudimos cargar tu empresa',
  businessData: 'Datos del negocio',
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Email de contacto',
  phone: 'Teléfono',
  cbu: 'CBU',
  cuil: 'CUIL/CUIT',
  socialNetworks: 'Redes',
  notSet: 'Sin cargar',
  editProfile: 'Editar los datos del negocio',
  changePassword: 'Cambiar la contraseña',
  deleteAccount: 'Eliminar mi cuenta',
  missingPayout: 'Cargá tu CBU y tu CUIL/CUIT para poder cobrar tus ventas.',
} as const;

/** The plan section of the partner profile (SPEC §7 `GET /api/service/plans/all`; ADR 0017). */
export const planChooserMessages = {
  title: 'Tu plan',
  lead: 'Elegí el plan que mejor se adapte a tu negocio. Podés cambiarlo cuando quieras.',
  current: 'Tu plan actual',
  choose: 'Elegir este plan',
  choosing: 'Guardando…',
  chosen: (plan: string) => `Elegiste el plan ${plan}.`,
  gyms: (n: number) => `Hasta ${numberEsAr.format(n)} ${n === 1 ? 'gimnasio' : 'gimnasios'}`,
  services: (n: number) => `Hasta ${numberEsAr.format(n)} servicios por gimnasio`,
  commission: (percent: number) =>
    `Comisión por venta: ${new Intl.NumberFormat('es-AR', { maximumFractionDigits: 2 }).format(percent)} %`,
  perMonth: 'por mes',
  usage: (used: number, max: number) =>
    `Usás ${numberEsAr.format(used)} de ${numberEsAr.format(max)} ${max === 1 ? 'gimnasio' : 'gimnasios'} de tu plan.`,
  loading: 'Cargando los planes…',
  error: 'No pudimos cargar los planes',
  listLabel: 'Planes disponibles',
} as const;

/** The "Mis gimnasios" section of the partner profile (SPEC §7 `mygyms`). */
export const myGymsMessages = {
  title: 'Mis gimnasios',
  newGym: 'Nuevo gimnasio',
  loading: 'Cargando tus gimnasios…',
  error: 'No pudimos cargar tus gimnasios',
  emptyTitle: 'Todavía no cargaste gimnasios',
  emptyBody: 'Creá tu primer gimnasio para que los miembros de BuscaGym lo encuentren.',
  active: 'Activo',
  inactive: 'Inactivo',
  inactiveHint: 'No aparece en las búsquedas.',
  price: 'Precio mensual',
  /** The services a gym card names: "Spinning y Yoga", "A, B, C y 2 más"; none: "Sin servicios todavía". */
  servicesNamed: (names: readonly string[]) =>
    names.length === 0
      ? 'Sin servicios todavía'
      : names.length <= NAMED_SERVICES + 1
        ? listEsAr.format(names)
        : `${names.slice(0, NAMED_SERVICES).join(', ')} y ${numberEsAr.format(names.length - NAMED_SERVICES)} más`,
  planFull: 'Llegaste al límite de gimnasios de tu plan.',
  changePlan: 'Cambiar de plan para sumar otro',
  services: 'Servicios',
  noServices: 'Sin servicios todavía.',
  actionsLabel: (gym: string) => `Acciones de ${gym}`,
  edit: 'Editar',
  editLabel: (gym: string) => `Editar ${gym}`,
  addService: 'Agregar servicio',
  addServiceLabel: (gym: string) => `Agregar un servicio a ${gym}`,
  editService: (service: string) => `Editar el servicio ${service}`,
  deactivate: 'Desactivar',
  deactivateLabel: (gym: string) => `Desactivar ${gym}`,
  deactivated: (gym: string) => `${gym} quedó inactivo: ya no aparece en las búsquedas.`,
  deleteLabel: (gym: string) => `Eliminar ${gym}`,
  /** The texts of the delete confirmation (its body is `deleteConfirm`). */
  deleteDialog: {
    askLabel: 'Eliminar',
    title: 'Eliminar el gimnasio',
    confirmLabel: 'Sí, eliminar',
    busyLabel: 'Eliminando…',
    cancelLabel: 'Cancelar',
  },
  deleteConfirm: (gym: string) =>
    `¿Seguro que querés eliminar ${gym}? También se borran los servicios del gimnasio. No se puede deshacer.`,
  deleted: (gym: string) => `Eliminamos ${gym}.`,
  cancel: 'Cancelar',
  photoAlt: (gym: string) => `Foto de ${gym}`,
  view: 'Ver como lo ven los miembros',
  viewLabel: (gym: string) => `Ver ${gym} como lo ven los miembros`,
} as const;

/** `/profile/edit/partner/{name}/{userId}` (SPEC §2 partner edit, §3 "Partner"). */
export const partnerEditPageMessages = {
  title: 'Datos del negocio',
  lead: 'Estos datos nos sirven para contactarte y para pagarte tus ventas.',
  name: 'Nombre',
  lastName: 'Apellido',
  email: 'Email de contacto',
  emailHint: 'Este email puede ser distinto del que usás para ingresar.',
  phone: 'Teléfono',
  phoneHint: 'Con código de área, por ejemplo 011 4321-5678.',
  cbu: 'CBU',
  cbuHint: '22 dígitos. Lo encontrás en tu home banking.',
  cuil: 'CUIL/CUIT',
  cuilHint: '11 dígitos, con o sin guiones.',
  saved: 'Guardamos los datos del negocio.',
} as const;

/** The gym form (SPEC §2 gym form, §3 "Gym"). */
export const gymFormPageMessages = {
  newTitle: 'Nuevo gimnasio',
  editTitle: (gym: string) => `Editar ${gym}`,
  editTitleShort: 'Editar gimnasio',
  lead: 'Completá los datos tal como querés que los vean los miembros.',
  basics: 'Datos principales',
  name: 'Nombre del gimnasio',
  price: 'Precio mensual (ARS)',
  priceHint: 'Escribilo como siempre: 25.000, $ 25.000 o 25.000,50.',
  address: 'Dirección',
  addressHint: 'Calle y altura, por ejemplo Av. Corrientes 1234.',
  phone: 'Teléfono',
  email: 'Email',
  trainers: 'Cantidad de entrenadores',
  active: 'Gimnasio activo (visible en las búsquedas)',
  photos: 'Fotos',
  logo: 'Logo',
  location: 'Ubicación',
  saved: (gym: string) => `Guardamos los cambios de ${gym}.`,
  create: 'Crear gimnasio',
  creating: 'Creando…',
  notFoundTitle: 'No encontramos ese gimnasio',
  uploadsPending: 'Esperá a que terminen de subirse las imágenes.',
} as const;

/** The service form (SPEC §2 gym service form). */
export const serviceFormPageMessages = {
  newTitle: 'Nuevo servicio',
  editTitle: 'Editar servicio',
  forGym: (gym: string) => `Gimnasio: ${gym}`,
  name: 'Nombre del servicio',
  nameHint: 'Elegí uno de la lista o escribí uno nuevo.',
  description: 'Descripción',
  duration: 'Duración (minutos)',
  price: 'Precio (ARS)',
  photo: 'Foto',
  create: 'Agregar servicio',
  creating: 'Agregando…',
  created: (service: string, gym: string) => `Agregamos ${service} a ${gym}.`,
  saved: (service: string) => `Guardamos ${service}.`,
  /** The texts of the delete confirmation (its body is `deleteConfirm`). */
  deleteDialog: {
    askLabel: 'Eliminar servicio',
    title: 'Eliminar el servicio',
    confirmLabel: 'Sí, eliminar',
    busyLabel: 'Eliminando…',
    cancelLabel: 'Cancelar',
  },
  deleteConfirm: (service: string) => `¿Seguro que querés eliminar ${service}? No se puede deshacer.`,
  deleted: (service: string) => `Eliminamos ${service}.`,
  missingGym: 'Falta indicar el gimnasio. Volvé a tu empresa y elegí "Agregar servicio" en uno de ellos.',
  notFoundTitle: 'No encontramos ese servicio',
} as const;

/** Image uploads of the partner forms (`POST /api/partner/uploads`; ADR 0007). */
export const partnerUploadMessages = {
  choosePhotos: 'Agregar fotos',
  chooseImage: 'Elegir imagen',
  replaceImage: 'Cambiar imagen',
  photosHint: (max: number) =>
    `JPEG, PNG o WebP de hasta 5 MB cada una; hasta ${max} fotos. La primera es la portada.`,
  imageHint: 'JPEG, PNG o WebP de hasta 5 MB.',
  uploading: (file: string) => `Subiendo ${file}…`,
  uploadingPercent: (file: string, percent: number) => `Subiendo ${file}: ${percent} %`,
  uploaded: (file: string) => `Subimos ${file}.`,
  failed: (file: string, reason: string) => `${file}: ${reason}`,
  remove: 'Quitar',
  removeLabel: (what: string) => `Quitar ${what}`,
  moveLeft: 'Mover antes',
  moveLeftLabel: (n: number) => `Mover la foto ${n} antes`,
  moveRight: 'Mover después',
  moveRightLabel: (n: number) => `Mover la foto ${n} después`,
  photoAlt: (n: number) => `Foto ${n}`,
  cover: 'Portada',
  logoAlt: 'Logo cargado',
  imageAlt: 'Imagen cargada',
  emptyPhotos: 'Todavía no agregaste fotos.',
  tooMany: (max: number, left: number) =>
    left === 0
      ? `Ya cargaste las ${max} fotos permitidas. Quitá alguna para agregar otra.`
      : `Podés cargar hasta ${max} fotos: agregamos solo ${left} más.`,
} as const;

/** The location picker of the gym form (SPEC §3 "Gym" latitude and longitude: a pin on a map or typed). */
export const locationPickerMessages = {
  hint: 'Arrastrá el marcador hasta la puerta del gimnasio, tocá el mapa o escribí las coordenadas. El mapa empieza en el Obelisco.',
  /** Shown only where there is a keyboard and a fine pointer (not on a touch screen). */
  keysHint: 'Con el marcador enfocado, las flechas del teclado lo mueven.',
  mapLabel: 'Mapa para ubicar el gimnasio',
  markerLabel: 'Ubicación del gimnasio: arrastralo o movelo con las flechas',
  latitude: 'Latitud',
  longitude: 'Longitud',
  latitudeHint: 'Por ejemplo -34.6037',
  longitudeHint: 'Por ejemplo -58.3816',
  useMyLocation: 'Usar mi ubicación',
  moved: (lat: string, lon: string) => `Marcador en ${lat}, ${lon}.`,
} as const;

/** "Avisos" on the partner's profile (ADR 0037). */
export const noticeSwitchMessages = {
  title: 'Avisos',
  intro: 'Elegí de qué te avisamos por mail y en los dispositivos donde activaste las notificaciones.',
  sales: 'Cuando vendés algo',
  reviews: 'Cuando alguien opina de tu gimnasio',
  claims: 'Cuando la administración decide sobre tu reclamo',
  saveError: 'No pudimos guardar el cambio. Probá de nuevo.',
} as const;
