import { describe, expect, it } from 'vitest';
import { haversineKm } from '../../../../shared/domain/geo';
import { nearestGyms, type ClassGym } from './class-candidates';

const origin = { latitude: -34.6, longitude: -58.4 };
const gym = (id: string, latitude: number, longitude: number): ClassGym => ({ id, latitude, longitude });

describe('nearestGyms', () => {
  it('keeps the `count` nearest by great-circle distance, nearest first, ties by id (gyms by latitude)', () => {
    const gyms = Array.from({ length: 200 }, (_, i) =>
      gym(`g${String(i).padStart(3, '0')}`, -34.6 + Math.sin(i) * 0.2, -58.4 + Math.cos(i * 7) * 0.3),
    );
    gyms.push(gym('tie-b', -34.65, -58.4), gym('tie-a', -34.65, -58.4), gym('far', 10, 10));
    gyms.sort((a, b) => a.latitude - b.latitude);
    const byDistance = [...gyms].sort(
      (a, b) => haversineKm(origin, a) - haversineKm(origin, b) || (a.id < b.id ? -1 : 1),
    );
    for (const count of [1, 5, 30, 202, 203, 500])
      expect(nearestGyms(gyms, origin, count).map((g) => g.id)).toEqual(
        byDistance.slice(0, count).map((g) => g.id),
      );
  });

  it('gives nothing for no gyms or a count of 0', () => {
    expect(nearestGyms([], origin, 5)).toEqual([]);
    expect(nearestGyms([gym('a', 0, 0)], origin, 0)).toEqual([]);
  });
});
