import { describe, expect, it } from 'vitest';
import {
  apiParams,
  defineList,
  inServerOrder,
  isDay,
  newestFirst,
  readListState,
  sortingOf,
  withPage,
  withSearch,
  withSorting,
  writeListState,
} from './list-state';

const users = newestFirst(['createdAt', 'name', 'email', 'lastSignInAt'], {
  type: ['user', 'partner', 'admin'],
  state: ['active', 'locked'],
});
const audit = inServerOrder({ action: ['account.lock'], from: 'day', target: 'text', actor: 'uuid' });

describe('list declarations', () => {
  it('declares a list sorted newest first and one in the server order', () => {
    expect(users).toEqual(
      defineList({
        sortKeys: ['createdAt', 'name', 'email', 'lastSignInAt'],
        defaultSort: 'createdAt',
        defaultOrder: 'desc',
        filters: { type: ['user', 'partner', 'admin'], state: ['active', 'locked'] },
      }),
    );
    expect(audit).toEqual(
      defineList({
        sortKeys: [],
        defaultSort: null,
        defaultOrder: 'desc',
        filters: { action: ['account.lock'], from: 'day', target: 'text', actor: 'uuid' },
      }),
    );
  });
});

describe('admin list state in the URL', () => {
  it('reads the defaults from an empty query and writes them back as nothing', () => {
    const state = readListState(new URLSearchParams(), users);
    expect(state).toEqual({ q: '', sort: 'createdAt', order: 'desc', page: 1, filters: {} });
    expect(writeListState(state, users).toString()).toBe('');
  });

  it('round-trips search, filters, sort and page', () => {
    const params = new URLSearchParams('q=ana&type=partner&state=locked&sort=name&order=asc&page=3');
    const state = readListState(params, users);
    expect(state).toEqual({
      q: 'ana',
      sort: 'name',
      order: 'asc',
      page: 3,
      filters: { type: 'partner', state: 'locked' },
    });
    expect(readListState(writeListState(state, users), users)).toEqual(state);
  });

  it('drops what the list does not allow', () => {
    const params = new URLSearchParams('sort=password&order=sideways&type=root&page=0&state=');
    expect(readListState(params, users)).toEqual({
      q: '',
      sort: 'createdAt',
      order: 'desc',
      page: 1,
      filters: {},
    });
    expect(readListState(new URLSearchParams('page=501'), users).page).toBe(1);
    expect(readListState(new URLSearchParams('page=2.5'), users).page).toBe(1);
    expect(readListState(new URLSearchParams(`q=${'x'.repeat(300)}`), users).q).toHaveLength(100);
    const odd = readListState(new URLSearchParams('from=2026-02-30&actor=nope&target=a@b.co'), audit);
    expect(odd.filters).toEqual({ target: 'a@b.co' });
    expect(odd.sort).toBeNull();
  });

  it('keeps a non-default order of the default sort key', () => {
    const state = { ...readListState(new URLSearchParams(), users), order: 'asc' as const };
    expect(writeListState(state, users).toString()).toBe('sort=createdAt&order=asc');
  });

  it('turns URL state into table sorting and back, resetting the page', () => {
    const state = readListState(new URLSearchParams('sort=email&order=asc&page=4'), users);
    expect(sortingOf(state)).toEqual([{ id: 'email', desc: false }]);
    expect(withSorting(state, [{ id: 'name', desc: true }], users)).toMatchObject({
      sort: 'name',
      order: 'desc',
      page: 1,
    });
    expect(withSorting(state, [{ id: 'state', desc: true }], users)).toMatchObject({
      sort: 'createdAt',
      order: 'desc',
    });
    expect(sortingOf(readListState(new URLSearchParams(), audit))).toEqual([]);
  });

  it('resets the page on a new search and moves pages', () => {
    const state = readListState(new URLSearchParams('page=7&type=user'), users);
    expect(withSearch(state, '  nuñez ', { type: 'admin' })).toMatchObject({
      q: 'nuñez',
      page: 1,
      filters: { type: 'admin' },
    });
    expect(withPage(state, 8).page).toBe(8);
  });

  it('builds the API query without empty values', () => {
    const state = readListState(new URLSearchParams('q=ana&type=user&page=2'), users);
    expect(apiParams(state)).toEqual({ q: 'ana', type: 'user', page: 2, sort: 'createdAt', order: 'desc' });
    expect(apiParams(readListState(new URLSearchParams(), audit))).toEqual({ page: 1 });
  });

  it('knows a calendar day', () => {
    expect(isDay('2026-11-24')).toBe(true);
    expect(isDay('2026-13-01')).toBe(false);
    expect(isDay('24/11/2026')).toBe(false);
  });
});
