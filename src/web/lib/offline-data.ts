/**
 * The signed-in person's offline data (ADR 0030): the answers a member needs at the gym's door without
 * signal — "Mis compras" with its passes and their rotating-code secrets (ADR 0029), "Mis reservas",
 * favourites and the profile they sit in — kept in IndexedDB (idb-keyval, never `localStorage`) as the
 * query cache's own keys, data and fetch times, and put back with `setQueryData` (its `updatedAt`
 * keeps the fetch time). TanStack's `dehydrate`/`hydrate` would do the same but would split the query
 * core out of the first screens' script (ADR 0013 budgets). The entry names its owner: another person signing in on the device erases it,
 * as does the end of the session: signing out, deleting the account, a 401 (src/web/app/pwa).
 * @module
 */
import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import { clear, createStore, get, set, type UseStore } from 'idb-keyval';

/** One kept answer: its query key, its data and when it was fetched (ms since the epoch). */
interface KeptAnswer {
  queryKey: QueryKey;
  data: unknown;
  updatedAt: number;
}

/** The one entry: whose data it is, when it was written, and the answers. */
interface SavedState {
  userId: string;
  savedAt: number;
  answers: KeptAnswer[];
}

const ENTRY = 'queries';
/** Least ms between two writes while answers keep arriving. */
const SAVE_DELAY_MS = 500;

let store: UseStore | undefined;
/** The database `buscagym-offline`, opened on first use (absent in browsers without IndexedDB). */
const offlineStore = (): UseStore | undefined => {
  if (typeof indexedDB === 'undefined') return undefined;
  store ??= createStore('buscagym-offline', 'state');
  return store;
};

/** Query-key heads kept offline: the account's own answers, and the public lists its screens read. */
const KEPT: readonly (readonly string[])[] = [
  ['account', 'orders'],
  ['account', 'bookings'],
  ['account', 'passes'],
  ['account', 'member', 'favourites'],
  ['account', 'member', 'profile'],
  ['members', 'avatars'],
  ['members', 'deseasesMap'],
];

/** Whether `query` is kept offline: one of {@link KEPT}, with data. */
export function isKeptOffline(query: Pick<Query, 'queryKey' | 'state'>): boolean {
  if (query.state.status !== 'success') return false;
  return KEPT.some((head) => head.every((part, i) => query.queryKey[i] === part));
}

/**
 * Puts back the data kept for `userId` into `client` when the page loads offline; an entry of another
 * person is erased instead. Online the server answers, so nothing is put back: a form would otherwise
 * start from the kept copy of what was just saved. Never overwrites a newer answer, and what it puts
 * back is marked stale, so it is fetched again once the connection returns.
 * @param online - whether the browser is online now (`navigator.onLine`)
 */
export async function restoreOfflineData(
  client: QueryClient,
  userId: string,
  online: boolean = navigator.onLine,
): Promise<void> {
  const db = offlineStore();
  if (!db) return;
  const saved = await get<SavedState>(ENTRY, db);
  if (!saved) return;
  if (saved.userId !== userId) {
    await clear(db);
    return;
  }
  if (online) return;
  for (const { queryKey, data, updatedAt } of saved.answers) {
    if ((client.getQueryState(queryKey)?.dataUpdatedAt ?? 0) >= updatedAt) continue;
    client.setQueryData(queryKey, data, { updatedAt });
  }
  await client.invalidateQueries({ predicate: isKeptOffline, refetchType: 'none' });
}

/**
 * Keeps the offline data of `userId` up to date: each successful answer of a kept query rewrites the
 * entry (at most every {@link SAVE_DELAY_MS} ms).
 * @returns a function that stops it
 */
export function keepOfflineData(client: QueryClient, userId: string): () => void {
  const db = offlineStore();
  if (!db) return () => undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = (): void => {
    timer = undefined;
    const answers = client
      .getQueryCache()
      .getAll()
      .filter(isKeptOffline)
      .map((q) => ({ queryKey: q.queryKey, data: q.state.data, updatedAt: q.state.dataUpdatedAt }));
    void set(ENTRY, { userId, savedAt: Date.now(), answers } satisfies SavedState, db);
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !isKeptOffline(event.query)) return;
    timer ??= setTimeout(save, SAVE_DELAY_MS);
  });
  return () => {
    unsubscribe();
    clearTimeout(timer);
  };
}

/** Erases every kept answer (sign-out, account deletion). */
export async function eraseOfflineData(): Promise<void> {
  const db = offlineStore();
  if (db) await clear(db);
}
