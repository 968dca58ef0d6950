/**
 * The partner's monthly statement lists the Pase BuscaGym visits it was paid for (ADR 0045 "Money in
 * the ledger"; docs/architecture.md §5.2): a late cancel kept pays the gym credits × its rate, and the
 * statement shows it by day, gym and member name only, adds it to the closing (as JSON and as CSV),
 * while a forgiven one is not listed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatementResponse } from '../../../src/shared/contract/ledger';
import type { CreditVisit } from '../../../src/shared/contract/credits-gyms';
import { buenosAiresMonth } from '../../../src/shared/domain/dates';
import { ledgerMessages } from '../../../src/shared/messages';
import type { Client } from '../account/helpers';
import { localDate } from '../classes/helpers';
import { GYM_A, buildCommerceApp, signedIn, type CommerceTestApp } from '../commerce/helpers';
import { adminClient, expectBalanced, giveCredits, optIn, sessionFor, VISITS } from './helpers';

let t: CommerceTestApp;
let owner: Client;
let admin: Client;

beforeAll(async () => {
  t = await buildCommerceApp();
  owner = await sessionFor(t, t.partnerA);
  admin = await adminClient(t);
  await optIn(owner, admin, GYM_A, { visitCredits: 2, classCredits: 1 }, '1250.00');
});
afterAll(async () => t?.close());

const statementUrl = (month: string, format = 'json') =>
  `/api/partner/statement/${t.partnerA}?month=${month}&format=${format}`;

/** Books today's visit at gym A and cancels it: the day started, so it is late. @returns the cancel's outcome */
async function visitCancelledLate(member: Client): Promise<string | undefined> {
  const booked = await member.post(VISITS, { gymId: GYM_A, day: localDate(0) });
  expect(booked.statusCode, booked.body).toBe(201);
  const { _id } = booked.json<{ visit: CreditVisit }>().visit;
  const cancelled = await member.delete(`${VISITS}/${_id}`);
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  return cancelled.json<{ visit: CreditVisit }>().visit.credit.cancelOutcome;
}

describe("the partner's statement and Pase BuscaGym", () => {
  it('lists each visit paid, by day, gym and member name, and adds it to the closing', async () => {
    const month = buenosAiresMonth();
    const before = (await owner.get(statementUrl(month))).json<StatementResponse>();
    const member = await signedIn(t, 'user', 'Camila Ruiz');
    await giveCredits(t, member.id, 6, 600_000);
    expect(await visitCancelledLate(member.client)).toBe('forgiven');
    expect(await visitCancelledLate(member.client)).toBe('kept');

    for (const reader of [owner, admin]) {
      const res = await reader.get(statementUrl(month));
      expect(res.statusCode, res.body).toBe(200);
      const s = res.json<StatementResponse>();
      expect(s.visits.slice(before.visits.length)).toEqual([
        {
          day: localDate(0),
          gymName: 'Gimnasio Ágora',
          memberName: 'Camila Ruiz',
          kind: 'visit',
          reason: 'lateCancel',
          credits: 2,
          amount: { $numberDecimal: '2500.00' },
        },
      ]);
      const c = (d: { $numberDecimal: string }) => Math.round(Number(d.$numberDecimal) * 100);
      expect(c(s.paseVisits) - c(before.paseVisits)).toBe(250_000);
      expect(c(s.closing) - c(before.closing)).toBe(250_000);
      expect(c(s.closing)).toBe(
        c(s.opening) + c(s.sales) + c(s.paseVisits) - c(s.commission) - c(s.refunds) - c(s.payouts),
      );
      expect(JSON.stringify(s)).not.toContain('@example.com');
    }

    const csv = await owner.get(statementUrl(month, 'csv'));
    expect(csv.statusCode).toBe(200);
    const rows = csv.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(rows[0]).toBe(ledgerMessages.csvHeader.join(';'));
    expect(rows[2]).toBe('');
    expect(rows[3]).toBe(ledgerMessages.csvVisitsHeader.join(';'));
    expect(rows.at(-1)).toBe(`${localDate(0)};Gimnasio Ágora;Camila Ruiz;Visita;Canceló tarde;2;2500,00`);
    await expectBalanced(admin);
  });
});
