/**
 * es-AR display of a product's price: the amount with its unit ("$ 25.000 / mes").
 * @module
 */
import type { Decimal } from '../../../../shared/contract/common';
import { formatMoney } from '../../../lib/format';

/** A unit price with its unit, e.g. `$ 25.000 / mes` (`$ 4.000,50 / clase` with centavos). */
export function unitPriceLabel(price: Decimal, unit: string): string {
  return `${formatMoney(price)} / ${unit}`;
}
