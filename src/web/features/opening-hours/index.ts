/**
 * Opening hours on screens (ADR 0025): the open-state line, the gym page's week, the "Abierto ahora"
 * switch and the partner's weekly editor.
 * @module
 */
export { OpenStatus } from './OpenStatus';
export { OpeningWeek } from './OpeningWeek';
export { OpenNowSwitch } from './OpenNowSwitch';
export { OpeningHoursField } from './OpeningHoursField';
