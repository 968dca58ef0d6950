/**
 * User-facing Spanish (es-AR, voseo) texts of the partner's door screen "Control de acceso". Re-exported
 * by `messages/index.ts`.
 * @module
 */

/** The check-in screen: camera, typed code and the big result. */
export const checkinPageMessages = {
  title: 'Control de acceso',
  lead: 'Escaneá el código QR del pase de cada miembro o escribí el código. Cada entrada queda registrada.',
  back: 'Volver a mi empresa',
  camera: 'Cámara',
  startCamera: 'Activar la cámara',
  stopCamera: 'Apagar la cámara',
  cameraStarting: 'Activando la cámara…',
  cameraHint: 'Apuntá la cámara al código QR del pase. Lo leemos solo.',
  cameraDenied:
    'No pudimos usar la cámara. Permití el acceso a la cámara en tu navegador o escribí el código del pase.',
  cameraMissing: 'Este dispositivo no tiene una cámara disponible. Escribí el código del pase.',
  videoLabel: 'Imagen de la cámara',
  typed: 'Código escrito',
  codeLabel: 'Código del pase',
  codeHint:
    'El código corto de 8 caracteres que está debajo del QR, en el pase del miembro (por ejemplo, K7PM-3QXD).',
  submit: 'Registrar entrada',
  checking: 'Verificando el pase…',
  admitted: 'Adelante',
  welcome: (name: string) => (name ? `¡Hola, ${name}!` : '¡Hola!'),
  repeat: 'Ya registramos esta entrada hace un momento: no descontamos otro uso.',
  refused: (reason: string) => `No válido: ${reason}`,
  membership: (until: string) => `Cuota mensual vigente hasta el ${until}`,
  usesLeft: (left: number, total: number) =>
    left === 1 ? `Le queda 1 uso de ${total}` : `Le quedan ${left} usos de ${total}`,
  visits: (n: number) => (n === 1 ? '1 entrada registrada' : `${n} entradas registradas`),
  /** A Pase BuscaGym entry (ADR 0045): the class admitted, with its start time (Buenos Aires, 24 h). */
  creditClass: (name: string, time: string) => `Clase ${name} de las ${time}`,
  /** A Pase BuscaGym entry: the open-gym visit of the day (`DD/MM/YYYY`). */
  creditVisit: (day: string) => `Visita libre del ${day}`,
  /** The credits the entry was paid with. */
  creditCredits: (n: number) => (n === 1 ? 'Pagada con 1 crédito' : `Pagada con ${n} créditos`),
  avatarAlt: (name: string) => `Avatar de ${name || 'el miembro'}`,
  profileLink: 'Control de acceso',
  profileLead: 'Registrá la entrada de tus clientes con el código QR del pase.',
} as const;

/** The pass's short door code, under its QR code (the member's side). */
export const doorCodeMessages = {
  label: 'Código para la puerta',
  hint: 'Si no pueden escanear el QR, dictá este código en el mostrador.',
} as const;
