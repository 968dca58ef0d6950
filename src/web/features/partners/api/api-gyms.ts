/**
 * A partner's own gyms and their services (SPEC §7 `mygyms`, `gymsupdate`; ADR 0007; contract
 * `src/shared/contract/partner-gyms.ts`): typed fetchers and their TanStack Query hooks. Every write
 * invalidates the partner's gyms and the public catalogue (`['gyms']`), so a change shows at once in
 * the list, the detail and the map.
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
} from '../../../../shared/contract/partner-gyms';
import { getJson, sendJson } from '../../../lib/http';
import { partnerKeys } from './api';
import { seg } from '../../../lib/path';
import { gymKeys } from '../../../lib/query-keys';

const BASE = '/api/partner/gyms';

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

/**
 * After a write: puts the changed gym into the partner's cached list at once (when the answer has it)
 * and refreshes that list and every catalogue answer in the background. The refresh is not awaited,
 * so a screen's own success step (a toast, a move back to the profile) runs before the list changes
 * under it (e.g. a deleted service's form must not turn into "not found" first).
 */
function afterWrite(
  queryClient: QueryClient,
  userId: string,
  change?: { gym: MyGym; added?: boolean },
): void {
  if (change)
    queryClient.setQueryData<MyGym[]>(partnerKeys.gyms(userId), (gyms) => {
      if (!gyms) return gyms;
      if (change.added) return [change.gym, ...gyms.filter((g) => g._id !== change.gym._id)];
      return gyms.map((g) => (g._id === change.gym._id ? change.gym : g));
    });
  void queryClient.invalidateQueries({ queryKey: partnerKeys.gyms(userId) });
  void queryClient.invalidateQueries({ queryKey: gymKeys.all });
}

/** Creates a gym of `userId` ({@link createGym}). */
export function useCreateGym(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGym,
    onSuccess: (gym) => afterWrite(queryClient, userId, { gym, added: true }),
  });
}

/** Changes a gym of `userId` ({@link updateGym}): edit, deactivate (`gymActive: false`), reactivate. */
export function useUpdateGym(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateGym,
    onSuccess: (gym) => afterWrite(queryClient, userId, { gym }),
  });
}

/** Deletes a gym of `userId` ({@link deleteGym}). */
export function useDeleteGym(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteGym,
    onSuccess: () => afterWrite(queryClient, userId),
  });
}

/** Creates or changes a service of one of `userId`'s gyms (create when the body has no `_id`). */
export function useSaveService(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ServiceCreateBody | ServiceUpdateBody) =>
      '_id' in body ? updateService(body) : createService(body),
    onSuccess: ({ gym }) => afterWrite(queryClient, userId, { gym }),
  });
}

/** Deletes a service of one of `userId`'s gyms ({@link deleteService}). */
export function useDeleteService(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteService,
    onSuccess: () => afterWrite(queryClient, userId),
  });
}
