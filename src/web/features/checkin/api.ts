/**
 * The door's call (`POST /api/passes/checkin`), typed with the shared contract.
 * @module
 */
import { checkinResponseSchema, type CheckinResponse } from '../../../shared/contract/orders';
import { sendJson } from '../../lib/http';

/** Checks in pass code `code`; @throws ApiRequestError with the server's Spanish message when refused. */
export function checkInPass(code: string): Promise<CheckinResponse> {
  return sendJson('POST', '/api/passes/checkin', { code }, checkinResponseSchema);
}
