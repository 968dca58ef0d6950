/**
 * Spanish (es-AR, voseo) texts of the administrators' "Pase BuscaGym" section (ADR 0045;
 * docs/architecture.md §5.2): the credit plans (list, create, edit) and a gym's rate per credit. The
 * server's own refusals come from ./credits and ./credits-gyms.
 * @module
 */
import { CREDITS_PER_MONTH_MAX, CREDITS_PER_MONTH_MIN } from '../constants/credits';

/** The section's plans. */
export const adminCreditPlanMessages = {
  plansTitle: 'Planes de créditos',
  loading: 'Cargando los planes…',
  loadError: 'No pudimos cargar los planes.',
  empty: 'Todavía no hay planes. Creá el primero.',
  caption: 'Planes del Pase BuscaGym',
  name: 'Nombre',
  creditsPerMonth: 'Créditos por mes',
  creditsHint: `Un número entero de ${CREDITS_PER_MONTH_MIN} a ${CREDITS_PER_MONTH_MAX}.`,
  monthlyPrice: 'Precio por mes (ARS)',
  priceHint: 'Ejemplo: 24.999 o 24.999,50. Un precio nuevo se cobra desde el mes siguiente de cada socio.',
  active: 'Activo',
  activeHint: 'Un plan inactivo no se ofrece a socios nuevos; quienes ya lo tienen lo conservan.',
  state: 'Estado',
  activeState: 'Activo',
  inactiveState: 'Inactivo',
  actions: 'Acciones',
  create: 'Crear plan',
  createTitle: 'Nuevo plan',
  edit: 'Editar',
  editLabel: (name: string) => `Editar el plan ${name}`,
  editTitle: (name: string) => `Editar ${name}`,
  save: 'Guardar',
  saving: 'Guardando…',
  cancel: 'Cancelar',
  created: (name: string) => `Creamos el plan ${name}.`,
  saved: (name: string) => `Guardamos el plan ${name}.`,
  checkFields: 'Revisá los campos marcados.',
} as const;

/** The section's rate per credit of a gym. */
export const adminCreditRateMessages = {
  rateTitle: 'Tarifa por crédito de un gimnasio',
  rateLead:
    'Lo que BuscaGym le paga al gimnasio por cada crédito usado allí. Un gimnasio aparece con el Pase solo cuando tiene tarifa.',
  searchLabel: 'Gimnasio',
  searchPlaceholder: 'Nombre del gimnasio',
  search: 'Buscar',
  searching: 'Buscando…',
  searchError: 'No pudimos buscar los gimnasios.',
  noGyms: 'No hay gimnasios con ese nombre.',
  results: 'Gimnasios encontrados',
  choose: 'Elegir',
  chooseLabel: (gym: string) => `Elegir ${gym} para fijar la tarifa`,
  loading: 'Cargando las condiciones del gimnasio…',
  loadError: 'No pudimos cargar las condiciones del gimnasio.',
  chosen: (gym: string) => `Tarifa de ${gym}`,
  accepts: 'Acepta el Pase',
  yes: 'Sí',
  no: 'No',
  costs: 'Costos vigentes',
  costsText: (visit: string, klass: string) => `Visita ${visit}, clase ${klass}`,
  noCosts: 'Sin costos definidos',
  currentRate: 'Tarifa actual',
  noRate: 'Sin tarifa',
  rate: 'Tarifa por crédito (ARS)',
  rateHint: 'Ejemplo: 1.200 o 1.250,50.',
  rateInvalid: 'Escribí cuánto se le paga al gimnasio por crédito, en pesos (mayor que 0).',
  save: 'Guardar tarifa',
  saving: 'Guardando…',
  saved: (gym: string, amount: string) => `La tarifa de ${gym} quedó en ${amount} por crédito.`,
} as const;
