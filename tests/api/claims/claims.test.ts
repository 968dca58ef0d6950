// "¿Es tu gimnasio?" (ADR 0025 "Claims"): a partner claims an active gym without owner. With the gym's
// e-mail on file a 6-digit code goes there (real SMTP) and typing it transfers the gym at once; without
// it the claim waits for an administrator, who approves or rejects it with a reason (the partner is
// mailed). Wrong and expired codes, the attempts cap, the plan's limit, gyms with an owner, roles and the
// audit log of every step.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClaimListResponse, ClaimQueueResponse } from '../../../src/shared/contract/claims';
import type { Gym } from '../../../src/shared/contract/gyms';
import type { MyGymsResponse } from '../../../src/shared/contract/partner-gyms';
import { claimDecisionMailMessages, claimMessages as m } from '../../../src/shared/messages/claims';
import { partnerMessages } from '../../../src/shared/messages';
import { CLAIM_MAX_ATTEMPTS } from '../../../src/shared/constants/claims';
import { sessionFor, type Client } from '../account/helpers';
import type { TestSmtp } from '../account/smtp';
import { buildCommerceAppWithMail, GYM_A, rowsOf, signedIn, type CommerceTestApp } from '../commerce/helpers';
import { GYMBYID } from '../helpers/catalogue';
import {
  approveUrl,
  auditActionsOf,
  claimedByCode,
  claimOf,
  claimUrl,
  codeMailFor,
  codeOf,
  expectError,
  insertUnownedGym,
  insertUpload,
  MY_CLAIMS,
  newPartner,
  ownerOf,
  QUEUE,
  rejectUrl,
  verifyUrl,
} from './helpers';

let t: CommerceTestApp;
let smtp: TestSmtp;
let admin: Client;
let member: Client;
beforeAll(async () => {
  ({ t, smtp } = await buildCommerceAppWithMail());
  admin = (await signedIn(t, 'admin', 'Admin Reclamos')).client;
  member = (await signedIn(t, 'user', 'Socia Curiosa')).client;
});
afterAll(async () => t?.close());

const detailOf = async (gymId: string) => {
  const res = await t.app.inject({ method: 'GET', url: `${GYMBYID}/${gymId}` });
  expect(res.statusCode).toBe(200);
  return res.json<Gym>();
};

describe('the gym page', () => {
  it('says claimable for an active gym without owner only', async () => {
    const open = await insertUnownedGym(t, null);
    expect((await detailOf(open)).claimable).toBe(true);
    expect((await detailOf(GYM_A)).claimable).toBe(false);
  });
});

describe('roles', () => {
  it('anonymous 401, members and administrators 403 on the partner calls; the queue is for administrators', async () => {
    const gymId = await insertUnownedGym(t, 'roles@club.com.ar');
    const anonymous = await t.app.inject({ method: 'POST', url: claimUrl(gymId), payload: {} });
    expect(anonymous.statusCode).toBe(401);
    expectError(await member.post(claimUrl(gymId), {}), 403, m.partnersOnly);
    expectError(await admin.post(claimUrl(gymId), {}), 403, m.partnersOnly);
    expectError(await member.get(MY_CLAIMS), 403, m.partnersOnly);
    expectError(await member.post(verifyUrl(gymId), { code: '123456' }), 403, m.partnersOnly);
    expect((await t.app.inject({ method: 'GET', url: QUEUE })).statusCode).toBe(401);
    const partner = await newPartner(t, 'Pablo Roles');
    expect((await partner.client.get(QUEUE)).statusCode).toBe(403);
    expect((await member.get(QUEUE)).statusCode).toBe(403);
    expect((await partner.client.post(approveUrl(gymId))).statusCode).toBe(403);
    expect((await partner.client.post(rejectUrl(gymId), { reason: 'No corresponde' })).statusCode).toBe(403);
    expect(await ownerOf(t, gymId)).toBeNull();
  });

  it('answers 400 in Spanish for bad ids and bodies, 404 for unknown gyms', async () => {
    const partner = await newPartner(t, 'Paula Validación');
    expectError(await partner.client.post(claimUrl('no-es-un-id'), {}), 400, m.gymInvalid);
    expectError(
      await partner.client.post(claimUrl('00000000-0000-4000-8000-0000000000ee'), {}),
      404,
      m.gymNotFound,
    );
    const gymId = await insertUnownedGym(t, null);
    expectError(await partner.client.post(claimUrl(gymId), { message: 'x'.repeat(1001) }), 400, m.message);
    expectError(await partner.client.post(claimUrl(gymId), { documentId: 'foto' }), 400, m.documentInvalid);
    expectError(await partner.client.post(verifyUrl(gymId), { code: '12a456' }), 400, m.code);
    expectError(await partner.client.post(verifyUrl(gymId), { code: '123456' }), 404, m.claimNotFound);
  });
});

