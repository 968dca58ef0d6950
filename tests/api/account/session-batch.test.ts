// Batched session lookups (ADR 0060): the lookups of one round of the event loop are read by one
// statement, each answered with its own session whatever the mix (known, unknown, repeated, ended), more
// than a batch at once split into several statements, and nothing kept from one round to the next.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../../src/server/db/schema-accounts';
import {
  deleteSession,
  SESSION_LOOKUP_BATCH_MAX,
  sessionFinder,
} from '../../../src/server/modules/account/queries/sessions';
import { sha256Hex } from '../../../src/server/secrets';
import { accountMessages } from '../../../src/shared/messages';
import { countingDatabase } from '../helpers/counting-database';
import { sessionFor, type Client } from './helpers';
import { anaId, beaId, t, useSessionApp } from './session-fixture';

useSessionApp();

describe('sessionFinder', () => {
  it('answers a round of lookups (known, unknown, repeated) with one statement, each its own row', async () => {
    const ana = await sessionFor(t, anaId);
    const bea = await sessionFor(t, beaId);
    const anaSid = sha256Hex(ana.session ?? '');
    const beaSid = sha256Hex(bea.session ?? '');
    const { db, statements } = countingDatabase(t.handle.db);
    const find = sessionFinder(db);
    const rows = await Promise.all([anaSid, 'f'.repeat(64), beaSid, anaSid].map((id) => find(id)));
    expect(rows.map((r) => r?.userId)).toEqual([anaId, undefined, beaId, anaId]);
    expect(rows[2]).toMatchObject({ id: beaSid, type: 'partner', active: true, secondFactorAt: null });
    expect(rows[0]?.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect(statements()).toBe(1);
  });

  it(`splits more than ${SESSION_LOOKUP_BATCH_MAX} lookups of one round into statements of at most that many`, async () => {
    const clients = await Promise.all([anaId, beaId].map((id) => sessionFor(t, id)));
    const ids = clients.map((c) => sha256Hex(c.session ?? ''));
    const { db, statements } = countingDatabase(t.handle.db);
    const find = sessionFinder(db);
    const asked = Array.from({ length: 2 * SESSION_LOOKUP_BATCH_MAX + 1 }, (_, i) => ids[i % 2] ?? '');
    const rows = await Promise.all(asked.map((id) => find(id)));
    expect(rows.map((r) => r?.userId)).toEqual(asked.map((_, i) => (i % 2 === 0 ? anaId : beaId)));
    expect(statements()).toBe(3);
  });

  it('keeps nothing between rounds: a session ended after one lookup is gone at the next', async () => {
    const ana = await sessionFor(t, anaId);
    const sid = sha256Hex(ana.session ?? '');
    const find = sessionFinder(t.handle.db);
    expect((await find(sid))?.userId).toBe(anaId);
    await deleteSession(t.handle.db, sid);
    expect(await find(sid)).toBeUndefined();
  });
});

describe('signed-in requests at once', () => {
  it("each is answered as its own account (Ana's profile: hers 200, Bea's 403, an ended session 401)", async () => {
    const members = await Promise.all(Array.from({ length: 30 }, () => sessionFor(t, anaId)));
    const partners = await Promise.all(Array.from({ length: 30 }, () => sessionFor(t, beaId)));
    const ended = await sessionFor(t, anaId);
    await t.handle.db.delete(sessions).where(eq(sessions.id, sha256Hex(ended.session ?? '')));
    const asked: [Client, number][] = [
      ...members.flatMap((c, i): [Client, number][] => [
        [c, 200],
        [partners[i] ?? c, 403],
      ]),
      [ended, 401],
    ];
    const answers = await Promise.all(asked.map(([c]) => c.get(`/api/user/profile/${anaId}`)));
    expect(answers.map((res) => res.statusCode)).toEqual(asked.map(([, status]) => status));
    for (const res of answers.filter((r) => r.statusCode === 200)) {
      expect(res.json()).toMatchObject({ user: { _id: anaId, email: 'ana@example.com' } });
    }
    expect(answers.at(-1)?.json()).toEqual({
      code: 'UNAUTHORIZED',
      message: accountMessages.sessionRequired,
    });
  });
});
