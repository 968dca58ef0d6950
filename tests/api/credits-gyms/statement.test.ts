/**
 * The partner's monthly statement lists what Pase BuscaGym paid his gyms (ADR 0045): `visits`, the sum,
 * is part of the closing (which is the balance due the sales figures show), and `visitLines` lists each
 * settled visit or class by day and member (name only) with its outcome — attended at the door, a late
 * cancel, a no-show — its credits and what the gym was paid; a forgiven one is not there. The CSV adds
 * them as a second table.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RotatingSecretResponse } from '../../../src/shared/contract/passes';
import type { StatementResponse } from '../../../src/shared/contract/ledger';
import type { SalesFiguresResponse } from '../../../src/shared/contract/sales';
import { buenosAiresMonth } from '../../../src/shared/domain/dates';
import { ledgerMessages } from '../../../src/shared/messages';
import { settleNoShows } from '../../../src/server/modules/credits/index';
import type { Client } from '../account/helpers';
import { BOOKINGS, localDate } from '../classes/helpers';
import { GYM_A, buildCommerceApp, rowsOf, signedIn, type CommerceTestApp } from '../commerce/helpers';
import { awayFromStepEdge, codeAt } from '../passes/device';
import {
  adminClient,
  creditBookingIn,
  expectBalanced,
  giveCredits,
  optIn,
  sessionFor,
  VISITS,
} from './helpers';

let t: CommerceTestApp;
let owner: Client;
let admin: Client;
const ars = (v: string) => ({ $numberDecimal: v });
const statementUrl = (month: string, format = 'json') =>
  `/api/partner/statement/${t.partnerA}?month=${month}&format=${format}`;

beforeAll(async () => {
  t = await buildCommerceApp();
  owner = await sessionFor(t, t.partnerA);
  admin = await adminClient(t);
  await optIn(owner, admin, GYM_A, { visitCredits: 2, classCredits: 1 }, '1000.00');
});
afterAll(async () => t?.close());

describe('the statement’s Pase BuscaGym lines', () => {
  it('lists the attended visit, the late cancel and the no-show; the forgiven one is not there', async () => {
    const ana = await signedIn(t, 'user', 'Ana Estado');
    await giveCredits(t, ana.id, 10, 1_000_000);
    expect((await ana.client.post(VISITS, { gymId: GYM_A, day: localDate(0) })).statusCode).toBe(201);
    const secret = (await ana.client.post('/api/credits/pass')).json<RotatingSecretResponse>();
    await awayFromStepEdge();
    expect((await owner.post('/api/passes/checkin', { code: codeAt(secret) })).statusCode).toBe(200);

    const beto = await signedIn(t, 'user', 'Beto Tarde');
    await giveCredits(t, beto.id, 10, 1_000_000);
    const forgiven = await creditBookingIn(t, owner, beto.client, 30, { name: 'Funcional' });
    expect((await beto.client.delete(`${BOOKINGS}/${forgiven._id}`)).statusCode).toBe(200);
    const late = await creditBookingIn(t, owner, beto.client, 40, { name: 'Funcional' });
    expect((await beto.client.delete(`${BOOKINGS}/${late._id}`)).statusCode).toBe(200);
    const missed = await creditBookingIn(t, owner, beto.client, 50);
    await rowsOf(
      t,
      sql`update class_sessions set starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour'
           where id = (select session_id from bookings where id = ${missed._id})`,
    );
    expect((await settleNoShows(t.handle.db)).bookings).toBe(1);

    const month = buenosAiresMonth();
    const res = await owner.get(statementUrl(month));
    expect(res.statusCode, res.body).toBe(200);
    const s = res.json<StatementResponse>();
    expect(s.visits).toEqual(ars('4000.00'));
    const lines = [...s.visitLines].sort((a, b) => a.outcome.localeCompare(b.outcome));
    expect(lines).toEqual([
      expect.objectContaining({
        memberName: 'Ana Estado',
        gymId: GYM_A,
        kind: 'visit',
        className: null,
        outcome: 'attended',
        credits: 2,
        amount: ars('2000.00'),
        day: localDate(0),
      }),
      expect.objectContaining({
        memberName: 'Beto Tarde',
        kind: 'class',
        className: 'Funcional',
        outcome: 'lateCancel',
        credits: 1,
        amount: ars('1000.00'),
      }),
      expect.objectContaining({
        memberName: 'Beto Tarde',
        kind: 'class',
        outcome: 'noShow',
        credits: 1,
        amount: ars('1000.00'),
      }),
    ]);
    const c = (d: { $numberDecimal: string }) => Math.round(Number(d.$numberDecimal) * 100);
    expect(c(s.closing)).toBe(
      c(s.opening) + c(s.sales) + c(s.visits) - c(s.commission) - c(s.refunds) - c(s.payouts),
    );
    const figures = (
      await owner.get(`/api/partner/sales/allsales/${t.partnerA}`)
    ).json<SalesFiguresResponse>();
    expect(s.closing).toEqual(figures.balance.due);

    const csv = await owner.get(statementUrl(month, 'csv'));
    expect(csv.statusCode).toBe(200);
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toBe(ledgerMessages.csvHeader.join(';'));
    expect(rows[2]).toBe('');
    expect(rows[3]).toBe(ledgerMessages.csvVisitHeader.join(';'));
    expect(rows.slice(4)).toContain(
      `${localDate(0)};Ana Estado;${lines[0]?.gymName ?? ''};Visita libre;;Asistió;2;2000,00`,
    );
    expect(rows).toHaveLength(7);
    await expectBalanced(admin);
  });
});
