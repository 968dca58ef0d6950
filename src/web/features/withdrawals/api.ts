/**
 * The consumer's legal buttons' calls (ADR 0027): `POST /api/withdrawals` ("Botón de arrepentimiento").
 * The answer is trusted (the server checks it against the contract), so this lazy page loads no zod.
 * @module
 */
import type { WithdrawalBody, WithdrawalResponse } from '../../../shared/contract/refunds';
import { sendJson, trustedAnswer } from '../../lib/http';

/** Sends a withdrawal request. @returns its number and state */
export async function requestWithdrawal(body: WithdrawalBody): Promise<WithdrawalResponse['withdrawal']> {
  const { withdrawal } = await sendJson(
    'POST',
    '/api/withdrawals',
    body,
    trustedAnswer<WithdrawalResponse>(),
  );
  return withdrawal;
}
