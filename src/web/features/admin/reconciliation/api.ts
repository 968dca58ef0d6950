/**
 * The administrators' reconciliation calls (ADR 0044), typed with the shared contract and cached under
 * the administration key like the console's other lists; a run or a "Marcar como resuelto" refreshes it.
 * @module
 */
import {
  mismatchAnswerSchema,
  mismatchListSchema,
  runAnswerSchema,
} from '../../../../shared/contract/reconciliation';
import { sendJson } from '../../../lib/http';
import { seg } from '../../../lib/path';
import { useAdminList, useAdminWrite } from '../api/api';

/** `GET /api/admin/reconciliation?page=`: the open mismatches first, then the resolved ones. */
export const useMismatches = (page: number) =>
  useAdminList('reconciliation', '/api/admin/reconciliation', mismatchListSchema, { page });

/** `POST /api/admin/reconciliation/run`: one run now. */
export const useRunReconciliation = () =>
  useAdminWrite(() => sendJson('POST', '/api/admin/reconciliation/run', {}, runAnswerSchema));

/** `POST /api/admin/reconciliation/{id}/resolve`. */
export const useResolveMismatch = () =>
  useAdminWrite((id: string) =>
    sendJson('POST', `/api/admin/reconciliation/${seg(id)}/resolve`, undefined, mismatchAnswerSchema),
  );
