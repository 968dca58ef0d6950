// One gym, one owner (ADR 0025 "Claims"): two partners claim the same gym at once. Their code checks,
// or the administrators' approvals, race; the conditional transfer (`owner_id is null`) lets exactly
// one win, the other gets 409 "Otro socio ya reclamó este gimnasio", and the loser's claim ends
// cancelled. On PostgreSQL (TEST_DATABASE_URL) the requests run on separate pooled connections.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimMessages as m } from '../../../src/shared/messages/claims';
import type { Client } from '../account/helpers';
import type { TestSmtp } from '../account/smtp';
import { buildCommerceAppWithMail, rowsOf, signedIn, type CommerceTestApp } from '../commerce/helpers';
import {
  approveUrl,
  auditActionsOf,
  claimedByCode,
  claimOf,
  claimUrl,
  codeMailFor,
  codeOf,
  insertUnownedGym,
  newPartner,
  ownerOf,
  verifyUrl,
} from './helpers';

let t: CommerceTestApp;
let smtp: TestSmtp;
let admin: Client;
beforeAll(async () => {
  ({ t, smtp } = await buildCommerceAppWithMail());
  admin = (await signedIn(t, 'admin', 'Admin Carreras')).client;
});
afterAll(async () => t?.close());

const statusesOf = async (gymId: string) =>
  (
    await rowsOf<{ status: string }>(
      t,
      sql`select status from gym_claims where gym_id = ${gymId} order by status`,
    )
  ).map((r) => r.status);

describe('concurrent claims of one gym', () => {
  it('two right codes at once: exactly one partner owns the gym', async () => {
    for (let round = 0; round < 3; round += 1) {
      const gymEmail = `carrera${round}@club-carrera.com.ar`;
      const gymId = await insertUnownedGym(t, gymEmail);
      const ana = await newPartner(t, `Ana Carrera ${round}`);
      const beto = await newPartner(t, `Beto Carrera ${round}`);
      const since = smtp.messages.length;
      const claimA = claimOf(await ana.client.post(claimUrl(gymId), {}));
      const claimB = claimOf(await beto.client.post(claimUrl(gymId), {}));
      const codeA = codeOf(await codeMailFor(smtp, gymEmail, `Ana Carrera ${round}`, since));
      const codeB = codeOf(await codeMailFor(smtp, gymEmail, `Beto Carrera ${round}`, since));

      const answers = await Promise.all([
        ana.client.post(verifyUrl(claimA._id), { code: codeA }),
        beto.client.post(verifyUrl(claimB._id), { code: codeB }),
      ]);
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes).toEqual([200, 409]);
      const loser = answers.find((a) => a.statusCode === 409);
      expect(loser?.json<{ message: string }>().message).toBe(m.claimedByOther);
      const winner = answers[0]?.statusCode === 200 ? ana.id : beto.id;
      expect(await ownerOf(t, gymId)).toBe(winner);
      expect(await statusesOf(gymId)).toEqual(['approved', 'cancelled']);
      expect((await auditActionsOf(t, gymId)).filter((a) => a === 'claim.verify')).toHaveLength(1);
    }
  });

  it('two approvals at once: exactly one partner owns the gym', async () => {
    const gymId = await insertUnownedGym(t, null);
    const caro = await newPartner(t, 'Carolina Pendiente');
    const dani = await newPartner(t, 'Daniel Pendiente');
    const claimC = claimOf(await caro.client.post(claimUrl(gymId), {}));
    const claimD = claimOf(await dani.client.post(claimUrl(gymId), {}));
    expect([claimC.status, claimD.status]).toEqual(['pending', 'pending']);

    const answers = await Promise.all([
      admin.post(approveUrl(claimC._id)),
      admin.post(approveUrl(claimD._id)),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json<{ message: string }>().message).toBe(
      m.claimedByOther,
    );
    const winner = answers[0]?.statusCode === 200 ? caro.id : dani.id;
    expect(await ownerOf(t, gymId)).toBe(winner);
    expect(await statusesOf(gymId)).toEqual(['approved', 'cancelled']);
  });

  it('a code check racing an approval: exactly one owner', async () => {
    const gymEmail = 'mixto@club-carrera.com.ar';
    const {
      gymId,
      partner: emi,
      claim: byCode,
      code,
    } = await claimedByCode(t, smtp, gymEmail, 'Emilia Código');
    // A second partner's pending claim of the same gym (as if the e-mail had been missing then).
    const fede = await newPartner(t, 'Federico Revisión');
    const [pending] = await rowsOf<{ id: string }>(
      t,
      sql`insert into gym_claims (gym_id, partner_id, status) values (${gymId}, ${fede.id}, 'pending') returning id`,
    );
    const answers = await Promise.all([
      emi.client.post(verifyUrl(byCode._id), { code }),
      admin.post(approveUrl(pending?.id ?? '')),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const owner = await ownerOf(t, gymId);
    expect([emi.id, fede.id]).toContain(owner);
    expect(await statusesOf(gymId)).toEqual(['approved', 'cancelled']);
  });
});
