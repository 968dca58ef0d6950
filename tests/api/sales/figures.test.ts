// The partner's sales figures (SPEC §7 `GET /api/partner/sales/allsales/{id}`): equal to sums recomputed
// from the rows, to the centavo, over Buenos Aires days and months; distinct clients, active passes and
// the balance due after payouts.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payouts } from '../../../src/server/db/schema-sales';
import type { SalesFiguresResponse } from '../../../src/shared/contract/sales';
import { fromCentavos, toCentavos } from '../../../src/shared/domain/money';
import { sessionFor } from '../account/helpers';
import { GYM_B, rowsOf, signedIn, YOGA } from '../commerce/helpers';
import { buyerId, figures, owner, rowsIn, sum, t, useSalesApp } from './sales-fixture';

useSalesApp();

describe('the figures', () => {
  it('equal the sums recomputed from the rows, by range, gym, product and Buenos Aires month', async () => {
    const from = '2025-03-01';
    const to = '2026-03-31';
    const res = await owner.get(figures(t.partnerA, `?from=${from}&to=${to}`));
    expect(res.statusCode).toBe(200);
    const f = res.json<SalesFiguresResponse>();
    const rows = await rowsIn(t.partnerA, from, to);
    expect(f.range).toEqual({ from, to });
    expect(f.totals).toEqual({
      gross: { $numberDecimal: sum(rows, 'gross') },
      commission: { $numberDecimal: sum(rows, 'commission') },
      net: { $numberDecimal: sum(rows, 'net') },
      sales: rows.length,
      units: rows.reduce((a, r) => a + r.quantity, 0),
    });
    // Half up to the centavo per sale: 0.10 × 7.5 % = 0.0075 → 0.01; 0.06 × 7.5 % = 0.0045 → 0.00.
    expect(rows.filter((r) => r.gross === '0.10').map((r) => r.commission)).toEqual(['0.01']);
    expect(rows.filter((r) => r.gross === '0.06').map((r) => r.commission)).toEqual(['0.00']);
    // 12 months ending March 2026; 28 Feb 23:59:59 in Buenos Aires counts in February.
    expect(f.byMonth.map((m) => m.month)).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    const month = (m: string) => f.byMonth.find((x) => x.month === m);
    expect(month('2026-02')?.gross.$numberDecimal).toBe('1000.00');
    expect(month('2026-03')?.gross.$numberDecimal).toBe(
      sum(
        rows.filter((r) => r.month === '2026-03'),
        'gross',
      ),
    );
    expect(month('2025-04')?.gross.$numberDecimal).toBe('3333.33');
    expect(month('2025-05')).toMatchObject({ gross: { $numberDecimal: '0.00' }, sales: 0 });
    const byGymTotal = f.byGym.reduce((a, g) => a + toCentavos(g.net.$numberDecimal), 0);
    expect(fromCentavos(byGymTotal)).toBe(f.totals.net.$numberDecimal);
    const byProductTotal = f.byProduct.reduce((a, p) => a + toCentavos(p.gross.$numberDecimal), 0);
    expect(fromCentavos(byProductTotal)).toBe(f.totals.gross.$numberDecimal);
    const yoga = f.byProduct.filter((p) => p.product.gymServiceId === YOGA);
    expect(yoga).toHaveLength(1);
    expect(yoga[0]?.gross.$numberDecimal).toBe(
      sum(
        rows.filter((r) => r.product_name === 'Yoga de prueba'),
        'gross',
      ),
    );
    expect(f.clients).toBe(new Set(rows.map((r) => r.buyer_id).filter(Boolean)).size);
  });

  it('counts distinct clients and active passes today, and the balance due after payouts', async () => {
    const f = (await owner.get(figures(t.partnerA))).json<SalesFiguresResponse>();
    expect(f.clients).toBe(2);
    // Passes of today's purchases at gym A: membership, Yoga ×2 (one pass), Natación ×3.
    expect(f.activePasses).toBe(3);
    await t.handle.db.insert(payouts).values([
      {
        partnerId: t.partnerA,
        amount: '1000.00',
        cbu: '2850590940090418135201',
        reference: 'TRF-1',
        paidAt: new Date('2026-04-01T15:00:00Z'),
      },
      {
        partnerId: t.partnerA,
        amount: '250.50',
        cbu: '2850590940090418135201',
        reference: 'TRF-2',
        paidAt: new Date('2026-05-01T15:00:00Z'),
      },
    ]);
    await t.handle.db.execute(sql`select ledger_post_history()`); // payouts written by SQL (ADR 0042)
    const after = (await owner.get(figures(t.partnerA))).json<SalesFiguresResponse>();
    const [all] = await rowsOf<{ net: string }>(
      t,
      sql`select sum(net)::text as net from sales where partner_id = ${t.partnerA}`,
    );
    expect(after.balance.net.$numberDecimal).toBe(all?.net);
    expect(after.balance.paidOut.$numberDecimal).toBe('1250.50');
    expect(after.balance.due.$numberDecimal).toBe(fromCentavos(toCentavos(all?.net ?? '0') - 125050));
    expect(after.balance.payouts.map((p) => p.reference)).toEqual(['TRF-2', 'TRF-1']);
    const b = (await (await sessionFor(t, t.partnerB)).get(figures(t.partnerB))).json<SalesFiguresResponse>();
    expect(b.balance.payouts).toEqual([]);
    expect(b.totals.sales).toBe(1);
    expect(b.clients).toBe(1);
    expect(buyerId).toBeTruthy();
  });

  it('a gym filter keeps only that gym; a partner with no sales gets zeros', async () => {
    const gymB = (await owner.get(figures(t.partnerA, `?gym=${GYM_B}`))).json<SalesFiguresResponse>();
    expect(gymB.totals).toMatchObject({ gross: { $numberDecimal: '0.00' }, sales: 0 });
    expect(gymB.byGym).toEqual([]);
    expect(gymB.byMonth.every((m) => m.sales === 0)).toBe(true);
    expect(gymB.activePasses).toBe(0);
    const fresh = await signedIn(t, 'partner', 'Nueva Dueña');
    await t.handle.db.execute(sql`insert into partners (user_id, name) values (${fresh.id}, 'Nueva')`);
    const empty = (await fresh.client.get(figures(fresh.id))).json<SalesFiguresResponse>();
    expect(empty.totals.sales).toBe(0);
    expect(empty.balance.due.$numberDecimal).toBe('0.00');
  });
});
