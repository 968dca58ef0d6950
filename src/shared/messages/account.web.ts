/**
 * User-facing Spanish (es-AR, voseo) texts of the web account screens (ADR 0005) that the
 * specification does not give: titles, labels, buttons, guard notices. The spec's own texts (SPEC §4,
 * §5, §8) stay in `messages/index.ts` and are reused, not repeated. Re-exported by `messages/index.ts`.
 * @module
 */

/** `/login`. */
export const loginPageMessages = {
  title: 'Ingresar',
  lead: 'Ingresá con tu email y tu contraseña para ver tus gimnasios, favoritos y pagos.',
  email: 'Email',
  password: 'Contraseña',
  submit: 'Ingresar',
  submitting: 'Ingresando…',
  createAccount: 'Crear cuenta',
  forgotPassword: 'Olvidé mi contraseña',
  or: 'o',
  googleFailed: 'No pudimos completar el ingreso con Google. Probá de nuevo.',
  resendActivation: 'Enviarme un nuevo enlace de activación',
  resending: 'Enviando…',
} as const;

/** `/register`. */
export const registerPageMessages = {
  title: 'Crear cuenta',
  lead: '¡Registrate gratis! Elegí «Usuario Final» si venís a entrenar o «Cliente Empresa» si tenés un gimnasio.',
  name: 'Nombre',
  email: 'Email',
  password: 'Contraseña',
  passwordHint: 'Al menos 8 caracteres; evitá contraseñas muy comunes.',
  type: 'Tipo de cuenta',
  typePlaceholder: 'Tipo de cliente',
  submit: 'Crear cuenta',
  haveAccount: '¿Ya tenés cuenta?',
  login: 'Ingresá',
  goHome: 'Ir a mi inicio',
} as const;

/** `/resetpassword`. */
export const resetPageMessages = {
  title: 'Restablecer la contraseña',
  step1Lead: 'Ingresá el email de tu cuenta y te enviamos un código de seguridad.',
  email: 'Email',
  send: 'Enviar el código',
  sending: 'Enviando…',
  step2Lead: 'Revisá tu email: ingresá el código de seguridad que te enviamos y elegí una nueva contraseña.',
  token: 'Código de seguridad',
  newPassword: 'Nueva contraseña',
  repeatPassword: 'Repetí la nueva contraseña',
  submit: 'Cambiar la contraseña',
  submitting: 'Guardando…',
  startOver: 'Pedir otro código',
  backToLogin: 'Volver a ingresar',
} as const;

/** `/updatepassword/{userId}`. */
export const updatePasswordPageMessages = {
  title: 'Cambiar la contraseña',
  lead: 'Por seguridad, al cambiarla cerramos tus otras sesiones.',
  oldPassword: 'Contraseña actual',
  newPassword: 'Nueva contraseña',
  repeatPassword: 'Repetí la nueva contraseña',
  submit: 'Cambiar la contraseña',
  submitting: 'Guardando…',
} as const;

/** `/activation/{userId}/{secretToken}`. */
export const activationPageMessages = {
  title: 'Activar la cuenta',
  activating: 'Activando tu cuenta…',
  invalidLink: 'El enlace de activación está incompleto. Copiá la dirección completa del email.',
  login: 'Ingresar',
  resend: 'Enviarme un nuevo enlace',
  resending: 'Enviando…',
  register: 'Crear una cuenta nueva',
} as const;

/** `/deactivate/{userId}`. */
export const deactivatePageMessages = {
  title: 'Eliminar mi cuenta',
  lead: 'Vamos a borrar tu cuenta y tus datos personales. No se puede deshacer.',
  password: 'Contraseña',
  submit: 'Eliminar mi cuenta',
  submitting: 'Eliminando…',
  cancel: 'Cancelar',
  /** The confirmation dialog: what goes, by account type (what the server deletes, ADR 0005). */
  confirmTitle: '¿Eliminar tu cuenta para siempre?',
  confirmCommon:
    'Se borran tu perfil, tus datos de salud, tus favoritos y tu carrito, y se cierra tu sesión en todos tus dispositivos.',
  confirmMember:
    'Tus compras y tus pases dejan de estar a tu nombre: no vas a poder verlos ni usarlos para entrar.',
  confirmPartner:
    'Tus gimnasios dejan de publicarse (se conservan por el registro de ventas) y se borran tu perfil de empresa y tu plan.',
  confirmFinal: 'No se puede deshacer.',
  confirm: 'Sí, eliminar mi cuenta',
  keep: 'No, conservarla',
  invalidRoute: 'La dirección no indica una cuenta válida.',
} as const;

/** `/home/...` and `/profile/...`. */
export const accountPageMessages = {
  homeTitle: 'Inicio',
  homeGreeting: (name: string) => `Hola, ${name}.`,
  /** Under the greeting when the list is nearest first (the browser gave the position). */
  homeNearby: 'Estos son los gimnasios cerca tuyo.',
  /** Under the greeting without the position: the list is best rated first. */
  homeBest: 'Estos son los gimnasios mejor puntuados. Compartí tu ubicación para ver los más cercanos.',
  profileTitle: 'Mi perfil',
  profileLoading: 'Cargando tu perfil…',
  profileError: 'No pudimos cargar tu perfil',
  name: 'Nombre',
  email: 'Email',
  type: 'Tipo de cuenta',
  typeNames: { user: 'Usuario Final', partner: 'Cliente Empresa', admin: 'Administrador' },
  memberSince: 'Miembro desde',
  changePassword: 'Cambiar la contraseña',
  deleteAccount: 'Eliminar mi cuenta',
} as const;
