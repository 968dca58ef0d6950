/**
 * Display of a product's price: the amount in its currency with its unit ("$ 25.000 / mes").
 * @module
 */
import type { Decimal } from '../../../../shared/contract/common';
import type { Currency } from '../../../../shared/domain/currency';
import { formatMoney } from '../../../lib/format';

/**
 * A unit price in its currency with its unit, e.g. `$ 25.000 / mes` (`$ 4.000,50 / clase` with centavos,
 * `R$ 150,00 / clase` in reais; ADR 0053).
 */
export function unitPriceLabel(price: Decimal, currency: Currency, unit: string): string {
  return `${formatMoney(price, currency)} / ${unit}`;
}
