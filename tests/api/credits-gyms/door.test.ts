/**
 * The door check-in of a member's Pase BuscaGym door pass (ADR 0045 "Check-in"): the member's phone
 * gets the door pass's rotating-code secret (`POST /api/credits/pass`, the shape of a gym pass's, ADR
 * 0029) and the partner scans `BGT1.<id>.<otp>` at `POST /api/passes/checkin`. A credit visit of today or
 * a credit booking starting within the attendance window at the partner's gym is admitted and settled as
 * attended, the gym paid once (`credit:{id}:settled`); a repeat writes nothing; a code's step opens once;
 * another partner's door, no booking and a cancelled booking are refused with the Spanish message; ten
 * scans at once settle once.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditVisit } from '../../../src/shared/contract/credits-gyms';
import type { CheckinResponse } from '../../../src/shared/contract/orders';
import type { RotatingSecretResponse } from '../../../src/shared/contract/passes';
import { commerceMessages, creditDoorMessages } from '../../../src/shared/messages';
import { settleNoShows } from '../../../src/server/modules/credits/index';
import type { Client } from '../account/helpers';
import { BOOKINGS, localDate } from '../classes/helpers';
import { GYM_A, GYM_B, buildCommerceApp, rowsOf, signedIn, type CommerceTestApp } from '../commerce/helpers';
import {
  adminClient,
  creditBookingIn,
  expectBalanced,
  giveCredits,
  linesOf,
  optIn,
  sessionFor,
  VISITS,
  walletOf,
} from './helpers';
import { awayFromStepEdge, codeAt } from '../passes/device';

const CHECKIN = '/api/passes/checkin';
const DOOR_PASS = '/api/credits/pass';
let t: CommerceTestApp;
let owner: Client;
let ownerB: Client;
let admin: Client;

beforeAll(async () => {
  t = await buildCommerceApp();
  owner = await sessionFor(t, t.partnerA);
  ownerB = await sessionFor(t, t.partnerB);
  admin = await adminClient(t);
  await optIn(owner, admin, GYM_A, { visitCredits: 2, classCredits: 1 }, '1000.00');
});
afterAll(async () => t?.close());

/** A member with 10 credits worth $ 10 000 and the secret of its door pass. */
async function creditMember(name: string) {
  const member = await signedIn(t, 'user', name);
  await giveCredits(t, member.id, 10, 1_000_000);
  const res = await member.client.post(DOOR_PASS);
  expect(res.statusCode, res.body).toBe(200);
  return { ...member, secret: res.json<RotatingSecretResponse>() };
}

/** How many ledger entries settled `id` (0 or 1). */
async function settlements(id: string): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    t,
    sql`select count(*)::int as n from ledger_entries where event_key = ${`credit:${id}:settled`}`,
  );
  return row?.n ?? 0;
}

describe('POST /api/credits/pass', () => {
  it('gives a member with credits one door pass, in the shape of a gym pass’s rotating secret', async () => {
    const member = await creditMember('Julia Pase');
    const again = (await member.client.post(DOOR_PASS)).json<RotatingSecretResponse>();
    expect(again).toEqual(member.secret);
    expect(member.secret).toMatchObject({ algorithm: 'SHA256', digits: 8, period: 30 });
    const none = await (await signedIn(t, 'user', 'Sin Créditos')).client.post(DOOR_PASS);
    expect(none.statusCode).toBe(404);
    expect(none.json()).toMatchObject({ message: creditDoorMessages.noPass });
    expect((await owner.post(DOOR_PASS)).statusCode).toBe(403);
  });
});

