/**
 * What is sold (docs/architecture.md §5; ADR 0008): the membership of every active gym (its `price` per
 * month) and each of its services with a price (per class), each in the currency of its gym's country
 * (ADR 0053). Prices are always read here, from the database; bodies carry ids only.
 * @module
 */
import type { Product } from '../../../shared/contract/cart';
import { toDecimal } from '../../../shared/contract/common';
import { PRODUCT_UNITS } from '../../../shared/constants/commerce';
import { commerceMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { countryOfLower } from '../../../shared/domain/country-case';
import { currencyOfCountry } from '../../../shared/domain/currency';
import { toCentavos } from '../../../shared/domain/money';
import { findProductsOfGym, type ProductRow } from './product-queries';

/**
 * True when a product can be bought now: its gym is published, in a country BuscaGym sells in (an
 * imported gym may lie in another, without a currency here; ADR 0053) and its price is above zero.
 */
export function isSellable(row: ProductRow): row is ProductRow & { unitPrice: string } {
  return (
    row.gymActive &&
    countryOfLower(row.country) !== null &&
    row.unitPrice !== null &&
    toCentavos(row.unitPrice) > 0
  );
}

/** The wire form of a stored product (SPEC §3 decimal for the price, with its currency: ADR 0053). */
export function toProduct(row: ProductRow & { unitPrice: string }): Product {
  return {
    _id: row.productId,
    gymId: row.gymId,
    gymName: row.gymName,
    name: row.serviceName ?? commerceMessages.membershipName,
    kind: row.kind,
    unitPrice: toDecimal(row.unitPrice),
    currency: currencyOfCountry(row.country),
    unit: PRODUCT_UNITS[row.kind],
    description: row.description,
  };
}

/**
 * What gym `gymId` sells now.
 * @throws AppError NOT_FOUND when the gym is unknown or not published
 */
export async function listGymProducts(db: Database, gymId: string): Promise<Product[]> {
  const rows = await findProductsOfGym(db, gymId);
  const membership = rows.find((r) => r.kind === 'membership');
  if (!membership?.gymActive) throw new AppError('NOT_FOUND', commerceMessages.gymNotSelling);
  return rows.filter(isSellable).map(toProduct);
}
