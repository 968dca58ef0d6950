/**
 * Opening hours on screens (ADR 0025): the open-state line and the "Abierto ahora" switch of the
 * catalogue (the gym page's week is in gyms/detail, the partner's weekly editor in partners/hours).
 * @module
 */
export { OpenNowSwitch } from './OpenNowSwitch';
export { OpenStatus } from './OpenStatus';
