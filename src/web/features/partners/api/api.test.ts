import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPartnerProfile, partnerKeys } from './api';
import { jsonResponse } from '../../../lib/test-fixtures';
import { partnerFixture, PARTNER_USER_ID } from '../forms/test-fixtures';

const userId = PARTNER_USER_ID;
const partner = partnerFixture({ name: 'Carla Gómez' });

describe('loadPartnerProfile (SPEC §4 partner profile load)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("fetches GET /api/partner/profile/{userId} into the cache under ['partner', userId]", async () => {
    const fetchMock = vi.fn(async () => jsonResponse(200, { partner }));
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    await expect(loadPartnerProfile(client, userId)).resolves.toEqual(partner);
    expect(String((fetchMock.mock.calls[0] as unknown[])[0])).toContain(`/api/partner/profile/${userId}`);
    expect(partnerKeys.profile(userId)).toEqual(['partner', userId]);
    expect(client.getQueryData(['partner', userId])).toEqual(partner);
  });

  it('only logs a failure (an error answer or a body off the contract)', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(403, { message: 'No tenés permiso.', code: 'FORBIDDEN' })),
    );
    const client = new QueryClient();
    await expect(loadPartnerProfile(client, userId)).resolves.toBeUndefined();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { partner: { name: 'x' } })),
    );
    await expect(loadPartnerProfile(new QueryClient(), userId)).resolves.toBeUndefined();
    const ours = log.mock.calls.filter(([text]) => text === '[partner] could not load the partner profile');
    expect(ours).toHaveLength(2);
    expect(client.getQueryData(partnerKeys.profile(userId))).toBeUndefined();
  });
});