describe('the code path', () => {
  it('mails a code to the gym, a wrong code counts, the right one transfers the gym at once', async () => {
    const gymEmail = 'info@club-uno.com.ar';
    const gymId = await insertUnownedGym(t, gymEmail, 'Club Uno Abierto');
    const carla = await newPartner(t, 'Carla Dueña');
    const since = smtp.messages.length;
    const res = await carla.client.post(claimUrl(gymId), { message: 'Soy la dueña' });
    expect(res.statusCode).toBe(201);
    const claim = claimOf(res);
    expect(claim).toMatchObject({
      status: 'code_sent',
      emailHint: 'i***@club-uno.com.ar',
      gym: { _id: gymId, name: 'Club Uno Abierto' },
      message: 'Soy la dueña',
    });
    const mail = await codeMailFor(smtp, gymEmail, 'Carla Dueña', since);
    expect(mail.subject).toContain('Club Uno Abierto');
    const code = codeOf(mail);
    const [stored] = await rowsOf<{ codeHash: string }>(
      t,
      sql`select code_hash as "codeHash" from gym_claims where id = ${claim._id}`,
    );
    expect(stored?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.codeHash).not.toContain(code);

    // Claiming again answers the open claim, without a new code.
    const again = await carla.client.post(claimUrl(gymId), {});
    expect(again.statusCode).toBe(200);
    expect(claimOf(again)._id).toBe(claim._id);

    const wrong = code === '000000' ? '111111' : '000000';
    expectError(
      await carla.client.post(verifyUrl(claim._id), { code: wrong }),
      400,
      m.codeWrong(CLAIM_MAX_ATTEMPTS - 1),
    );
    const other = await newPartner(t, 'Otro Socio');
    expectError(await other.client.post(verifyUrl(claim._id), { code }), 404, m.claimNotFound);

    const ok = await carla.client.post(verifyUrl(claim._id), { code: ` ${code} ` });
    expect(ok.statusCode).toBe(200);
    expect(claimOf(ok)).toMatchObject({ status: 'approved', emailHint: null });
    expect(await ownerOf(t, gymId)).toBe(carla.id);
    expect((await detailOf(gymId)).claimable).toBe(false);

    // The gym is the partner's like any other: "Mis gimnasios" lists it, and she may edit it.
    const mineRes = await carla.client.get(`/api/partner/gyms/mygyms/${carla.id}`);
    expect(mineRes.statusCode, mineRes.body).toBe(200);
    const mine = mineRes.json<MyGymsResponse>();
    expect(mine.gyms.map((g) => g._id)).toContain(gymId);
    const edit = await carla.client.put('/api/partner/gyms/gymsupdate', {
      _id: gymId,
      phone: '+54 11 4444-5555',
    });
    expect(edit.statusCode).toBe(200);

    // Once owned, nobody claims it again.
    expectError(await carla.client.post(claimUrl(gymId), {}), 409, m.alreadyYours);
    expectError(await other.client.post(claimUrl(gymId), {}), 409, m.alreadyOwned);
    const list = (await carla.client.get(MY_CLAIMS)).json<ClaimListResponse>();
    expect(list.claims.find((c) => c._id === claim._id)?.status).toBe('approved');
    expect(await auditActionsOf(t, gymId)).toEqual(['claim.request', 'claim.code_sent', 'claim.verify']);
  });

  it(`cancels the claim at the ${CLAIM_MAX_ATTEMPTS}th wrong code; claiming again sends a new code`, async () => {
    const gymEmail = 'recepcion@club-dos.com.ar';
    const { gymId, partner: diego, claim, code } = await claimedByCode(t, smtp, gymEmail, 'Diego Intentos');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 1; i < CLAIM_MAX_ATTEMPTS; i += 1)
      expectError(
        await diego.client.post(verifyUrl(claim._id), { code: wrong }),
        400,
        m.codeWrong(CLAIM_MAX_ATTEMPTS - i),
      );
    expectError(await diego.client.post(verifyUrl(claim._id), { code: wrong }), 400, m.codeExhausted);
    // Even the right code is too late now.
    expectError(await diego.client.post(verifyUrl(claim._id), { code }), 409, m.notWaitingCode);
    expect(await ownerOf(t, gymId)).toBeNull();
    const [row] = await rowsOf<{ status: string; attempts: number }>(
      t,
      sql`select status, attempts from gym_claims where id = ${claim._id}`,
    );
    expect(row).toEqual({ status: 'cancelled', attempts: CLAIM_MAX_ATTEMPTS });

    const sinceAgain = smtp.messages.length;
    const fresh = await diego.client.post(claimUrl(gymId), {});
    expect(fresh.statusCode).toBe(201);
    expect(claimOf(fresh)._id).not.toBe(claim._id);
    const newCode = codeOf(await codeMailFor(smtp, gymEmail, 'Diego Intentos', sinceAgain));
    expect((await diego.client.post(verifyUrl(claimOf(fresh)._id), { code: newCode })).statusCode).toBe(200);
    expect(await auditActionsOf(t, gymId)).toEqual([
      'claim.request',
      'claim.code_sent',
      'claim.cancel',
      'claim.request',
      'claim.code_sent',
      'claim.verify',
    ]);
  });

  it('answers 410 for an expired code and cancels the claim', async () => {
    const gymEmail = 'hola@club-tres.com.ar';
    const { gymId, partner: eva, claim, code } = await claimedByCode(t, smtp, gymEmail, 'Eva Tarde');
    await t.handle.db.execute(
      sql`update gym_claims set code_expires_at = now() - interval '1 second' where id = ${claim._id}`,
    );
    expectError(await eva.client.post(verifyUrl(claim._id), { code }), 410, m.codeExpired);
    expect(await ownerOf(t, gymId)).toBeNull();
    const list = (await eva.client.get(MY_CLAIMS)).json<ClaimListResponse>();
    expect(list.claims.find((c) => c._id === claim._id)?.status).toBe('cancelled');
  });
});

