/**
 * User-facing Spanish (es-AR, voseo) texts of a partner's clients and of the member's consent to share
 * health conditions with a gym (Ley 25.326 art. 2, 7: health data are sensitive and need express
 * consent). Re-exported by `messages/index.ts`.
 * @module
 */

/** Answers of the consent and clients calls. */
export const clientsMessages = {
  membersOnly: 'Solo las cuentas de miembro pueden compartir condiciones de salud.',
  noPassAtGym:
    'No tenés pases de ese gimnasio: solo podés compartir tus datos con gimnasios donde compraste.',
  gymInvalid: 'El identificador del gimnasio no es válido.',
  page: 'La página debe ser un número entero desde 1.',
  limit: 'La cantidad por página debe ser un número entero entre 1 y 100.',
  partnersOnly: 'Los clientes son de las cuentas de empresa. Iniciá sesión con la cuenta del gimnasio.',
} as const;

/** The "Mis clientes" screen and the consent switch on a pass. */
export const clientsPageMessages = {
  title: 'Mis clientes',
  lead: 'Los miembros con un pase vigente en tus gimnasios, con lo que compraron y cuántas veces vinieron.',
  back: 'Volver a mi empresa',
  loading: 'Cargando tus clientes…',
  error: 'No pudimos cargar tus clientes',
  gym: 'Gimnasio',
  allGyms: 'Todos tus gimnasios',
  count: (clients: number, passes: number) =>
    `${clients === 1 ? '1 cliente' : `${clients.toLocaleString('es-AR')} clientes`} · ${
      passes === 1 ? '1 pase vigente' : `${passes.toLocaleString('es-AR')} pases vigentes`
    }`,
  product: 'Producto',
  validUntil: 'Vence',
  usesLeft: (left: number, total: number) => `Quedan ${left} de ${total} clases`,
  visits: (n: number) => (n === 1 ? '1 visita' : `${n.toLocaleString('es-AR')} visitas`),
  health: 'Salud',
  healthNone: 'Sin condiciones declaradas',
  healthHidden: 'No compartida',
  healthHiddenHelp: 'El miembro no autorizó a este gimnasio a ver las condiciones de salud que cargó.',
  emptyTitle: 'Todavía no tenés clientes con pases vigentes',
  emptyBody:
    'Cuando un miembro compra una cuota o clases en tus gimnasios, aparece acá mientras el pase esté vigente. Registrá cada entrada en "Control de acceso".',
  avatarAlt: (name: string) => `Avatar de ${name}`,
  profileLink: 'Ver mis clientes',
  profileLead: 'Quiénes tienen un pase vigente en tus gimnasios y cuántas veces vinieron.',
  consentLabel: (gym: string) => `Compartir mis condiciones de salud con ${gym}`,
  consentHelp:
    'Si lo activás, este gimnasio ve las condiciones de salud que cargaste en tu perfil, para cuidarte mejor. Podés desactivarlo cuando quieras: deja de verlas en el momento.',
  consentSaved: (on: boolean, gym: string) =>
    on ? `Ahora ${gym} puede ver tus condiciones de salud.` : `${gym} ya no ve tus condiciones de salud.`,
  consentError: 'No pudimos guardar tu elección. Probá de nuevo.',
} as const;
