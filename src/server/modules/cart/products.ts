/**
 * What is sold (docs/architecture.md §5; ADR 0008): the membership of every active gym (its `price`, ARS per
 * month) and each of its services with a price (ARS per class). Prices are always read here, from the
 * database; bodies carry ids only.
 * @module
 */
import type { Product } from '../../../shared/contract/cart';
import { toDecimal } from '../../../shared/contract/common';
import { PRODUCT_UNITS } from '../../../shared/constants/commerce';
import { commerceMessages } from '../../../shared/messages';
import { AppError } from '../../app-error';
import type { Database } from '../../db/client';
import { toCentavos } from '../../../shared/domain/money';
import { findProductsOfGym, type ProductRow } from './product-queries';

/** True when a product can be bought now: its gym is published and its price is above zero. */
export function isSellable(row: ProductRow): row is ProductRow & { unitPrice: string } {
  return row.gymActive && row.unitPrice !== null && toCentavos(row.unitPrice) > 0;
}

/** The wire form of a stored product (SPEC §3 decimal for the price). */
export function toProduct(row: ProductRow & { unitPrice: string }): Product {
  return {
    _id: row.productId,
    gymId: row.gymId,
    gymName: row.gymName,
    name: row.serviceName ?? commerceMessages.membershipName,
    kind: row.kind,
    unitPrice: toDecimal(row.unitPrice),
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
