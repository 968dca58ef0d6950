/**
 * The fixed answer of the baseline route (a): one page of 6 synthetic gyms in exactly the shape of
 * `GET /api/partner/gyms/allgyms` (`GymListResponse`), built once, without a database.
 * @module
 */
import type { GymListResponse } from '../../src/shared/contract/gyms';
import { haversineKm } from '../../src/shared/domain/geo';
import { DEFAULT_LOCATION, DEFAULT_PAGE_SIZE } from '../../src/shared/constants/spec';
import { DEFAULT_SEED, generateGym, serviceRows } from './generate';

/**
 * Builds the fixed page: gyms 0–5 of the catalogue of `seed`, with distances from the default location.
 * @param total - the `total` it claims (a plausible catalogue size)
 */
export function fixedPage(seed: number = DEFAULT_SEED, total = 1_000_000): GymListResponse {
  const services = serviceRows(seed);
  const byId = new Map(services.map((s) => [s.id, s.name]));
  const gyms = Array.from({ length: DEFAULT_PAGE_SIZE }, (_, i) => {
    const { gym, links } = generateGym(i, seed, services);
    return {
      _id: gym.id,
      name: gym.name,
      price: { $numberDecimal: gym.price },
      raiting: Number(gym.raiting),
      reviewCount: gym.review_count,
      score: Number(gym.score),
      image: gym.images,
      logo: gym.logo,
      phone: gym.phone,
      email: gym.email,
      services: links.map((l) => ({
        _id: l.id,
        name: byId.get(l.service_id) ?? '',
        description: l.description,
        duration: l.duration_minutes,
        price: l.price === null ? null : { $numberDecimal: l.price },
        image: null,
      })),
      trainers: gym.trainers,
      clients: gym.clients,
      uEnd: gym.u_end,
      latitude: { $numberDecimal: gym.latitude },
      longitude: { $numberDecimal: gym.longitude },
      socialNetworks: gym.social_networks,
      gymActive: gym.gym_active,
      favourite: gym.favourite,
      address: gym.address,
      neighborhood: gym.neighborhood,
      country: 'AR',
      distance:
        Math.round(
          haversineKm(DEFAULT_LOCATION, {
            latitude: Number(gym.latitude),
            longitude: Number(gym.longitude),
          }) * 1000,
        ) / 1000,
      demo: gym.demo_values,
      visitCredits: null,
    };
  });
  return {
    gyms,
    total,
    totalIsEstimate: false,
    page: 1,
    limit: DEFAULT_PAGE_SIZE,
    pages: Math.ceil(total / DEFAULT_PAGE_SIZE),
  };
}
