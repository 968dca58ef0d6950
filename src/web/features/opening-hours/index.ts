/**
 * Opening hours on screens (ADR 0025): the open-state line of the catalogue (the "Abierto ahora" filter
 * is one of the catalogue's switches, gyms/list/FilterSwitch; the gym page's week is in gyms/detail, the
 * partner's weekly editor in partners/hours).
 * @module
 */
export { OpenStatus } from './OpenStatus';
