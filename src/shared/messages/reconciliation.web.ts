/**
 * Spanish (es-AR, voseo) texts of the administrators' "Conciliación" screen (ADR 0044). Re-exported by
 * `messages/index.ts`.
 * @module
 */
import { plural as count } from './plural';

/** The Conciliación screen. */
export const reconciliationWebMessages = {
  run: 'Conciliar ahora',
  running: 'Conciliando…',
  ran: (found: number) =>
    found === 0
      ? 'Conciliación terminada: sin diferencias nuevas.'
      : `Conciliación terminada: ${count(found, 'diferencia nueva', 'diferencias nuevas')}.`,
  runError: 'No pudimos conciliar ahora. Probá de nuevo en unos minutos.',
  loading: 'Cargando las diferencias…',
  error: 'No pudimos cargar las diferencias',
  empty: 'No hay diferencias: lo que dicen los proveedores coincide con BuscaGym.',
  open: (n: number) => count(n, 'diferencia abierta', 'diferencias abiertas'),
  caption: 'Diferencias encontradas, las abiertas primero',
  provider: 'Proveedor',
  ids: 'Pedido y referencias',
  order: (id: string) => `Pedido ${id}`,
  providerObject: (id: string) => `En el proveedor: ${id}`,
  ours: 'En BuscaGym',
  theirs: 'En el proveedor',
  none: '—',
  foundAt: 'Encontrada',
  whatToDo: 'Qué hacer',
  state: 'Estado',
  openState: 'Abierta',
  resolvedAuto: (at: string) => `Resuelta sola el ${at}`,
  resolvedAdmin: (at: string) => `Resuelta el ${at}`,
  resolve: 'Marcar como resuelto',
  resolving: 'Marcando…',
  resolveError: 'No pudimos marcarla como resuelta.',
  providers: { manual: 'Demo', stripe: 'Stripe', mercadopago: 'MercadoPago' },
} as const;