describe('the plan limit', () => {
  it('refuses a partner at its plan’s limit with the same message as creating a gym', async () => {
    const gymId = await insertUnownedGym(t, 'limite@club.com.ar');
    const partnerB = await sessionFor(t, t.partnerB); // plan free (1 gym), owns gym B
    expectError(await partnerB.post(claimUrl(gymId), {}), 409, partnerMessages.planGymLimit('Gratis', 1));
    expect(await auditActionsOf(t, gymId)).toEqual([]);
  });
});

describe('the review path', () => {
  it('queues a claim without gym e-mail; the administrator rejects with a reason, then approves', async () => {
    const gymId = await insertUnownedGym(t, null, 'Polideportivo Sin Mail');
    const flor = await newPartner(t, 'Florencia Revisión');
    const stranger = await newPartner(t, 'Gabriel Ajeno');
    const foreignDoc = await insertUpload(t, stranger.id);
    expectError(await flor.client.post(claimUrl(gymId), { documentId: foreignDoc }), 400, m.documentNotYours);
    const doc = await insertUpload(t, flor.id);
    const res = await flor.client.post(claimUrl(gymId), {
      message: 'Adjunto la habilitación',
      documentId: doc,
    });
    expect(res.statusCode).toBe(201);
    const claim = claimOf(res);
    expect(claim).toMatchObject({ status: 'pending', emailHint: null });
    expectError(await flor.client.post(verifyUrl(claim._id), { code: '123456' }), 409, m.notWaitingCode);

    const queue = (await admin.get(QUEUE)).json<ClaimQueueResponse>();
    const queued = queue.claims.find((c) => c._id === claim._id);
    expect(queued).toMatchObject({
      message: 'Adjunto la habilitación',
      gym: { _id: gymId, name: 'Polideportivo Sin Mail', email: null },
      partner: { _id: flor.id, name: 'Florencia Revisión', email: flor.email },
    });
    expect(queued?.document?.url).toMatch(/^\/uploads\/gyms\/.+\.webp$/);
    expectError(await admin.get(`${QUEUE}?status=todos`), 400, m.status);

    expectError(await admin.post(rejectUrl(claim._id), {}), 400, m.reason);
    const since = smtp.messages.length;
    const rejected = await admin.post(rejectUrl(claim._id), { reason: 'El documento no se lee' });
    expect(rejected.statusCode).toBe(200);
    expect(claimOf(rejected)).toMatchObject({ status: 'rejected', reason: 'El documento no se lee' });
    const rejectedMail = await smtp.waitFor(flor.email, { since });
    expect(rejectedMail.subject).toBe(claimDecisionMailMessages.rejectedSubject('Polideportivo Sin Mail'));
    expect(rejectedMail.text).toContain('El documento no se lee');
    expectError(await admin.post(approveUrl(claim._id)), 409, m.notPending);
    expect(await ownerOf(t, gymId)).toBeNull();

    const second = claimOf(
      await flor.client.post(claimUrl(gymId), { message: 'Ahora se lee', documentId: doc }),
    );
    expect(second.status).toBe('pending');
    const sinceApproval = smtp.messages.length;
    const approved = await admin.post(approveUrl(second._id));
    expect(approved.statusCode).toBe(200);
    expect(claimOf(approved).status).toBe('approved');
    expect(await ownerOf(t, gymId)).toBe(flor.id);
    const approvedMail = await smtp.waitFor(flor.email, { since: sinceApproval });
    expect(approvedMail.subject).toBe(claimDecisionMailMessages.approvedSubject('Polideportivo Sin Mail'));
    expect(approvedMail.text).toContain(`/profile/partner/`);
    expectError(await admin.post(rejectUrl(second._id), { reason: 'Tarde' }), 409, m.notPending);
    expectError(await stranger.client.post(claimUrl(gymId), {}), 409, m.alreadyOwned);

    expect(await auditActionsOf(t, gymId)).toEqual([
      'claim.request',
      'claim.reject',
      'claim.request',
      'claim.approve',
    ]);
    const audit = await admin.get(`/api/admin/audit?targetType=gym&target=${gymId}&action=claim.approve`);
    expect(audit.statusCode).toBe(200);
    expect(JSON.stringify(audit.json())).toContain(flor.id);
  });

  it('refuses an approval over the partner’s plan limit', async () => {
    const first = await insertUnownedGym(t, null);
    const secondGym = await insertUnownedGym(t, null);
    const hugo = await newPartner(t, 'Hugo Gratis', 'free');
    const a = claimOf(await hugo.client.post(claimUrl(first), {}));
    const b = claimOf(await hugo.client.post(claimUrl(secondGym), {}));
    expect((await admin.post(approveUrl(a._id))).statusCode).toBe(200);
    expectError(await admin.post(approveUrl(b._id)), 409, partnerMessages.planGymLimit('Gratis', 1));
    expect(await ownerOf(t, secondGym)).toBeNull();
  });
});
