/**
 * Gym moderation by administrators (ADR 0018 "Moderation"; contract
 * `src/shared/contract/admin-moderation.ts`): every gym with its status, unpublishing one with a reason
 * the partner reads, and publishing it again.
 * @module
 */
import { useMutation } from '@tanstack/react-query';
import {
  adminGymListResponseSchema,
  publishResponseSchema,
  unpublishResponseSchema,
} from '../../../../shared/contract/admin-moderation';
import { sendJson, type QueryParams } from '../../../lib/http';
import { useAdminList, useRefreshAdmin } from './api';
import { seg } from '../../../lib/path';

/** `GET /api/admin/gyms` (`q`, `status`, `sort`, `order`, `page`). */
export const useAdminGyms = (params: QueryParams) =>
  useAdminList('gyms', '/api/admin/gyms', adminGymListResponseSchema, params);

/** `POST /api/admin/gyms/{id}/unpublish` with the reason. */
export function useUnpublishGym() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      sendJson('POST', `/api/admin/gyms/${seg(id)}/unpublish`, { reason }, unpublishResponseSchema),
    onSuccess: () => void refresh(),
  });
}

/** `POST /api/admin/gyms/{id}/publish`. */
export function usePublishGym() {
  const refresh = useRefreshAdmin();
  return useMutation({
    mutationFn: (id: string) =>
      sendJson('POST', `/api/admin/gyms/${seg(id)}/publish`, undefined, publishResponseSchema),
    onSuccess: () => void refresh(),
  });
}
