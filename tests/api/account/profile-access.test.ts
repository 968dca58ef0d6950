// Profile access (ADR 0005; SPEC §3 "User"): 401 without a session, the owner reads its profile, another
// member gets 403 whatever the id, an administrator reads any profile, and the Google profile call answers
// the session's account.
import { describe, expect, it } from 'vitest';
import { accountMessages, apiMessages } from '../../../src/shared/messages';
import { Client, login, passSecondFactor } from './helpers';
import { adminId, anaId, beaId, t, useSessionApp } from './session-fixture';

useSessionApp();

describe('GET /api/user/profile/{id}', () => {
  it('401 without a session', async () => {
    const res = await new Client(t.app).get(`/api/user/profile/${anaId}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: accountMessages.sessionRequired });
  });

  it("the owner gets {user}; another member gets 403, whatever the id's existence", async () => {
    const ana = new Client(t.app);
    await login(ana, 'ana@example.com');
    const own = await ana.get(`/api/user/profile/${anaId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual({
      user: {
        _id: anaId,
        name: 'Ana',
        email: 'ana@example.com',
        type: 'user',
        active: true,
        avatar: { _id: 'avatar-7' },
        latitude: { $numberDecimal: '-34.6037000' },
        longitude: { $numberDecimal: '-58.3816000' },
        createdAt: expect.any(String),
        // The member profile (ADR 0007): no form data saved yet; conditions for the owner only.
        lastName: null,
        phone: null,
        birthday: null,
        gender: null,
        address: null,
        emergencyContact: null,
        healthConditions: [],
        marketingOptIn: false,
        reviewMails: true,
        favourites: [],
      },
    });
    for (const id of [beaId, '00000000-0000-4000-8000-000000000000']) {
      const other = await ana.get(`/api/user/profile/${id}`);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ code: 'FORBIDDEN', message: accountMessages.forbidden });
    }
    const bad = await ana.get('/api/user/profile/12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: apiMessages.invalidId });
  });

  it('an admin reads any profile; 404 for an unknown id', async () => {
    const root = new Client(t.app);
    expect((await login(root, 'root@example.com')).json()).toMatchObject({ type: 'admin', userId: adminId });
    await passSecondFactor(root, adminId);
    const res = await root.get(`/api/user/profile/${beaId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { _id: beaId, type: 'partner' } });
    const missing = await root.get('/api/user/profile/00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: accountMessages.userNotFound });
  });

  it('POST /api/service/google/auth/profile answers {user} of the session; 401 without one', async () => {
    const ana = new Client(t.app);
    await login(ana, 'ana@example.com');
    const res = await ana.post('/api/service/google/auth/profile', { token: 'anything-from-the-browser' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ user: { _id: anaId, email: 'ana@example.com' } });
    expect(
      (await new Client(t.app).post('/api/service/google/auth/profile', { token: 'x' })).statusCode,
    ).toBe(401);
  });
});
