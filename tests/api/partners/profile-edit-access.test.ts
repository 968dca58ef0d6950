// Partner profile edit, ownership (SPEC §7 `PUT /api/partner/profile/edit/{id}`; ADR 0007): 401 without a
// session, 403 for a member, another partner and an admin, 400 when the body id is not the path id, the
// CSRF check, and 404 for a partner account without a profile row.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { accountMessages, partnerFieldMessages as f, partnerMessages } from '../../../src/shared/messages';
import { Client, createAccount, sessionFor } from '../account/helpers';
import { bodyFor, carla, diego, rowOf, t, url, useProfileEditApp } from './profile-edit-fixture';

useProfileEditApp();

describe('PUT /api/partner/profile/edit/{id}: ownership', () => {
  it('401 without a session', async () => {
    const res = await new Client(t.app).put(url(carla.userId), bodyFor(carla.userId));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'UNAUTHORIZED', message: accountMessages.sessionRequired });
  });

  it('403 for a member (even on its own id), before the body is looked at', async () => {
    const memberId = await createAccount(t.handle, { email: 'member.edit@example.com' });
    const member = await sessionFor(t, memberId);
    for (const [id, body] of [
      [carla.userId, bodyFor(carla.userId)],
      [memberId, bodyFor(memberId)],
      [carla.userId, { id: carla.userId, cbu: 'x' }],
    ] as const) {
      const res = await member.put(url(id), body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: partnerMessages.partnersOnly });
    }
  });

  it("403 for another partner, also when the body names the victim's id", async () => {
    const before = await rowOf(carla.userId);
    for (const body of [bodyFor(carla.userId), bodyFor(diego.userId), { cbu: 'x' }]) {
      const res = await diego.client.put(url(carla.userId), body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: accountMessages.forbidden });
    }
    // An unknown id is refused the same way (no existence oracle).
    expect((await diego.client.put(url(randomUUID()), bodyFor(diego.userId))).statusCode).toBe(403);
    expect(await rowOf(carla.userId)).toEqual(before);
  });

  it('403 for an admin: nobody but the partner changes its bank data', async () => {
    const adminId = await createAccount(t.handle, { email: 'root.edit@example.com', type: 'admin' });
    const admin = await sessionFor(t, adminId);
    const res = await admin.put(url(carla.userId), bodyFor(carla.userId, { cbu: '0110599520000001234569' }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: 'FORBIDDEN', message: partnerMessages.partnersOnly });
  });

  it('400 when the body id is not the path id', async () => {
    const before = await rowOf(carla.userId);
    const res = await carla.client.put(url(carla.userId), bodyFor(diego.userId));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: 'VALIDATION', message: f.idMismatch, fields: { id: f.idMismatch } });
    expect(await rowOf(carla.userId)).toEqual(before);
    expect(await rowOf(diego.userId)).toMatchObject({ name: 'Diego Ruiz', cbu: null });
  });

  it('a cross-site request is refused by the CSRF check', async () => {
    const res = await carla.client.request({
      method: 'PUT',
      url: url(carla.userId),
      payload: bodyFor(carla.userId),
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('404 for a partner account without a profile row', async () => {
    const bareId = await createAccount(t.handle, { email: 'bare.edit@example.com', type: 'partner' });
    const bare = await sessionFor(t, bareId);
    const res = await bare.put(url(bareId), bodyFor(bareId));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', message: partnerMessages.profileNotFound });
  });
});
