import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Gym } from '../../../../shared/contract/gyms';
import type { MemberUser } from '../../../../shared/contract/members';
import { memberKeys, toggleFavouriteOptions } from './api';
import { gymFixture, jsonResponse as json } from '../../../lib/test-fixtures';
import { MEMBER_ID, memberFixture } from './test-fixtures';
import { gymKeys } from '../../../lib/query-keys';

const userId = MEMBER_ID;
const gymId = '0b9f7c7e-8a51-4b57-9d0c-2f0a7c1b3e11';
const gym: Gym = gymFixture(gymId, 2, 'Club Atlético Almagro');
const profile: MemberUser = memberFixture();

/** A fetch whose answer the test releases, recording the requests. */
function heldFetch() {
  let release: (response: Response) => void = () => undefined;
  const answer = new Promise<Response>((resolve) => {
    release = resolve;
  });
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => answer);
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, release };
}

function seededClient() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } } });
  const listKey = gymKeys.list({
    lat: -34.6,
    lon: -58.4,
    country: 'AR',
    sort: 'raiting',
    service: 'Todos',
    page: 1,
    limit: 6,
    name: undefined,
    order: undefined,
  });
  const detailKey = gymKeys.detail(gymId, { latitude: -34.6, longitude: -58.4 });
  client.setQueryData(memberKeys.profile(userId), profile);
  client.setQueryData(memberKeys.favourites(userId), { gyms: [] });
  client.setQueryData(listKey, { gyms: [gym], total: 1, page: 1, limit: 6, pages: 1 });
  client.setQueryData(detailKey, gym);
  return { client, listKey, detailKey };
}

const favouritesOf = (client: QueryClient) =>
  client.getQueryData<MemberUser>(memberKeys.profile(userId))?.favourites;
const listIds = (client: QueryClient) =>
  client.getQueryData<{ gyms: Gym[] }>(memberKeys.favourites(userId))?.gyms.map((g) => g._id);

describe('favourite toggle (SPEC §4)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fills the heart at once, sends {favourite: 1, idUser}, then writes the new count everywhere', async () => {
    const { fetchMock, release } = heldFetch();
    const { client, listKey, detailKey } = seededClient();
    const failures: Error[] = [];
    const observer = new MutationObserver(
      client,
      toggleFavouriteOptions(client, userId, (e) => failures.push(e)),
    );

    const done = observer.mutate({ gym, on: true });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    // Optimistic: before the server answers.
    expect(favouritesOf(client)).toEqual([gymId]);
    expect(listIds(client)).toEqual([gymId]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(`/api/user/profile/update/favourite/${gymId}`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toEqual({ favourite: 1, idUser: userId });

    release(json(200, { gymId, favourited: true, favourite: 3 }));
    await done;
    expect(failures).toEqual([]);
    expect(favouritesOf(client)).toEqual([gymId]);
    expect(client.getQueryData<{ gyms: Gym[] }>(listKey)?.gyms[0]?.favourite).toBe(3);
    expect(client.getQueryData<Gym>(detailKey)?.favourite).toBe(3);
    expect(client.getQueryData<{ gyms: Gym[] }>(memberKeys.favourites(userId))?.gyms[0]?.favourite).toBe(3);
  });

  it('rolls the heart and the list back when the server refuses, and reports the failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { fetchMock, release } = heldFetch();
    const { client, listKey } = seededClient();
    const failures: Error[] = [];
    const observer = new MutationObserver(
      client,
      toggleFavouriteOptions(client, userId, (e) => failures.push(e)),
    );

    const done = observer.mutate({ gym, on: true }).catch((error: unknown) => error);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(favouritesOf(client)).toEqual([gymId]);

    release(json(403, { message: 'Solo podés cambiar tus propios favoritos.', code: 'FORBIDDEN' }));
    expect(await done).toBeInstanceOf(Error);
    expect(favouritesOf(client)).toEqual([]);
    expect(listIds(client)).toEqual([]);
    expect(failures.map((e) => e.message)).toEqual(['Solo podés cambiar tus propios favoritos.']);
    expect(client.getQueryData<{ gyms: Gym[] }>(listKey)?.gyms[0]?.favourite).toBe(2);
  });
});
