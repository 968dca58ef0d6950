/**
 * User-facing Spanish (es-AR, voseo) texts of the administrators' screens (SPEC §1 administrator, §2
 * `/home/{type}/…` and `/profile/{type}/…` for `admin`; ADR 0018): the home, the console's sections
 * (Usuarios, Empresas, Cuentas bloqueadas, Gimnasios, Finanzas, Marketing, Auditoría), the account
 * detail, the confirmations that name what an action does, and the second factor. Re-exported by
 * `messages/index.ts`. Third persons take the article, never "su"/"sus" (voice.test.ts).
 * @module
 */

import { plural as count } from './plural';

/** The console's sections, in the order of its navigation. */
export const adminSectionLabels = {
  usuarios: 'Usuarios',
  empresas: 'Empresas',
  bloqueos: 'Cuentas bloqueadas',
  gimnasios: 'Gimnasios',
  resenas: 'Reseñas',
  reclamos: 'Reclamos',
  importar: 'Importar datos',
  finanzas: 'Finanzas',
  pase: 'Pase BuscaGym',
  conciliacion: 'Conciliación',
  marketing: 'Marketing',
  auditoria: 'Auditoría',
} as const;

/** Home, console frame and navigation. */
export const adminShellMessages = {
  consoleTitle: 'Administración',
  navLabel: 'Secciones de administración',
  homeTitle: 'Inicio de administración',
  homeGreeting: (name: string) => `Hola, ${name}`,
  homeLead:
    'Desde acá administrás las cuentas, las empresas, los gimnasios, los pagos a las empresas y el registro de auditoría de BuscaGym.',
  sectionLeads: {
    usuarios: 'Todas las cuentas: miembros, empresas y administración. Buscá por nombre o email.',
    empresas: 'Las empresas con el plan, los gimnasios y el saldo a pagar. Desde el detalle registrás pagos.',
    bloqueos: 'Emails bloqueados por administración y cuentas frenadas por intentos fallidos.',
    gimnasios: 'Todos los gimnasios y el estado de cada uno. Despublicá por moderación con un motivo.',
    resenas: 'Reseñas denunciadas, la denuncia más vieja primero. Mantenelas u ocultalas con un motivo.',
    reclamos:
      'Empresas que reclaman un gimnasio sin dueño y sin mail público, el pedido más viejo primero. Aprobalos o rechazalos con un motivo.',
    importar:
      'Gimnasios de datos abiertos (CSV, GeoJSON, OpenStreetMap): vista previa, confirmación y, si hace falta, deshacer.',
    finanzas: 'Ventas, comisión de BuscaGym e ingresos por planes, por período y por mes.',
    pase: 'Los planes de créditos del Pase BuscaGym y la tarifa por crédito de cada gimnasio.',
    conciliacion:
      'Lo que dice el proveedor de pagos comparado con los pedidos, los reembolsos y la contabilidad, con qué hacer en cada caso.',
    marketing: 'Miembros que aceptaron recibir novedades, con la descarga en CSV.',
    auditoria: 'Cada acción de administración, quién la hizo y qué cambió. No se puede editar ni borrar.',
  },
  open: (section: string) => `Abrir ${section}`,
  figuresTitle: 'Resumen',
  figuresLoading: 'Cargando el resumen…',
  figuresError: 'No pudimos cargar el resumen',
  lockedCount: 'Emails bloqueados',
  gross30: 'Ventas de los últimos 30 días',
  commission30: 'Comisión de los últimos 30 días',
  moderatedGyms: 'Gimnasios despublicados por moderación',
  myAccount: 'Tu cuenta',
  changePassword: 'Cambiar la contraseña',
} as const;

/** The lists: search, filters, sorting, counts and states. */
export const adminTableMessages = {
  search: 'Buscar',
  searchPlaceholder: 'Nombre o email',
  searchSubmit: 'Buscar',
  clear: 'Limpiar',
  filters: 'Filtros de la lista',
  sortBy: (column: string) => `Ordenar por ${column}`,
  sortedAsc: 'de menor a mayor',
  sortedDesc: 'de mayor a menor',
  results: (n: number, estimate: boolean) =>
    estimate ? `Más de ${n.toLocaleString('es-AR')} resultados` : count(n, 'resultado', 'resultados'),
  loading: 'Cargando la lista…',
  error: 'No pudimos cargar la lista',
  updating: 'Actualizando…',
  empty: 'No hay resultados',
  emptyFiltered: 'No hay resultados con estos filtros. Probá con otra búsqueda o limpiá los filtros.',
  scroll: (table: string) => `${table} (se desplaza de costado)`,
  never: 'Nunca',
  none: '—',
  yes: 'Sí',
  no: 'No',
  actions: 'Acciones',
  viewDetail: (name: string) => `Ver el detalle de ${name}`,
} as const;