describe('check-in with the door pass', () => {
  it('admits today’s visit once, pays the gym once, and a repeat writes nothing', async () => {
    const member = await creditMember('Vera Visita');
    const visited = await member.client.post(VISITS, { gymId: GYM_A, day: localDate(0) });
    expect(visited.statusCode, visited.body).toBe(201);
    const visit = visited.json<{ visit: CreditVisit }>().visit;
    await awayFromStepEdge();

    const scan = await owner.post(CHECKIN, { code: codeAt(member.secret) });
    expect(scan.statusCode, scan.body).toBe(200);
    const answer = scan.json<CheckinResponse>();
    expect(answer).toMatchObject({ admitted: true, repeat: false, state: 'valid' });
    expect(answer.credit).toMatchObject({ kind: 'visit', _id: visit._id, credits: 2, day: localDate(0) });
    expect(answer.pass).toMatchObject({
      _id: member.secret.passId,
      gymId: GYM_A,
      productName: creditDoorMessages.productName,
      memberFirstName: 'Vera',
      visits: 1,
    });
    expect(await linesOf(t, `credit:${visit._id}:settled`)).toEqual([
      { code: 'credit_liability', amount: 200_000 },
      { code: `partner:${t.partnerA}`, amount: -200_000 },
    ]);
    const [row] = await rowsOf<{ status: string }>(
      t,
      sql`select status from credit_visits where id = ${visit._id}`,
    );
    expect(row?.status).toBe('attended');

    // The same code again: its step opened the door already.
    const same = await owner.post(CHECKIN, { code: codeAt(member.secret) });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ message: commerceMessages.passCodeUsed });
    // The next step's code: the same entry, nothing written.
    const repeat = await owner.post(CHECKIN, { code: codeAt(member.secret, 1) });
    expect(repeat.statusCode, repeat.body).toBe(200);
    expect(repeat.json<CheckinResponse>()).toMatchObject({ admitted: true, repeat: true });
    expect(await settlements(visit._id)).toBe(1);
    expect(await walletOf(t, member.id)).toEqual({ balance: 8, value: 800_000 });
    // The no-show job finds nothing left of it.
    await settleNoShows(t.handle.db, new Date(Date.now() + 2 * 86_400_000));
    expect(await settlements(visit._id)).toBe(1);
    expect(await walletOf(t, member.id)).toEqual({ balance: 8, value: 800_000 });
    await expectBalanced(admin);
  });

  it('admits a class booked with credits starting within the hour and marks it attended and settled', async () => {
    const member = await creditMember('Clara Clase');
    const booking = await creditBookingIn(t, owner, member.client, 30);
    await awayFromStepEdge();
    const scan = await owner.post(CHECKIN, { code: codeAt(member.secret) });
    expect(scan.statusCode, scan.body).toBe(200);
    const answer = scan.json<CheckinResponse>();
    expect(answer).toMatchObject({ admitted: true, repeat: false });
    expect(answer.credit).toMatchObject({ kind: 'class', _id: booking._id, credits: 1 });
    expect(answer.pass.kind).toBe('service');
    const [row] = await rowsOf<{ status: string; settled: boolean }>(
      t,
      sql`select status, credit_settled_at is not null as settled from bookings where id = ${booking._id}`,
    );
    expect(row).toEqual({ status: 'attended', settled: true });
    expect(await linesOf(t, `credit:${booking._id}:settled`)).toEqual([
      { code: 'credit_liability', amount: 100_000 },
      { code: `partner:${t.partnerA}`, amount: -100_000 },
    ]);
    const later = await settleNoShows(t.handle.db, new Date(Date.now() + 3 * 3_600_000));
    expect(later.bookings).toBe(0);
    expect(await settlements(booking._id)).toBe(1);
    await expectBalanced(admin);
  });

  it('refuses another partner’s door, a member with nothing booked and a cancelled booking', async () => {
    const member = await creditMember('Rita Rechazo');
    await member.client.post(VISITS, { gymId: GYM_A, day: localDate(0) });
    await awayFromStepEdge();
    const elsewhere = await ownerB.post(CHECKIN, { code: codeAt(member.secret) });
    expect(elsewhere.statusCode).toBe(409);
    expect(elsewhere.json()).toMatchObject({ message: creditDoorMessages.nothingHere });
    const notMine = await owner.post(CHECKIN, { code: codeAt(member.secret), gymId: GYM_B });
    expect(notMine.statusCode).toBe(403);

    const idle = await creditMember('Nadia Nada');
    const nothing = await owner.post(CHECKIN, { code: codeAt(idle.secret) });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ message: creditDoorMessages.nothingHere });

    const quitter = await creditMember('Cata Cancela');
    const booking = await creditBookingIn(t, owner, quitter.client, 20);
    const cancelled = await quitter.client.delete(`${BOOKINGS}/${booking._id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const code = codeAt(quitter.secret);
    const refused = await owner.post(CHECKIN, { code });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: creditDoorMessages.nothingHere });
    expect(await settlements(booking._id)).toBe(0);
    // A refused scan took no step: the same code is refused for the same reason, not "Código ya usado".
    expect((await owner.post(CHECKIN, { code })).json()).toMatchObject({
      message: creditDoorMessages.nothingHere,
    });
  });

  it('ten scans at once admit once and settle once', async () => {
    const member = await creditMember('Rosa Rush');
    const booking = await creditBookingIn(t, owner, member.client, 10);
    await awayFromStepEdge();
    const codes = Array.from({ length: 10 }, (_, i) => codeAt(member.secret, (i % 3) - 1));
    const answers = await Promise.all(codes.map((code) => owner.post(CHECKIN, { code })));
    const admitted = answers.filter((r) => r.statusCode === 200).map((r) => r.json<CheckinResponse>());
    expect(admitted.filter((a) => !a.repeat)).toHaveLength(1);
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(409);
      expect(r.json()).toMatchObject({ message: commerceMessages.passCodeUsed });
    }
    expect(await settlements(booking._id)).toBe(1);
    expect(await walletOf(t, member.id)).toEqual({ balance: 9, value: 900_000 });
    await expectBalanced(admin);
  });
});
