/**
 * User-facing Spanish (es-AR, voseo) texts of accounts that the specification does not give (ADR
 * 0005, 0010, 0021): server answers, e-mails and the admin command. The spec's own account texts
 * (SPEC §4, §5: `registerMessages`, `loginMessages`, `passwordMessages`) open the file, word for word,
 * and are reused, not repeated.
 * @module
 */
import {
  LOGIN_ATTACK_FAILURES,
  LOGIN_LOCK_MS,
  LOGIN_MAX_FAILURES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESET_TTL_MS,
} from '../constants/account';

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

const minutes = (ms: number): number => Math.round(ms / 60_000);
const minutesText = (n: number): string => (n === 1 ? '1 minuto' : `${n} minutos`);

/** Field checks the server adds to the spec's (SPEC §5 covers the client only). */
export const accountFieldMessages = {
  passwordMin: `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`,
  passwordMax: `La contraseña puede tener hasta ${PASSWORD_MAX_LENGTH} caracteres.`,
  passwordCommon: 'Esa contraseña es de las más usadas y muy fácil de adivinar. Elegí otra.',
  passwordSame: 'La nueva contraseña tiene que ser distinta de la actual.',
  nameMax: `El nombre puede tener hasta ${NAME_MAX_LENGTH} caracteres.`,
  emailMax: 'El email es demasiado largo.',
  secretTokenRequired: 'Falta el código de seguridad.',
  changeOrReset: 'Enviá la contraseña actual (cambio) o el código de seguridad (restablecimiento), no ambos.',
  resendTarget: 'Indicá la cuenta: el identificador o el email.',
} as const;

/** Answers of the account calls (`/api/service/*`, `/api/user/profile`). */
export const accountMessages = {
  /**
   * The one answer of a registration, whether the e-mail is new, already has an account or has one
   * waiting for activation (OWASP ASVS 5.0 6.3.8: no account enumeration; ADR 0010).
   */
  registered:
    'Listo: revisá tu email. Te enviamos un mensaje con el enlace para activar tu cuenta o, si ya tenías una, para ingresar.',
  emailLocked:
    'Ese email está bloqueado y no se puede usar en BuscaGym. Si creés que es un error, escribinos.',
  activationResent:
    'Si la cuenta existe y todavía no está activa, te enviamos un nuevo enlace de activación.',
  badCredentials: 'Email o contraseña incorrectos.',
  locked: (lockMs: number = LOGIN_LOCK_MS) =>
    `Por seguridad bloqueamos el ingreso a esta cuenta durante ${minutesText(minutes(lockMs))} después de ` +
    `${LOGIN_MAX_FAILURES} intentos fallidos. Esperá o restablecé tu contraseña con "Olvidé mi contraseña".`,
  loggedOut: 'Cerraste tu sesión.',
  sessionRequired: 'Tenés que iniciar sesión para continuar.',
  forbidden: 'No tenés permiso para ver o cambiar esta cuenta.',
  userNotFound: 'No encontramos esa cuenta.',
  googleDisabled: 'El ingreso con Google no está habilitado.',
  googleInvalid: 'No pudimos validar tu ingreso con Google. Probá de nuevo.',
  googleEmailUnverified:
    'Tu cuenta de Google no tiene el email verificado. Verificalo en Google y probá de nuevo.',
  resetCodeInvalid: 'El código de seguridad no es correcto. Revisalo en el email que te enviamos.',
  resetCodeExpired: 'El código de seguridad venció o ya no sirve. Pedí uno nuevo.',
  passwordChanged: 'Tu contraseña se actualizó. Cerramos tus otras sesiones.',
  passwordReset: 'Tu contraseña se restableció. Ya podés iniciar sesión.',
  wrongCurrentPassword: 'La contraseña actual no es correcta.',
  wrongPassword: 'La contraseña no es correcta.',
  noPassword:
    'Tu cuenta no tiene contraseña (ingresás con Google). Creá una con "Olvidé mi contraseña" y probá de nuevo.',
  accountDeleted: 'Eliminamos tu cuenta y tus datos personales.',
  crossSite: 'Rechazamos la solicitud porque no viene de BuscaGym. Volvé a abrir la página y probá de nuevo.',
  rateLimited: (waitMs: number) =>
    `Demasiados intentos desde tu conexión. Esperá ${minutesText(Math.max(1, Math.ceil(waitMs / 60_000)))} y probá de nuevo.`,
} as const;

/**
 * What an activation link answers when it does not activate, one true text per state of the link
 * (ADR 0021), keyed by the answer's `reason`; the activation screen shows the same text.
 */