/** Usuarios and Empresas: columns and filters of the account lists. */
export const adminAccountsMessages = {
  usersCaption: 'Cuentas',
  partnersCaption: 'Empresas',
  name: 'Nombre',
  email: 'Email',
  type: 'Tipo',
  state: 'Estado',
  createdAt: 'Alta',
  lastSignInAt: 'Último ingreso',
  plan: 'Plan',
  gyms: 'Gimnasios',
  balance: 'Saldo a pagar',
  allTypes: 'Todos los tipos',
  allStates: 'Todos los estados',
} as const;

/** The detail of one account (`GET /api/admin/userId/{id}`) and the lock and unlock confirmations. */
export const adminAccountMessages = {
  back: 'Volver a la lista',
  loading: 'Cargando la cuenta…',
  error: 'No pudimos cargar la cuenta',
  deletedTitle: 'Cuenta eliminada',
  deletedNote:
    'Esta cuenta se eliminó: solo queda constancia de que existió, sin nombre ni email (Ley 25.326).',
  data: 'Datos de la cuenta',
  id: 'Identificador',
  activation: 'Activación',
  activated: 'Email verificado',
  notActivated: 'Pendiente',
  updatedAt: 'Última modificación',
  deletedAt: 'Eliminada el',
  activeSessions: 'Sesiones abiertas',
  lockTitle: 'Bloqueo',
  notLocked: 'La cuenta no está bloqueada.',
  lockReason: 'Motivo',
  lockedAt: 'Bloqueada desde',
  lockedBy: 'Bloqueó',
  unknownAdmin: 'Una cuenta de administración que ya no existe',
  throttle: 'Intentos fallidos',
  throttleNow: (failures: number, until: string | null) =>
    `${count(failures, 'intento fallido', 'intentos fallidos')} recientes${until ? `; frenada hasta ${until}` : ''}.`,
  partner: 'Empresa',
  plan: 'Plan',
  gyms: 'Gimnasios',
  publishedGyms: 'Publicados',
  lockHeldGyms: 'Retenidos por el bloqueo',
  balance: 'Saldo a pagar',
  member: 'Miembro',
  marketingOptIn: 'Recibe novedades',
  marketingSince: (date: string) => `Sí, desde el ${date}`,
  salesLink: 'Ver las ventas de la empresa',
  adminCannotBeLocked: 'Las cuentas de administración no se pueden bloquear.',
  lock: 'Bloquear la cuenta',
  lockDialogTitle: (name: string) => `Bloquear a ${name}`,
  /** What a lock does, named before it is done (ADR 0018 "Locks"). */
  lockConsequence: (name: string, sessions: number, publishedGyms: number) => {
    const first =
      sessions === 0
        ? `Bloquear a ${name} le impide ingresar desde ahora`
        : `Bloquear a ${name} cierra ${sessions === 1 ? 'la sesión abierta' : `las ${sessions} sesiones abiertas`}`;
    const gyms =
      publishedGyms === 0
        ? ''
        : ` y despublica ${publishedGyms === 1 ? 'el gimnasio publicado' : `los ${publishedGyms} gimnasios publicados`}`;
    return `${first}${gyms}.`;
  },
  lockAfter:
    'Con ese email no va a poder ingresar, registrarse ni recuperar la contraseña hasta que lo desbloquees.',
  lockGymsBack: 'Al desbloquear, los gimnasios vuelven a publicarse mientras el plan lo permita.',
  reason: 'Motivo del bloqueo',
  reasonHint: 'Entre 3 y 500 caracteres. Queda en el registro de auditoría.',
  lockSubmit: 'Bloquear',
  locking: 'Bloqueando…',
  cancel: 'Cancelar',
  locked: (name: string, sessions: number, gyms: number) =>
    `Bloqueaste a ${name}: ${count(sessions, 'sesión cerrada', 'sesiones cerradas')} y ${count(gyms, 'gimnasio despublicado', 'gimnasios despublicados')}.`,
  unlock: 'Desbloquear',
  unlockLabel: (email: string) => `Desbloquear ${email}`,
  unlockDialogTitle: (who: string) => `Desbloquear a ${who}`,
  /** `heldGyms` null: a partner whose held gyms are not counted on this screen. */
  unlockConsequence: (who: string, heldGyms: number | null) => {
    const gyms =
      heldGyms === null
        ? ' y vuelve a publicar los gimnasios que el bloqueo despublicó, mientras el plan lo permita'
        : heldGyms === 0
          ? ''
          : ` y vuelve a publicar ${heldGyms === 1 ? 'el gimnasio' : `los ${heldGyms} gimnasios`} que el bloqueo despublicó, mientras el plan lo permita`;
    return `Desbloquear a ${who} le permite ingresar y registrarse de nuevo con ese email${gyms}.`;
  },
  unlocking: 'Desbloqueando…',
  unlocked: (email: string, published: number, planHeld: number) =>
    `Desbloqueaste ${email}.${published > 0 ? ` ${count(published, 'gimnasio publicado', 'gimnasios publicados')} de nuevo.` : ''}${
      planHeld > 0
        ? ` ${count(planHeld, 'gimnasio quedó retenido', 'gimnasios quedaron retenidos')} por el plan.`
        : ''
    }`,
} as const;

