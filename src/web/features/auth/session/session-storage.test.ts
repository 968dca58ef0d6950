import { describe, expect, it } from 'vitest';
import {
  clearAllStorage,
  homePath,
  profilePath,
  readSession,
  sessionFromGoogle,
  sessionFromLogin,
  writeSession,
} from './session-storage';
import { MemoryStorage } from '../../../lib/test-fixtures';

const ID = '0b9f7c7e-8a51-4b57-9d0c-2f0a7c1b3e11';
const position = { latitude: -34.6, longitude: -58.4 };

describe('session storage (SPEC §3)', () => {
  it('stores the login values under the spec keys and reads them back', () => {
    const storage = new MemoryStorage();
    const session = sessionFromLogin(
      {
        login: true,
        active: true,
        userId: ID,
        name: 'Ana',
        email: 'ana@example.com',
        type: 'user',
        avatar: { _id: 'av1' },
        latitude: { $numberDecimal: '-34.61' },
        longitude: null,
      },
      position,
    );
    writeSession(storage, session);
    expect(storage.getItem('userId')).toBe(ID);
    expect(storage.getItem('avatar')).toBe('av1');
    expect(storage.getItem('latitude')).toBe('-34.61');
    expect(storage.getItem('longitude')).toBe('-58.4');
    expect(storage.getItem('token')).toBeNull();
    expect(readSession(storage)).toEqual(session);
  });

  it('keeps the Google credential as token and drops stale keys on rewrite', () => {
    const storage = new MemoryStorage();
    const google = sessionFromGoogle(
      {
        user: { userId: ID, type: 'partner', avatar: null },
        usuario: { _id: ID, name: 'Gym', email: 'gym@example.com', type: 'partner', avatar: null },
      },
      'jwt-token',
      position,
    );
    writeSession(storage, google);
    expect(readSession(storage)).toMatchObject({ token: 'jwt-token', type: 'partner', name: 'Gym' });
    writeSession(storage, { userId: ID, name: 'Gym', type: 'partner' });
    expect(storage.getItem('token')).toBeNull();
  });

  it('is signed out without a userId or with an unknown type', () => {
    const storage = new MemoryStorage();
    expect(readSession(storage)).toBeNull();
    storage.setItem('userId', ID);
    storage.setItem('name', 'Ana');
    storage.setItem('type', 'hacker');
    expect(readSession(storage)).toBeNull();
  });

  it('logout clears every key of every storage', () => {
    const local = new MemoryStorage();
    const sessionStore = new MemoryStorage();
    writeSession(local, { userId: ID, name: 'Ana', type: 'user' });
    local.setItem('other', 'x');
    sessionStore.setItem('resetRequestId', 'y');
    clearAllStorage([local, sessionStore]);
    expect(local.length + sessionStore.length).toBe(0);
  });

  it('builds the home and profile paths, with the avatar when stored', () => {
    expect(homePath({ type: 'user', name: 'Ana María', userId: ID })).toBe(
      `/home/user/Ana%20Mar%C3%ADa/${ID}`,
    );
    expect(homePath({ type: 'user', name: 'Ana', userId: ID, avatar: 'av1' })).toBe(
      `/home/user/Ana/${ID}/av1`,
    );
    expect(profilePath({ type: 'partner', name: 'Gym', userId: ID })).toBe(`/profile/partner/Gym/${ID}`);
  });
});