export const activationLinkMessages = {
  /** No such link for that account: mistyped, cut, or made up. */
  invalid: 'El enlace de activación no es válido. Revisá que esté completo o pedí uno nuevo.',
  /** A newer link of the same account replaced it (another registration, or a resend). */
  superseded: 'Este enlace ya no es válido: te enviamos uno más nuevo. Revisá tu correo o pedí otro.',
  /** Older than 48 h. */
  expired: 'El enlace de activación venció (dura 48 horas). Pedí uno nuevo.',
  /** The account is active (said only when it is). */
  used: 'Tu cuenta ya está activa. Podés iniciar sesión.',
  /** The account was deleted after the link was sent. */
  deleted: 'La cuenta de este enlace se eliminó. Si querés volver a usar BuscaGym, creá una cuenta nueva.',
  /** The e-mail is on the administrators' blocklist. */
  locked: accountMessages.emailLocked,
} as const;

/** E-mails (subject, texts; the HTML layout lives in the server's mail templates). */
export const accountMailMessages = {
  greeting: (name: string) => `Hola, ${name}:`,
  activationSubject: 'Activá tu cuenta de BuscaGym',
  activationIntro: 'Gracias por registrarte en BuscaGym. Para activar tu cuenta, abrí este enlace:',
  activationButton: 'Activar mi cuenta',
  activationExpiry: 'El enlace vence en 48 horas y sirve una sola vez.',
  resetSubject: 'Tu código para restablecer la contraseña de BuscaGym',
  resetIntro: 'Recibimos un pedido para restablecer tu contraseña. Ingresá este código de seguridad:',
  resetButton: 'Ir a restablecer la contraseña',
  resetExpiry: `El código vence en ${minutesText(minutes(RESET_TTL_MS))} y admite 5 intentos.`,
  ignore: 'Si no fuiste vos, ignorá este mensaje: tu cuenta sigue igual.',
  signature: 'El equipo de BuscaGym',
  footer: 'Recibiste este email porque alguien usó esta dirección en BuscaGym.',
  linkFallback: 'Si el botón no funciona, copiá y pegá esta dirección en tu navegador:',
  /** A registration with the e-mail of an existing account (ADR 0010). */
  registerExistingSubject: 'Alguien intentó registrarse con tu correo en BuscaGym',
  registerExistingIntro:
    'Alguien (quizás vos) intentó crear una cuenta nueva en BuscaGym con esta dirección, pero ya tenés una. ' +
    'No cambiamos nada en tu cuenta. Para entrar, ingresá con tu email y tu contraseña:',
  registerExistingButton: 'Ingresar a BuscaGym',
  forgotPassword: 'Si no recordás tu contraseña, podés restablecerla acá:',
  /** The owner's alert when an account crosses the ceiling of failed sign-ins (ADR 0010). */
  attackSubject: 'Alguien está intentando entrar a tu cuenta de BuscaGym',
  attackIntro:
    `Alguien está intentando entrar a tu cuenta: en las últimas 24 horas hubo ${LOGIN_ATTACK_FAILURES} ` +
    'intentos fallidos o más de ingresar con tu email. Frenamos esos intentos, y vos podés seguir ingresando como siempre.',
  attackAdvice:
    'Si tu contraseña es fácil de adivinar o la usás en otro sitio, cambiala ahora con este enlace:',
  attackButton: 'Restablecer mi contraseña',
  attackFootnote:
    'No hace falta que respondas este email. Te vamos a avisar de nuevo si los intentos siguen mañana.',
} as const;

/** Console texts for whoever runs the server or `npm run admin:create`. */
export const accountConsoleMessages = {
  mailSaved: (file: string, link: string) => `Email guardado en ${file}. Enlace: ${link}`,
  mailFailed: 'No se pudo enviar un email.',
  adminUsage: 'Uso: npm run admin:create -- <email> [nombre]',
  adminPrompt: 'Contraseña del administrador: ',
  adminPromptRepeat: 'Repetí la contraseña: ',
  adminMismatch: 'Las contraseñas no coinciden.',
  adminNoTty: 'No hay una terminal para pedir la contraseña: definí ADMIN_PASSWORD.',
  adminCreated: (email: string) => `Administrador ${email} creado y activo.`,
  adminUpdated: (email: string) => `Administrador ${email} actualizado (nueva contraseña).`,
  adminExists: (email: string) =>
    `Ya existe una cuenta que no es de administrador con el email ${email}; no se modificó.`,
  adminFailed: 'No se pudo crear el administrador.',
  /** The embedded database is held by a running server (ADR 0035). */
  adminServerRunning: (dataDir: string, pid: number) =>
    `El servidor de BuscaGym está usando la base de datos integrada de ${dataDir} (proceso ${pid}): ` +
    'detenelo y volvé a ejecutar el comando, o usá DATABASE_URL con un servidor PostgreSQL.',
} as const;
