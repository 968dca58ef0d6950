import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  activeFilterCount,
  fromSortChoice,
  hasActiveFilters,
  parseListState,
  toListQuery,
  toMapQuery,
  toSortChoice,
  updateListParams,
} from './url-state';

const HERE = { latitude: -34.6, longitude: -58.4 };
const parse = (query: string) => parseListState(new URLSearchParams(query));
const update = (query: string, patch: Parameters<typeof updateListParams>[1]) =>
  updateListParams(new URLSearchParams(query), patch).toString();

describe('gym list URL state', () => {
  it('defaults to best rating first, all services, page 1', () => {
    expect(parse('')).toEqual(DEFAULT_LIST_STATE);
    expect(DEFAULT_LIST_STATE).toMatchObject({ sort: 'raiting', order: 'desc', service: 'all', page: 1 });
  });

  it("reads every parameter, accepting the spec's Spanish order words", () => {
    expect(parse('sort=price&order=descendente&service=Yoga&name=club&page=3')).toEqual({
      sort: 'price',
      order: 'desc',
      service: 'Yoga',
      name: 'club',
      classesToday: false,
      openNow: false,
      pase: false,
      page: 3,
    });
    expect(parse('sort=price').order).toBe('asc');
  });

  it('falls back on invalid values and always sorts distance nearest first', () => {
    expect(parse('sort=foo&page=0')).toEqual(DEFAULT_LIST_STATE);
    expect(parse('page=-2').page).toBe(1);
    expect(parse('page=2.5').page).toBe(1);
    expect(parse('page=99999999').page).toBe(1);
    expect(parse(`service=${'x'.repeat(61)}`).service).toBe('all');
    expect(parse(`name=${'x'.repeat(150)}`).name).toHaveLength(100);
    expect(parse('sort=distance&order=desc').order).toBe('asc');
  });

  it('writes only non-default values and keeps unrelated parameters', () => {
    expect(update('utm=x', { service: 'Natación' })).toBe('utm=x&service=Nataci%C3%B3n');
    expect(update('', { sort: 'price' })).toBe('sort=price');
    expect(update('', { sort: 'price', order: 'desc' })).toBe('sort=price&order=desc');
    expect(update('sort=price', { sort: 'raiting', order: 'desc' })).toBe('');
    expect(update('', { service: 'all', name: '' })).toBe('');
  });

  it('goes back to page 1 when a filter or the sort changes, not when the page does', () => {
    expect(update('page=3', { name: 'club' })).toBe('name=club');
    expect(update('page=3', { sort: 'distance' })).toBe('sort=distance');
    expect(update('service=Yoga', { page: 2 })).toBe('service=Yoga&page=2');
    expect(update('page=2', { page: 1 })).toBe('');
  });

  it('maps sort choices both ways', () => {
    expect(toSortChoice('distance', 'desc')).toBe('distance-asc');
    expect(toSortChoice('price', 'desc')).toBe('price-desc');
    expect(fromSortChoice('raiting-asc')).toEqual({ sort: 'raiting', order: 'asc' });
  });

  it('detects active filters and builds the API query', () => {
    expect(hasActiveFilters(parse('sort=price'))).toBe(false);
    expect(hasActiveFilters(parse('name=%20club'))).toBe(true);
    expect(toListQuery(parse('name=%20club%20&page=2'), { latitude: 19.4, longitude: -99.1 }, 'MX')).toEqual({
      lat: 19.4,
      lon: -99.1,
      sort: 'raiting',
      order: 'desc',
      service: 'all',
      name: 'club',
      country: 'MX',
      page: 2,
      limit: 6,
    });
    expect(toMapQuery(parse('pais=br'), HERE, 'BR')).toMatchObject({ country: 'BR', service: 'all' });
  });
});

describe("the page's country (ADR 0052)", () => {
  it('keeps `pais` through every change of the list, the page number reset as before', () => {
    const params = new URLSearchParams('pais=mx&page=3');
    expect(updateListParams(params, { service: 'Yoga' }).toString()).toBe('pais=mx&service=Yoga');
    expect(updateListParams(params, { page: 4 }).toString()).toBe('pais=mx&page=4');
  });
});

describe('default sort of the page', () => {
  it('reads a missing sort as the page default and leaves it out of the address', () => {
    const state = parseListState(new URLSearchParams(''), 'distance');
    expect(state).toMatchObject({ sort: 'distance', order: 'asc' });
    expect(updateListParams(new URLSearchParams(''), { service: 'Yoga' }, 'distance').toString()).toBe(
      'service=Yoga',
    );
    // Rating is no longer the default there, so choosing it is written down.
    expect(updateListParams(new URLSearchParams(''), { sort: 'raiting' }, 'distance').toString()).toBe(
      'sort=raiting',
    );
  });
});

describe('activeFilterCount', () => {
  it('counts the service and a sort other than the default, not the name', () => {
    const base = parseListState(new URLSearchParams(''));
    expect(activeFilterCount(base)).toBe(0);
    expect(activeFilterCount({ ...base, name: 'club' })).toBe(0);
    expect(activeFilterCount({ ...base, service: 'Yoga' })).toBe(1);
    expect(activeFilterCount({ ...base, service: 'Yoga', sort: 'price', order: 'asc' })).toBe(2);
    expect(activeFilterCount({ ...base, sort: 'raiting', order: 'asc' })).toBe(1);
    expect(activeFilterCount({ ...base, sort: 'price', order: 'asc' }, { includeSort: false })).toBe(0);
    const near = parseListState(new URLSearchParams(''), 'distance');
    expect(activeFilterCount(near, { defaultSort: 'distance' })).toBe(0);
    expect(activeFilterCount({ ...near, sort: 'raiting', order: 'desc' }, { defaultSort: 'distance' })).toBe(
      1,
    );
  });
});

describe('"Con clases hoy"', () => {
  it.each(['openNow', 'classesToday', 'pase'] as const)(
    'reads and writes %s=true only, counts as a filter and reaches both API queries',
    (flag) => {
      expect(parse(`${flag}=true`)[flag]).toBe(true);
      expect(parse(`${flag}=1`)[flag]).toBe(false);
      expect(update('page=3', { [flag]: true })).toBe(`${flag}=true`);
      expect(update(`${flag}=true&service=Yoga`, { [flag]: false })).toBe('service=Yoga');
      const on = parse(`${flag}=true`);
      expect(hasActiveFilters(on)).toBe(true);
      expect(activeFilterCount(on)).toBe(1);
      expect(toListQuery(on, HERE, 'AR')[flag]).toBe(true);
      expect(toMapQuery(on, HERE, 'AR')[flag]).toBe(true);
      expect(toListQuery(parse(''), HERE, 'AR')[flag]).toBeUndefined();
    },
  );
});
