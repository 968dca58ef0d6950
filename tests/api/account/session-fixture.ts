// The app and the accounts of the sign-in tests (ADR 0005): session.test.ts (login, logout, expiry,
// lockout) and profile-access.test.ts (who reads a profile) each call useSessionApp() once: a member Ana
// with a position and an avatar, a partner Bea and an administrator Root.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { buildAccountApp, createAccount, type AccountTestApp } from './helpers';

/** The file's app (set by {@link useSessionApp} before its tests run). */
export let t: AccountTestApp;
/** The member `ana@example.com`. */
export let anaId = '';
/** The partner `bea@example.com`. */
export let beaId = '';
/** The administrator `root@example.com`. */
export let adminId = '';

/** Builds the app and the three accounts before the file's tests; closes the app after. */
export function useSessionApp(): void {
  beforeAll(async () => {
    t = await buildAccountApp();
    anaId = await createAccount(t.handle, { email: 'ana@example.com', name: 'Ana' });
    beaId = await createAccount(t.handle, { email: 'bea@example.com', name: 'Bea', type: 'partner' });
    adminId = await createAccount(t.handle, { email: 'root@example.com', name: 'Root', type: 'admin' });
    await t.handle.db.execute(
      sql`update users set latitude = -34.6037, longitude = -58.3816, avatar = 'avatar-7' where id = ${anaId}`,
    );
  });
  afterAll(async () => t?.close());
}
