/**
 * Opening hours on screens (ADR 0025): the open-state line, the gym page's week, the "Abierto ahora"
 * switch and the partner's weekly editor.
 * @module
 */
export { OpenStatus } from './components/OpenStatus';
export { OpeningWeek } from './components/OpeningWeek';
export { OpenNowSwitch } from './components/OpenNowSwitch';
export { OpeningHoursField } from './components/OpeningHoursField';
