// The order's ceiling is per currency (ADR 0053, `ORDER_MAX_TOTAL`): a cart in pesos mexicanos or reais is
// compared with its currency's ceiling, in its minor units, and the refusal quotes that ceiling as its
// country writes it. A gym of México or Brasil is the shop's gym B moved to `gyms.country = 'mx' | 'br'`
// in the test database; Argentina's refusal is checked in orders.test.ts.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutResponse } from '../../../src/shared/contract/orders';
import { ORDER_MAX_TOTAL } from '../../../src/shared/domain/order-ceiling';
import { formatAmount } from '../../../src/shared/domain/currency';
import { commerceMessages } from '../../../src/shared/messages';
import { buildCommerceApp, cartAction, checkoutWith, GYM_B, signedIn, type CommerceTestApp } from './helpers';

let t: CommerceTestApp;
beforeAll(async () => {
  t = await buildCommerceApp();
});
afterAll(async () => t?.close());

/** Intl writes a no-break space after `R$`; the expectations read it as a space. */
const plain = (s: string) => s.replace(/\s/g, ' ');

/** Gym B in `country` at `price`, put back in Argentina at 9 999.99 after `body`. */
async function withGymB(country: 'mx' | 'br', price: string, body: () => Promise<void>): Promise<void> {
  await t.handle.db.execute(
    sql`update gyms set country = ${country}, price = ${price} where id = ${GYM_B}::uuid`,
  );
  try {
    await body();
  } finally {
    await t.handle.db.execute(
      sql`update gyms set country = 'ar', price = '9999.99' where id = ${GYM_B}::uuid`,
    );
  }
}

/** A new member's checkout of gym B × `qty`. */
async function checkoutOfGymB(qty: number, locale?: 'pt-BR' | 'es-MX') {
  const { id, client } = await signedIn(t);
  if (locale) await t.handle.db.execute(sql`update users set locale = ${locale} where id = ${id}::uuid`);
  for (let i = 0; i < qty; i += 1) await cartAction(client, { action: 'add', id: GYM_B });
  return checkoutWith(client);
}

describe('the order ceiling of the cart’s currency', () => {
  it('keeps Argentina’s ceiling and its quote: 5 000 000 pesos, "$ 5.000.000"', () => {
    expect(ORDER_MAX_TOTAL.ARS).toBe(5_000_000);
    expect(plain(commerceMessages.totalTooHigh(formatAmount(ORDER_MAX_TOTAL.ARS, 'ARS')))).toBe(
      'El total supera el máximo por compra ($ 5.000.000). Dividí la compra en partes.',
    );
  });

  it('refuses a cart in pesos mexicanos above MXN 60 000 (400), quoted "$60,000.00"', async () => {
    expect(ORDER_MAX_TOTAL.MXN).toBe(60_000);
    // Under Argentina's ceiling in units, above México's: the ceiling is the currency's own.
    await withGymB('mx', '30000.01', async () => {
      const res = await checkoutOfGymB(2);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        code: 'VALIDATION',
        message: commerceMessages.totalTooHigh(formatAmount(ORDER_MAX_TOTAL.MXN, 'MXN')),
      });
      expect(plain(res.json<{ message: string }>().message)).toBe(
        'El total supera el máximo por compra ($60,000.00). Dividí la compra en partes.',
      );
    });
  });

  it('checks out a cart in pesos mexicanos of exactly MXN 60 000 (201)', async () => {
    await withGymB('mx', '30000.00', async () => {
      const res = await checkoutOfGymB(2);
      expect(res.statusCode).toBe(201);
      expect(res.json<CheckoutResponse>().order).toMatchObject({
        currency: 'MXN',
        total: { $numberDecimal: '60000.00' },
      });
    });
  });

  it('refuses a cart in reais above BRL 20 000 (400), quoted "R$ 20.000,00", in the member’s language', async () => {
    expect(ORDER_MAX_TOTAL.BRL).toBe(20_000);
    await withGymB('br', '20000.01', async () => {
      const res = await checkoutOfGymB(1);
      expect(res.statusCode).toBe(400);
      expect(plain(res.json<{ message: string }>().message)).toBe(
        'El total supera el máximo por compra (R$ 20.000,00). Dividí la compra en partes.',
      );
      const br = await checkoutOfGymB(1, 'pt-BR');
      expect(br.statusCode).toBe(400);
      expect(plain(br.json<{ message: string }>().message)).toBe(
        'O total passa do máximo por compra (R$ 20.000,00). Divida a compra em partes.',
      );
    });
  });

  it('checks out a cart in reais of exactly BRL 20 000 (201)', async () => {
    await withGymB('br', '10000.00', async () => {
      const res = await checkoutOfGymB(2);
      expect(res.statusCode).toBe(201);
      expect(res.json<CheckoutResponse>().order).toMatchObject({
        currency: 'BRL',
        total: { $numberDecimal: '20000.00' },
      });
    });
  });
});
