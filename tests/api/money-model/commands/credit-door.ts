/**
 * The door check-in with Pase BuscaGym credits in the money model (ADR 0045 "Check-in"): a live booking
 * or visit of the run is brought to the door — a visit to today, the run's class session to start in half
 * an hour — and the owner of its gym scans the member's rotating door code (`POST /api/credits/pass`,
 * then `POST /api/passes/checkin` naming the gym). The door admits that one, marks it attended and pays
 * the gym (the invariants find its ledger entry); the member's credits do not move; the same code again
 * is "Código ya usado" and changes nothing. Afterwards what was admitted is moved out of the door's reach
 * (a past day, a past session), and the door pass's last step and admission are cleared before each
 * scan: the model's clock, like the moved deadlines of ./credit-spending, stands for time passing.
 * @module
 */
import { sql } from 'drizzle-orm';
import type * as fc from 'fast-check';
import { expect } from 'vitest';
import type { CheckinResponse } from '../../../../src/shared/contract/orders';
import type { RotatingSecretResponse } from '../../../../src/shared/contract/passes';
import { commerceMessages } from '../../../../src/shared/messages';
import { localDate } from '../../classes/helpers';
import { awayFromStepEdge, codeAt } from '../../passes/device';
import { expectWallet, liveSpends, type CreditSpend } from '../credits-model';
import { unchangedBy } from '../invariants';
import { expectStatus, pickOf, type Model, type Real } from '../model';

const CHECKIN = '/api/passes/checkin';
const DOOR_PASS = '/api/credits/pass';

/** Brings `spend` to the door now; a live visit of the same member and gym today is the one admitted instead. */
async function toTheDoor(r: Real, m: Model, spend: CreditSpend): Promise<CreditSpend> {
  const db = r.world.handle.db;
  const today = localDate(0);
  if (spend.kind === 'booking') {
    await db.execute(
      sql`update class_sessions set starts_at = now() + interval '30 minutes', ends_at = now() + interval '90 minutes'
           where id = ${m.credits.session}::uuid`,
    );
    return spend;
  }
  const sameDay = liveSpends(m.credits, spend.member).find((s) => s.gym === spend.gym && s.day === today);
  if (sameDay) return sameDay;
  spend.day = today;
  await db.execute(sql`update credit_visits set day = ${today}::date where id = ${spend.id}::uuid`);
  return spend;
}

/** Moves admitted `spend` out of the door's reach: its session into the past, or its visit to a past day of its own. */
async function awayFromTheDoor(r: Real, m: Model, spend: CreditSpend): Promise<void> {
  const db = r.world.handle.db;
  if (spend.kind === 'booking') {
    await db.execute(
      sql`update class_sessions set starts_at = now() - interval '3 hours', ends_at = now() - interval '2 hours'
           where id = ${m.credits.session}::uuid`,
    );
    m.credits.session = null;
    return;
  }
  spend.day = localDate(-1 - m.credits.spends.indexOf(spend));
  await db.execute(sql`update credit_visits set day = ${spend.day}::date where id = ${spend.id}::uuid`);
}

/** The owner of a live booking's or visit's gym checks its member in with the door code. */
export class CreditCheckIn implements fc.AsyncCommand<Model, Real> {
  constructor(readonly pick: number) {}

  check = (m: Readonly<Model>): boolean => liveSpends(m.credits).length > 0;

  async run(m: Model, r: Real): Promise<void> {
    const { world } = r;
    const spend = await toTheDoor(r, m, pickOf(liveSpends(m.credits), this.pick)!);
    const member = m.members[spend.member]!;
    const secret = await (await world.client(member.id)).post(DOOR_PASS);
    expectStatus(secret, 200, `${this} door pass`);
    await world.handle.db.execute(
      sql`update credit_door_passes set last_step = null, last_admitted_at = null where user_id = ${member.id}::uuid`,
    );
    const owner = await world.client(spend.gym.partner === 'A' ? world.partnerA : world.partnerB);
    await awayFromStepEdge();
    const code = codeAt(secret.json<RotatingSecretResponse>());
    const scan = () => owner.post(CHECKIN, { code, gymId: spend.gym.gymId });
    const res = await scan();
    expectStatus(res, 200, this.toString());
    const answer = res.json<CheckinResponse>();
    expect(answer, `${this} answer`).toMatchObject({ admitted: true, repeat: false });
    expect(answer.credit, `${this} admits`).toMatchObject({
      kind: spend.kind === 'booking' ? 'class' : 'visit',
      _id: spend.id,
      credits: spend.credits,
    });
    spend.state = 'closed';
    const again = await unchangedBy(world, `${this} again`, scan);
    expectStatus(again, 409, `${this} again`);
    expect(again.json(), `${this} again`).toMatchObject({ message: commerceMessages.passCodeUsed });
    await expectWallet(world, member.id, m.credits.members[spend.member]!, this.toString());
    await awayFromTheDoor(r, m, spend);
  }

  toString = (): string => `CreditCheckIn(${this.pick})`;
}