/** Cuentas bloqueadas: the lock list, the ban of an e-mail and the throttled accounts. */
export const adminLocksMessages = {
  caption: 'Emails bloqueados',
  email: 'Email',
  account: 'Cuenta',
  noAccount: 'Sin cuenta (email vetado)',
  reason: 'Motivo',
  lockedAt: 'Desde',
  lockedBy: 'Bloqueó',
  empty: 'No hay emails bloqueados.',
  banTitle: 'Bloquear un email',
  banLead:
    'Sirve también para un email sin cuenta: nadie va a poder registrarse con él. Para bloquear una cuenta, abrila desde Usuarios.',
  banEmail: 'Email a bloquear',
  banOpen: 'Bloquear email',
  banDialogTitle: (email: string) => `Bloquear ${email}`,
  banConsequence: (email: string) =>
    `Bloquear ${email} impide ingresar, registrarse y recuperar la contraseña con ese email. Si ya hay una cuenta con él, se cierran las sesiones abiertas y se despublican los gimnasios de la empresa.`,
  banned: (email: string) => `Bloqueaste ${email}.`,
  throttledTitle: 'Frenadas por intentos fallidos',
  throttledLead:
    'Cuentas que el freno de ingresos retiene ahora por contraseñas equivocadas. Se liberan solas; no hace falta desbloquearlas.',
  throttledCaption: 'Cuentas frenadas ahora',
  lockedSources: 'Orígenes frenados',
  lockedUntil: 'Hasta',
  failures: 'Fallos recientes',
  attackStartedAt: 'Ataque desde',
  noThrottled: 'No hay cuentas frenadas ahora.',
} as const;

/** Gimnasios: the moderation list and its confirmations, and the partner's banner. */
export const adminGymsMessages = {
  caption: 'Gimnasios',
  name: 'Gimnasio',
  partner: 'Empresa',
  status: 'Estado',
  moderation: 'Moderación',
  createdAt: 'Alta',
  allStatuses: 'Todos los estados',
  searchPlaceholder: 'Nombre del gimnasio',
  moderatedBy: (reason: string, date: string) => `${reason} (${date})`,
  unpublish: 'Despublicar',
  unpublishLabel: (gym: string) => `Despublicar ${gym}`,
  unpublishDialogTitle: (gym: string) => `Despublicar ${gym}`,
  unpublishConsequence: (gym: string, partner: string) =>
    `Despublicar ${gym} lo saca al instante del catálogo, del mapa y de la venta. ${partner} va a ver el motivo en el perfil de la empresa.`,
  reason: 'Motivo (lo ve la empresa)',
  reasonHint: 'Entre 3 y 500 caracteres. Queda en el registro de auditoría.',
  unpublishing: 'Despublicando…',
  unpublished: (gym: string) => `Despublicaste ${gym}.`,
  publish: 'Publicar de nuevo',
  publishLabel: (gym: string) => `Publicar de nuevo ${gym}`,
  publishDialogTitle: (gym: string) => `Publicar de nuevo ${gym}`,
  publishConsequence: (gym: string) =>
    `Publicar de nuevo ${gym} quita la moderación: vuelve al catálogo si la empresa lo tiene activo y el plan lo permite.`,
  publishing: 'Publicando…',
  published: (gym: string) => `Quitaste la moderación de ${gym}.`,
} as const;

/** Auditoría: the append-only log. */
export const adminAuditMessages = {
  caption: 'Registro de auditoría',
  at: 'Fecha',
  actor: 'Quién',
  action: 'Acción',
  target: 'Sobre',
  details: 'Detalle',
  allActions: 'Todas las acciones',
  targetType: 'Tipo de destino',
  allTargetTypes: 'Todos los tipos',
  targetTypeLabels: {
    account: 'Cuenta',
    email: 'Email',
    gym: 'Gimnasio',
    review: 'Reseña',
    import: 'Importación',
    order: 'Compra',
  },
  targetId: 'Identificador o email del destino',
  from: 'Desde',
  to: 'Hasta',
  apply: 'Aplicar',
  clear: 'Limpiar',
  showChange: 'Ver antes y después',
  before: 'Antes',
  after: 'Después',
  nothing: 'Nada',
  empty: 'No hay acciones registradas con estos filtros.',
} as const;
