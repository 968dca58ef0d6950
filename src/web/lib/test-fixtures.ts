/**
 * Wire-shaped fixtures and a fetch stub shared by the web unit tests (test code only): a public gym
 * (contract `Gym`), an order (contract `Order`) and a partner's subscription (contract `Subscription`),
 * each with fixed values a test varies, a `fetch` that answers one JSON body, and an in-memory `Storage`.
 * @module
 */
import { vi } from 'vitest';
import type { Gym } from '../../shared/contract/gyms';
import type { Order } from '../../shared/contract/orders';
import type { Subscription } from '../../shared/contract/subscriptions';

/** A public gym with id `id`, `favourite` members and otherwise fixed values. */
export const gymFixture = (id: string, favourite = 0, name = `Gym ${id.slice(0, 4)}`): Gym => ({
  _id: id,
  name,
  price: { $numberDecimal: '25000.00' },
  raiting: 4,
  reviewCount: 12,
  score: 3.9,
  image: [],
  logo: null,
  phone: null,
  email: null,
  services: [],
  trainers: 0,
  clients: 0,
  uEnd: 0,
  latitude: { $numberDecimal: '-34.6' },
  longitude: { $numberDecimal: '-58.4' },
  socialNetworks: {},
  gymActive: true,
  favourite,
  address: 'Corrientes 1234',
  neighborhood: null,
  country: 'AR',
  distance: 1.2,
  demo: false,
  visitCredits: null,
});

/** A pending demo-mode cart order of ARS 15 000 with no lines, with `overrides` on top. */
export const orderFixture = (overrides: Partial<Order> = {}): Order => ({
  _id: '5b0e1f62-3c1d-4a57-8f2e-9d3c4b5a6e70',
  reference: 'BG-ABCD2345',
  kind: 'cart',
  plan: null,
  status: 'pending',
  provider: 'manual',
  total: { $numberDecimal: '15000.00' },
  currency: 'ARS',
  lines: [],
  createdAt: '2026-05-03T17:05:00.000Z',
  paidAt: null,
  failedAt: null,
  cancelledAt: null,
  refundedAt: null,
  receiptSentAt: null,
  refunds: [],
  refundedAmount: { $numberDecimal: '0.00' },
  ...overrides,
});

/** The subscription of a partner on the free plan, holding nothing. */
export const freeSubscriptionFixture = (): Subscription => ({
  plan: 'free',
  status: 'free',
  billedPlan: null,
  currentPeriodStart: null,
  currentPeriodEnd: null,
  graceUntil: null,
  renewalFailedAt: null,
  cardLast4: null,
  held: { gyms: 0, services: 0 },
});

/** A JSON `Response` with `status` and `body`. */
export const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Stubs `fetch` with one JSON answer and returns the mock to read the requests from. */
export function stubFetchJson(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(jsonResponse(status, body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** An in-memory Web `Storage` (a stand-in for `localStorage` in tests). */
export class MemoryStorage implements Storage {
  private readonly data = new Map<string, string>();
  get length() {
    return this.data.size;
  }
  clear() {
    this.data.clear();
  }
  getItem(key: string) {
    return this.data.get(key) ?? null;
  }
  key(index: number) {
    return [...this.data.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.data.delete(key);
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value));
  }
}
