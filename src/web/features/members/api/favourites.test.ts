import { describe, expect, it } from 'vitest';
import { favouriteListWith, profileWithFavourite, withFavouriteCount, withFavouriteId } from './favourites';
import { gymFixture } from '../../../lib/test-fixtures';
import { memberFixture } from './test-fixtures';

const A = '0b9f7c7e-8a51-4b57-9d0c-2f0a7c1b3e11';
const B = '1c0a8d8f-9b62-4c68-8e1d-3a1b8d2c4f22';

const gym = gymFixture;
const member = memberFixture;

describe('favourite ids', () => {
  it('adds first, removes, and keeps the same array when nothing changes', () => {
    const ids = [A];
    expect(withFavouriteId(ids, B, true)).toEqual([B, A]);
    expect(withFavouriteId(ids, A, false)).toEqual([]);
    expect(withFavouriteId(ids, A, true)).toBe(ids);
    expect(withFavouriteId(ids, B, false)).toBe(ids);
  });

  it('marks the profile without touching the rest', () => {
    const user = member([A]);
    expect(profileWithFavourite(user, B, true)).toEqual({ ...user, favourites: [B, A] });
    expect(profileWithFavourite(user, A, true)).toBe(user);
  });
});

describe('"Mis favoritos" list', () => {
  it('drops a removed gym at once and puts an added one first', () => {
    const list = { gyms: [gym(A)] };
    expect(favouriteListWith(list, gym(A), false)).toEqual({ gyms: [] });
    expect(favouriteListWith(list, gym(B), true).gyms.map((g) => g._id)).toEqual([B, A]);
    expect(favouriteListWith(list, gym(A), true)).toBe(list);
  });
});

describe('favourite count in cached catalogue answers', () => {
  it('updates a single gym (detail) only when it is that gym', () => {
    const detail = gym(A, 3);
    expect(withFavouriteCount(detail, A, 4)).toEqual({ ...detail, favourite: 4 });
    expect(withFavouriteCount(detail, B, 4)).toBe(detail);
  });

  it('updates the gym inside a list page and leaves the others', () => {
    const page = { gyms: [gym(A, 1), gym(B, 7)], total: 2, page: 1, limit: 6, pages: 1 };
    const next = withFavouriteCount(page, B, 6);
    expect(next.gyms.map((g) => g.favourite)).toEqual([1, 6]);
    expect(next.total).toBe(2);
    expect(withFavouriteCount(page, '9e9e9e9e-0000-4000-8000-000000000000', 1)).toBe(page);
  });

  it('leaves shapes without counts (map pins, service names) unchanged', () => {
    const pins = { gyms: [{ _id: A, name: 'x', latitude: 1, longitude: 2 }], total: 1, truncated: false };
    const services = { services: [{ name: 'Yoga', gyms: 3 }] };
    expect(withFavouriteCount(pins, A, 5)).toBe(pins);
    expect(withFavouriteCount(services, A, 5)).toBe(services);
    expect(withFavouriteCount(undefined, A, 5)).toBeUndefined();
  });
});
