// The partner's sales (SPEC §7 `GET /api/partner/sales/{id}`): who may read them and the list (newest
// first, paged, filtered, buyer shown as "Nombre I."); the figures: figures.test.ts.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SalesListResponse } from '../../../src/shared/contract/sales';
import { salesMessages } from '../../../src/shared/messages';
import { toCentavos } from '../../../src/shared/domain/money';
import { Client, sessionFor } from '../account/helpers';
import { leaksInternals } from '../helpers/app';
import { GYM_A, GYM_B, signedIn, YOGA } from '../commerce/helpers';
import { figures, list, owner, t, useSalesApp } from './sales-fixture';

useSalesApp();

describe('who may read sales', () => {
  it('refuses visitors (401), members, other partners (403) and answers the partner and admins', async () => {
    const visitor = new Client(t.app);
    expect((await visitor.get(list(t.partnerA))).statusCode).toBe(401);
    expect((await visitor.get(figures(t.partnerA))).statusCode).toBe(401);
    const member = await signedIn(t, 'user');
    const refused = await member.client.get(figures(t.partnerA));
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(salesMessages.partnersOnly);
    const partnerB = await sessionFor(t, t.partnerB);
    expect((await partnerB.get(list(t.partnerA))).statusCode).toBe(403);
    expect((await partnerB.get(figures(t.partnerA))).statusCode).toBe(403);
    expect((await owner.get(list(t.partnerA))).statusCode).toBe(200);
    const admin = await signedIn(t, 'admin');
    expect((await admin.client.get(figures(t.partnerA))).statusCode).toBe(200);
    expect((await admin.client.get(list(randomUUID()))).statusCode).toBe(404);
  });

  it('answers bad filters with 400 and a Spanish message, never a 500', async () => {
    const cases: [string, string][] = [
      ['?from=2026-02-30', salesMessages.dateInvalid],
      ['?from=ayer', salesMessages.dateInvalid],
      ['?from=2026-03-02&to=2026-03-01', salesMessages.rangeReversed],
      ['?from=2000-01-01&to=2026-03-01', salesMessages.rangeTooLong],
      ['?gym=abc', salesMessages.gymInvalid],
      ['?product=zapatillas', salesMessages.productInvalid],
      ['?limit=0', salesMessages.limit],
      ['?limit=101', salesMessages.limit],
      ['?page=0', salesMessages.page],
    ];
    for (const [q, message] of cases) {
      const res = await owner.get(list(t.partnerA, q));
      expect(res.statusCode, q).toBe(400);
      const body = res.json<{ message: string; fields?: Record<string, string> }>();
      expect([body.message, ...Object.values(body.fields ?? {})], q).toContain(message);
      expect(leaksInternals(res.body)).toBe(false);
    }
    expect((await owner.get(list('nope'))).statusCode).toBe(400);
  });
});

describe('the sales list', () => {
  it("lists the partner's own sales newest first with the buyer as first name and initial", async () => {
    const res = await owner.get(list(t.partnerA));
    expect(res.statusCode).toBe(200);
    const body = res.json<SalesListResponse>();
    // Today's purchases: membership, Yoga ×2 (one line), Natación ×3; not gym B's (partner B).
    expect(body.total).toBe(3);
    expect(body.sales.map((s) => s.gym._id)).toEqual([GYM_A, GYM_A, GYM_A]);
    const dates = body.sales.map((s) => s.date);
    expect([...dates].sort().reverse()).toEqual(dates);
    const yoga = body.sales.find((s) => s.product.gymServiceId === YOGA);
    expect(yoga).toMatchObject({
      qty: 2,
      unitPrice: { $numberDecimal: '2000.50' },
      gross: { $numberDecimal: '4001.00' },
      commissionPercent: 7.5,
      commission: { $numberDecimal: '300.08' },
      net: { $numberDecimal: '3700.92' },
      buyer: 'Lucía P.',
    });
    expect(yoga?.reference).toMatch(/^BG-/);
    expect(res.body).not.toContain('Gómez');
    for (const s of body.sales)
      expect(toCentavos(s.commission.$numberDecimal) + toCentavos(s.net.$numberDecimal)).toBe(
        toCentavos(s.gross.$numberDecimal),
      );
  });

  it('filters by range, gym and product, and pages without repeats or gaps', async () => {
    const q = '?from=2025-01-01&to=2026-12-31';
    const all = (await owner.get(list(t.partnerA, `${q}&limit=100`))).json<SalesListResponse>();
    const pages: string[] = [];
    for (let page = 1; page <= Math.ceil(all.total / 2); page += 1) {
      const p = (await owner.get(list(t.partnerA, `${q}&limit=2&page=${page}`))).json<SalesListResponse>();
      expect(p.pages).toBe(Math.ceil(all.total / 2));
      pages.push(...p.sales.map((s) => s._id));
    }
    expect(pages).toEqual(all.sales.map((s) => s._id));
    const yoga = (await owner.get(list(t.partnerA, `${q}&product=${YOGA}`))).json<SalesListResponse>();
    expect(yoga.sales.every((s) => s.product.gymServiceId === YOGA)).toBe(true);
    const memberships = (
      await owner.get(list(t.partnerA, `${q}&product=membership`))
    ).json<SalesListResponse>();
    expect(memberships.sales.every((s) => s.product.kind === 'membership')).toBe(true);
    expect(yoga.total + memberships.total).toBeLessThan(all.total);
    const otherGym = (await owner.get(list(t.partnerA, `${q}&gym=${GYM_B}`))).json<SalesListResponse>();
    expect(otherGym.total).toBe(0);
    const march1 = (
      await owner.get(list(t.partnerA, '?from=2026-03-01&to=2026-03-01'))
    ).json<SalesListResponse>();
    expect(march1.sales.map((s) => [s.date, s.gross.$numberDecimal])).toEqual([
      ['2026-03-01T03:00:00.000Z', '2000.00'],
    ]);
  });
});
