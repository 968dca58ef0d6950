/**
 * User-facing Spanish (es-AR, voseo) texts of the partner calls (`/api/partner/*`, SPEC §7) that the
 * specification does not give. Re-exported by `messages/index.ts`, the single entry
 * point for every text. Screen texts of the partner pages live in `messages/partners.web.ts`.
 * @module
 */

/** Answers of the partner calls. */
export const partnerMessages = {
  profileNotFound: 'No encontramos el perfil de empresa de esa cuenta.',
  partnersOnly: 'Esta sección es solo para cuentas de empresa.',
  gymNotFound: 'No encontramos ese gimnasio entre los tuyos.',
  serviceNotFound: 'No encontramos ese servicio entre los de tus gimnasios.',
  planNotFound: 'Ese plan no existe.',
  planGymLimit: (plan: string, max: number) =>
    `Tu plan ${plan} permite hasta ${max} ${max === 1 ? 'gimnasio' : 'gimnasios'}. Elegí un plan mayor para sumar otro.`,
  planServiceLimit: (plan: string, max: number) =>
    `Tu plan ${plan} permite hasta ${max} servicios por gimnasio. Elegí un plan mayor para sumar otro.`,
  gymHasSales: 'No podés eliminar un gimnasio que ya tiene ventas. Podés desactivarlo.',
  serviceDuplicate: 'Ese gimnasio ya ofrece un servicio con ese nombre.',
  uploadNotYours: 'Alguna de las imágenes no es tuya o ya no existe. Volvé a subirla.',
  emailTaken: 'Ese email ya lo usa otra cuenta.',
  gymNotYours: 'Ese gimnasio es de otra cuenta de empresa: solo el dueño puede cambiarlo.',
  serviceNotYours: 'Ese servicio es de un gimnasio de otra cuenta de empresa: solo el dueño puede cambiarlo.',
} as const;

/** Field-level validation of partner bodies (SPEC §3 "Partner", "Gym"; ADR 0007). */
export const partnerFieldMessages = {
  nameRequired: 'Ingresá el nombre.',
  nameTooLong: 'El nombre puede tener hasta 100 caracteres.',
  lastNameTooLong: 'El apellido puede tener hasta 100 caracteres.',
  emailInvalid: 'Ingresá un email válido, por ejemplo nombre@dominio.com.',
  phoneInvalid: 'Ingresá un teléfono argentino válido, con código de área (por ejemplo 011 4321-5678).',
  cbuFormat: 'El CBU tiene que tener 22 dígitos.',
  cbuCheckDigit: 'El CBU no es válido: revisá los dígitos (no coinciden los dígitos verificadores).',
  cuilFormat: 'El CUIL/CUIT tiene que tener 11 dígitos.',
  cuilPrefix: 'El CUIL/CUIT tiene que empezar con 20, 23, 24, 27, 30, 33 o 34.',
  cuilCheckDigit: 'El CUIL/CUIT no es válido: el dígito verificador no coincide.',
  urlInvalid: 'Ingresá una dirección web completa que empiece con https://.',
  socialNetworkUnknown:
    'Las redes aceptadas son website, facebook, instagram, tiktok, x, youtube y whatsapp.',
  plan: 'Elegí uno de los planes.',
  price: 'El precio tiene que ser un número entre 0 y 10.000.000 (ARS), con hasta dos decimales.',
  addressRequired: 'Ingresá la dirección del gimnasio.',
  addressTooLong: 'La dirección puede tener hasta 200 caracteres.',
  latitude: 'La latitud tiene que ser un número entre -90 y 90. Marcá la ubicación en el mapa.',
  longitude: 'La longitud tiene que ser un número entre -180 y 180. Marcá la ubicación en el mapa.',
  trainers: 'La cantidad de entrenadores tiene que ser un número entero entre 0 y 1000.',
  images: 'Podés cargar hasta 8 fotos.',
  imageUrl: 'Esa imagen no es una subida válida de BuscaGym.',
  gymActive: 'El estado del gimnasio tiene que ser verdadero o falso.',
  serviceName: 'El nombre del servicio tiene que tener entre 3 y 60 caracteres.',
  description: 'La descripción puede tener hasta 500 caracteres.',
  duration: 'La duración tiene que ser un número entero de minutos entre 5 y 600.',
  idMismatch: 'El id del cuerpo no coincide con el de la dirección.',
} as const;

/** Answers of the image upload (`POST /api/partner/uploads`; ADR 0007). */
export const uploadMessages = {
  noFile: 'Elegí una imagen para subir.',
  tooLarge: 'La imagen pesa más de 5 MB. Elegí una más liviana.',
  badType: 'Solo aceptamos imágenes JPEG, PNG o WebP.',
  unreadable: 'No pudimos leer la imagen. Puede que el archivo esté dañado o no sea una imagen.',
  tooManyPixels: 'La imagen es demasiado grande en píxeles. Usá una de hasta 40 megapíxeles.',
  oneFile: 'Subí una imagen por vez.',
  badForm: 'No pudimos leer el archivo enviado. Elegí la imagen de nuevo y volvé a subirla.',
  rateLimited: (waitMs: number) => {
    const minutes = Math.max(1, Math.ceil(waitMs / 60_000));
    return `Subiste muchas imágenes seguidas. Esperá ${minutes === 1 ? '1 minuto' : `${minutes} minutos`} y probá de nuevo.`;
  },
} as const;

/** Answers of the plan choice (`PUT /api/partner/profile/plan/{id}`; ADR 0017). */
export const planChoiceMessages = {
  /** The chosen plan allows fewer gyms than the partner has (deactivated gyms count too). */
  tooFewGyms: (plan: string, gyms: number, max: number) =>
    `No podés pasarte al plan ${plan}: permite hasta ${max} ${max === 1 ? 'gimnasio' : 'gimnasios'} ` +
    `y tenés ${gyms}. Eliminá los que sobran o elegí un plan mayor.`,
  /** The chosen plan allows fewer services per gym than one of the partner's gyms has. */
  tooFewServices: (plan: string, gym: string, services: number, max: number) =>
    `No podés pasarte al plan ${plan}: permite hasta ${max} servicios por gimnasio y ${gym} tiene ` +
    `${services}. Quitale servicios o elegí un plan mayor.`,
} as const;
