/**
 * Demo mode (docs/architecture.md §3, §5): the configuration runs the `manual` demo provider, so no money is
 * real and every screen where money shows says "Modo demostración". The seed writes its demo values
 * (owners, prices, timetables, reviews) in demo mode only (ADR 0025 "Demo values in demo mode only").
 * @module
 */
import type { Config } from '../../config';
import { createPaymentProvider } from './provider-config';

/**
 * True when `config` chooses the `manual` demo provider.
 * @throws Error when the payment configuration is partial or malformed (as {@link createPaymentProvider})
 */
export function isDemoMode(config: Config): boolean {
  return createPaymentProvider(config).name === 'manual';
}
