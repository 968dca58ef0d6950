/**
 * Public pieces of the push notifications feature (ADR 0031): the offer and the switch as lazy chunks,
 * and leaving this device's subscription when a session ends.
 * @module
 */
export { leaveDevice } from './device';
export { LazyPushOffer, LazyPushSwitch } from './lazy';
