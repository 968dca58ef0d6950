// Gym moderation (SPEC §1 administrator; ADR 0018 "Moderation"): administrators list every gym with its
// status, unpublish one with a reason (in one transaction with its audit entry; the partner is mailed over
// SMTP, sees the reason on its gym list and cannot publish it) and publish it again. Visitors 401, members
// and partners 403, bad input 400 in Spanish, unknown gyms 404, repeated actions 409, and refusals write
// nothing. The plan and lock holds: ./moderation-holds.test.ts.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminGymListResponse,
  PublishResponse,
  UnpublishResponse,
} from '../../../src/shared/contract/admin-moderation';
import type { MyGymsResponse } from '../../../src/shared/contract/partner-gyms';
import {
  adminMessages,
  apiMessages,
  moderationMailMessages,
  moderationMessages,
} from '../../../src/shared/messages';
import { Client, sessionFor } from '../account/helpers';
import { GYM_A, GYM_B, GYM_OFF, rowsOf } from '../commerce/helpers';
import { countOf, expectError } from './helpers';
import {
  buildModerationApp,
  gymAudit,
  gymRow,
  mailWith,
  MOD,
  unpublish,
  type ModerationTestApp,
} from './moderation-kit';

let t: ModerationTestApp;

beforeAll(async () => {
  t = await buildModerationApp();
});
afterAll(async () => {
  await t?.close();
});

