/**
 * A partner's own gyms and their services (issue "Partners" §3–§5; contract
 * `src/shared/contract/partner-gyms.ts`): typed fetchers and their TanStack Query hooks. Every write
 * invalidates the partner's gyms and the public catalogue (`['gyms']`), so a change shows at once in
 * the list, the detail and the map (issue "Partners" §7).
 * @module
 */
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  gymDeleteResponseSchema,
  myGymResponseSchema,
  myGymsResponseSchema,
  serviceWriteResponseSchema,
  type GymCreateBody,
  type GymUpdateBody,
  type MyGym,
  type ServiceCreateBody,
  type ServiceUpdateBody,
} from '../../../shared/contract/partner-gyms';
import { getJson, sendJson } from '../../lib/http';
import { gymKeys } from '../gyms/api';
import { partnerKeys } from './api';

const BASE = '/api/partner/gyms';
const seg = encodeURIComponent;

/** `GET /api/partner/gyms/mygyms/{userId}`: the partner's gyms (inactive ones too), newest first. */
export async function fetchMyGyms(userId: string, signal?: AbortSignal): Promise<MyGym[]> {
  const { gyms } = await getJson(`${BASE}/mygyms/${seg(userId)}`, myGymsResponseSchema, { signal });
  return gyms;
}

/** `POST /api/partner/gyms/gymscreate` → the new gym. */
export async function createGym(body: GymCreateBody): Promise<MyGym> {
  return (await sendJson('POST', `${BASE}/gymscreate`, body, myGymResponseSchema)).gym;
}

/** `PUT /api/partner/gyms/gymsupdate` (SPEC §7) → the gym after the change. */
export async function updateGym(body: GymUpdateBody): Promise<MyGym> {
  return (await sendJson('PUT', `${BASE}/gymsupdate`, body, myGymResponseSchema)).gym;
}

/** `DELETE /api/partner/gyms/gymsdelete/{gymId}`; a 409 carries the "has sales" message. */
export async function deleteGym(gymId: string): Promise<z.output<typeof gymDeleteResponseSchema>> {
  return sendJson('DELETE', `${BASE}/gymsdelete/${seg(gymId)}`, undefined, gymDeleteResponseSchema);
}

/** `POST /api/partner/gyms/servicecreate` → the service and its gym. */
export function createService(body: ServiceCreateBody) {
  return sendJson('POST', `${BASE}/servicecreate`, body, serviceWriteResponseSchema);
}

/** `PUT /api/partner/gyms/serviceupdate` → the service and its gym. */
export function updateService(body: ServiceUpdateBody) {
  return sendJson('PUT', `${BASE}/serviceupdate`, body, serviceWriteResponseSchema);
}

/** `DELETE /api/partner/gyms/servicedelete/{serviceId}` → the gym after the change. */
export async function deleteService(serviceId: string): Promise<MyGym> {
  return (await sendJson('DELETE', `${BASE}/servicedelete/${seg(serviceId)}`, undefined, myGymResponseSchema))
    .gym;
}

/** The partner's gyms (see {@link fetchMyGyms}); disabled while `userId` is empty. */
export function useMyGyms(userId: string) {
  return useQuery({
    queryKey: partnerKeys.gyms(userId),
    queryFn: ({ signal }) => fetchMyGyms(userId, signal),
    enabled: userId !== '',
  });
}

/** Refreshes the partner's gyms and every catalogue answer after a write. */
function invalidateAfterWrite(queryClient: QueryClient, userId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: partnerKeys.gyms(userId) }),
    queryClient.invalidateQueries({ queryKey: gymKeys.all }),
  ]);
}

/** Creates a gym of `userId` ({@link createGym}). */
export function useCreateGym(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGym,
    onSuccess: () => invalidateAfterWrite(queryClient, userId),
  });
}

/** Changes a gym of `userId` ({@link updateGym}): edit, deactivate (`gymActive: false`), reactivate. */
export function useUpdateGym(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGym,
    onSuccess: () => invalidateAfterWrite(queryClient, userId),
  });
}

/** Deletes a gym of `userId` ({@link deleteGym}). */
export function useDeleteGym(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGym,
    onSuccess: () => invalidateAfterWrite(queryClient, userId),
  });
}

/** Creates or changes a service of one of `userId`'s gyms (create when the body has no `_id`). */
export function useSaveService(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceCreateBody | ServiceUpdateBody) =>
      '_id' in body ? updateService(body) : createService(body),
    onSuccess: () => invalidateAfterWrite(queryClient, userId),
  });
}

/** Deletes a service of one of `userId`'s gyms ({@link deleteService}). */
export function useDeleteService(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => invalidateAfterWrite(queryClient, userId),
  });
}
