/**
 * User-facing Spanish (es-AR, voseo) texts of the administrators' second factor on the web (RFC 6238
 * TOTP; ADR 0019): set-up, verification, recovery codes and re-authentication. The server's answers
 * are in `mfa.ts`. Re-exported by `messages/index.ts`.
 * @module
 */

/** The second factor (RFC 6238 TOTP) of administrators: set-up, verification and re-authentication. */
export const adminMfaMessages = {
  title: 'Segundo factor',
  loading: 'Preparando el segundo factor…',
  error: 'No pudimos preparar el segundo factor',
  setupTitle: 'Configurá el segundo factor',
  setupLead:
    'Para entrar a la administración, además de la contraseña necesitás un código de una app de autenticación (Google Authenticator, Aegis, 1Password u otra).',
  scan: '1. Escaneá este código QR con la app.',
  qrLabel: 'Código QR para agregar BuscaGym a la app de autenticación',
  manual: 'Si no podés escanearlo, cargá esta clave a mano:',
  secret: 'Clave',
  typeCode: '2. Escribí el código que muestra la app.',
  code: 'Código de 6 dígitos',
  codeHint: 'Cambia cada 30 segundos.',
  codeFormat: 'El código tiene 6 dígitos.',
  confirm: 'Confirmar',
  confirming: 'Confirmando…',
  recoveryTitle: 'Guardá los códigos de recuperación',
  recoveryLead:
    'Cada código sirve una sola vez para entrar si perdés el teléfono. No se vuelven a mostrar: copialos o imprimilos y guardalos en un lugar seguro.',
  recoveryCaption: 'Códigos de recuperación',
  copy: 'Copiar los códigos',
  copied: 'Copiados.',
  saved: 'Ya los guardé',
  verifyTitle: 'Ingresá el código',
  verifyLead: 'Abrí la app de autenticación y escribí el código de BuscaGym.',
  verify: 'Verificar',
  verifying: 'Verificando…',
  useRecovery: 'Usar un código de recuperación',
  useCode: 'Usar el código de la app',
  recoveryCode: 'Código de recuperación',
  recoveryFormat: 'Escribí uno de los códigos de recuperación que guardaste.',
  reauthTitle: 'Confirmá que sos vos',
  reauthLead: 'Esta acción pide el código actual de la app de autenticación.',
  reauthSubmit: 'Confirmar y seguir',
  cancel: 'Cancelar',
  status: (verified: string, left: number) =>
    `Segundo factor activo: lo verificaste el ${verified}. ${left === 1 ? 'Queda 1 código' : `Quedan ${left} códigos`} de recuperación.`,
  statusOff: 'El segundo factor todavía no está configurado.',
  lowRecovery: 'Quedan pocos códigos de recuperación.',
} as const;