const auditCount = () => countOf(t, sql`select count(*)::int as n from admin_audit_log`);
const list = async (query = '') => {
  const res = await t.admin.get(`${MOD.gyms}${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminGymListResponse>();
};

describe('who may call', () => {
  it('a visitor gets 401, a member and a partner 403, on every call; nothing is written', async () => {
    const partner = await sessionFor(t, t.partnerB);
    const before = await auditCount();
    const calls = [
      (c: Client) => c.get(MOD.gyms),
      (c: Client) => c.post(MOD.unpublish(GYM_B), { reason: 'Fotos engañosas' }),
      (c: Client) => c.post(MOD.publish(GYM_B)),
    ];
    for (const call of calls) {
      expectError(await call(new Client(t.app)), 401, 'UNAUTHORIZED');
      for (const client of [t.member, partner]) {
        const res = await call(client);
        expectError(res, 403, 'FORBIDDEN');
        expect(res.json<{ message: string }>().message).toBe(adminMessages.adminsOnly);
      }
    }
    expect(await auditCount()).toBe(before);
    expect(await gymRow(t, GYM_B)).toMatchObject({ active: true, moderated: false });
  });
});

describe('bad input is a 400 in Spanish naming the field', () => {
  it('the list query', async () => {
    for (const [query, field, message] of [
      ['?status=hidden', 'status', moderationMessages.status],
      ['?sort=price', 'sort', moderationMessages.sort],
      ['?order=up', 'order', adminMessages.order],
      ['?limit=101', 'limit', adminMessages.limit],
      ['?page=0', 'page', adminMessages.page],
      [`?q=${'a'.repeat(101)}`, 'q', moderationMessages.search],
    ] as const) {
      const res = await t.admin.get(`${MOD.gyms}${query}`);
      expectError(res, 400, 'VALIDATION');
      expect(res.json<{ fields: Record<string, string> }>().fields[field]).toBe(message);
    }
  });

  it('the writes: the id and the reason (3–500 characters, trimmed)', async () => {
    const before = await auditCount();
    for (const body of [{}, { reason: '  no ' }, { reason: 'x'.repeat(501) }, { reason: 7 }]) {
      const res = await t.admin.post(MOD.unpublish(GYM_B), body);
      expectError(res, 400, 'VALIDATION');
      expect(res.json<{ fields: Record<string, string> }>().fields.reason).toBe(moderationMessages.reason);
    }
    for (const res of [
      await t.admin.post(MOD.unpublish('abc'), { reason: 'Motivo válido' }),
      await t.admin.post(MOD.publish('abc')),
    ]) {
      expectError(res, 400, 'VALIDATION');
      expect(res.json<{ fields: Record<string, string> }>().fields.id).toBe(apiMessages.invalidId);
    }
    expect(await auditCount()).toBe(before);
  });
});

describe('refusals: 404 and 409 write nothing', () => {
  it('an unknown gym is a 404; unpublishing twice and publishing a gym not moderated are 409', async () => {
    const before = await auditCount();
    for (const res of [
      await t.admin.post(MOD.unpublish(randomUUID()), { reason: 'No existe' }),
      await t.admin.post(MOD.publish(randomUUID())),
    ]) {
      expectError(res, 404, 'NOT_FOUND');
      expect(res.json<{ message: string }>().message).toBe(moderationMessages.gymNotFound);
    }
    const notModerated = await t.admin.post(MOD.publish(GYM_B));
    expectError(notModerated, 409, 'CONFLICT');
    expect(notModerated.json<{ message: string }>().message).toBe(moderationMessages.notModerated);
    expect(await auditCount()).toBe(before);

    await unpublish(t, GYM_OFF, 'Dirección falsa');
    const twice = await t.admin.post(MOD.unpublish(GYM_OFF), { reason: 'Otra vez' });
    expectError(twice, 409, 'CONFLICT');
    expect(twice.json<{ message: string }>().message).toBe(moderationMessages.alreadyModerated);
    expect((await gymAudit(t, GYM_OFF)).map((e) => e.action)).toEqual(['gym.unpublish']);
    expect(await gymRow(t, GYM_OFF)).toMatchObject({ reason: 'Dirección falsa' });
    // Its partner had unpublished it: ending the moderation leaves it so, and the partner may publish it.
    expect((await t.admin.post(MOD.publish(GYM_OFF))).json<PublishResponse>()).toMatchObject({
      published: false,
      heldBy: 'partner',
      gym: { status: 'unpublished', moderation: null },
    });
    expect(await gymRow(t, GYM_OFF)).toEqual({
      active: false,
      reason: null,
      moderated: false,
      planHeld: false,
      lockHeld: false,
    });
  });

  it('an unpublishing that fails after its audit entry leaves neither, and mails nobody', async () => {
    const before = await auditCount();
    await t.handle.db.execute(sql`create function fail_moderation() returns trigger language plpgsql as $$
      begin raise exception 'forced failure'; end $$`);
    await t.handle.db.execute(sql`create trigger fail_moderation after insert on admin_audit_log
      for each row when (new.target_id = '${sql.raw(GYM_B)}') execute function fail_moderation()`);
    try {
      expect((await t.admin.post(MOD.unpublish(GYM_B), { reason: 'Va a fallar' })).statusCode).toBe(500);
    } finally {
      await t.handle.db.execute(sql`drop trigger fail_moderation on admin_audit_log`);
      await t.handle.db.execute(sql`drop function fail_moderation()`);
    }
    expect(await auditCount()).toBe(before);
    expect(await gymRow(t, GYM_B)).toMatchObject({ active: true, moderated: false });
    const jobs = await countOf(
      t,
      sql`select count(*)::int as n from pgboss.job where name = 'moderation-mail' and data->>'gymId' = ${GYM_B}`,
    );
    expect(jobs).toBe(0);
  });
});

describe('unpublishing and publishing again', () => {
  it('unpublishes with the reason, audits it, mails the partner; the partner sees it and cannot publish', async () => {
    const res = await t.admin.post(MOD.unpublish(GYM_B), { reason: '  Fotos de otro club  ' });
    expect(res.statusCode, res.body).toBe(200);
    const { gym } = res.json<UnpublishResponse>();
    expect(gym).toEqual({
      _id: GYM_B,
      name: 'Club Boedo',
      partner: { _id: t.partnerB, name: 'Dueño B', email: t.partnerBEmail },
      gymActive: false,
      status: 'moderated',
      moderation: {
        reason: 'Fotos de otro club',
        at: expect.stringMatching(/Z$/),
        by: { _id: t.adminId, email: t.adminEmail },
      },
      createdAt: expect.stringMatching(/Z$/),
    });
    const [entry] = await gymAudit(t, GYM_B);
    expect(entry).toMatchObject({
      action: 'gym.unpublish',
      actor_email: t.adminEmail,
      before: { gymActive: true, moderation: null, partnerId: t.partnerB },
      after: { gymActive: false, moderation: { reason: 'Fotos de otro club', by: t.adminId } },
    });

    // The partner's mail, received over SMTP: the gym, the reason, how to reach support.
    const mail = await mailWith(t.smtp, t.partnerBEmail, moderationMailMessages.subject('Club Boedo'));
    expect(mail.text).toContain(moderationMailMessages.unpublished('Club Boedo'));
    expect(mail.text).toContain('Motivo: Fotos de otro club');
    expect(mail.text).toContain(moderationMailMessages.support(t.config.supportEmail));
    expect(mail.html).toContain('Fotos de otro club');

    // Out of the public catalogue: detail 404, not in the list.
    expect((await new Client(t.app).get(MOD.byId(GYM_B))).statusCode).toBe(404);
    const catalogue = await new Client(t.app).get('/api/partner/gyms/allgyms?name=boedo');
    expect(catalogue.json<{ gyms: { _id: string }[] }>().gyms.map((g) => g._id)).not.toContain(GYM_B);

    // The partner's list shows the reason; publishing is refused naming it; other edits are fine.
    const owner = await sessionFor(t, t.partnerB);
    const mine = (await owner.get(MOD.mine(t.partnerB))).json<MyGymsResponse>();
    expect(mine.gyms.find((g) => g._id === GYM_B)?.moderation).toEqual({
      reason: 'Fotos de otro club',
      at: gym.moderation?.at,
    });
    const republish = await owner.put(MOD.update, { _id: GYM_B, gymActive: true });
    expectError(republish, 409, 'CONFLICT');
    expect(republish.json<{ message: string }>().message).toBe(
      moderationMessages.partnerCannotPublish('Fotos de otro club'),
    );
    const edit = await owner.put(MOD.update, { _id: GYM_B, price: 12000 });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json<{ gym: { gymActive: boolean; moderation: unknown } }>().gym).toMatchObject({
      gymActive: false,
      moderation: { reason: 'Fotos de otro club' },
    });
    expect(await gymRow(t, GYM_B)).toMatchObject({ active: false, moderated: true });
  });

  it('the list finds it by status and by name without accents or case', async () => {
    const moderated = await list('?status=moderated');
    expect(moderated.gyms.map((g) => g._id)).toEqual([GYM_B]);
    expect(moderated).toMatchObject({ total: 1, totalIsEstimate: false, page: 1, pages: 1, limit: 20 });
    expect((await list('?q=%C3%81GORA')).gyms.map((g) => g._id)).toEqual([GYM_A]);
    expect((await list('?status=published')).gyms.map((g) => g._id)).toEqual([GYM_A]);
    expect((await list('?status=unpublished')).gyms.map((g) => g._id)).toEqual([GYM_OFF]);
    const byName = await list('?sort=name&order=asc');
    expect(byName.gyms.map((g) => g.name)).toEqual(['Club Boedo', 'Gimnasio Ágora', 'Gimnasio Cerrado']);
    const paged = await list('?sort=name&order=desc&limit=1&page=2');
    expect(paged.gyms.map((g) => g.name)).toEqual(['Gimnasio Ágora']);
    expect(paged).toMatchObject({ total: 3, pages: 3 });
  });

  it('publishing clears the moderation and publishes it; audited; the partner sees no reason', async () => {
    const res = await t.admin.post(MOD.publish(GYM_B));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<PublishResponse>()).toMatchObject({
      published: true,
      heldBy: null,
      gym: { _id: GYM_B, gymActive: true, status: 'published', moderation: null },
    });
    expect(await gymRow(t, GYM_B)).toEqual({
      active: true,
      reason: null,
      moderated: false,
      planHeld: false,
      lockHeld: false,
    });
    expect((await new Client(t.app).get(MOD.byId(GYM_B))).statusCode).toBe(200);
    const entries = await gymAudit(t, GYM_B);
    expect(entries.map((e) => e.action)).toEqual(['gym.unpublish', 'gym.publish']);
    expect(entries[1]).toMatchObject({
      before: { gymActive: false, moderation: { reason: 'Fotos de otro club' } },
      after: { gymActive: true, moderation: null, heldBy: null },
    });
    const owner = await sessionFor(t, t.partnerB);
    const mine = (await owner.get(MOD.mine(t.partnerB))).json<MyGymsResponse>();
    expect(mine.gyms.find((g) => g._id === GYM_B)?.moderation).toBeNull();
    // The audit log reads them by target.
    const log = await t.admin.get(`/api/admin/audit?targetType=gym&target=${GYM_B}`);
    expect(log.json<{ entries: { action: string }[] }>().entries.map((e) => e.action)).toEqual([
      'gym.publish',
      'gym.unpublish',
    ]);
  });

  it('a gym whose partner account was deleted can be moderated; publishing it leaves it unpublished', async () => {
    const [orphan] = await rowsOf<{ id: string }>(
      t,
      sql`insert into gyms (name, price, address, latitude, longitude, gym_active)
          values ('Club Huérfano', 1000, 'Calle 2', -34.6, -58.4, false) returning id`,
    );
    const id = orphan?.id ?? '';
    const gym = await unpublish(t, id, 'Sin dueño');
    expect(gym).toMatchObject({ partner: null, status: 'moderated' });
    const published = (await t.admin.post(MOD.publish(id))).json<PublishResponse>();
    expect(published).toMatchObject({
      published: false,
      heldBy: 'noPartner',
      gym: { status: 'unpublished' },
    });
  });
});
