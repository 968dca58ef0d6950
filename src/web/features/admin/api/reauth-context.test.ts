import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../lib/http';
import { runReauthenticated } from './reauth-context';

const reauth = () => new ApiRequestError('Ingresá de nuevo el código', 403, 'REAUTHENTICATION_REQUIRED');

describe('re-authentication before payouts and locks', () => {
  it('runs the action once when it is accepted', async () => {
    const action = vi.fn(async () => 'ok');
    const ask = vi.fn(async () => undefined);
    await expect(runReauthenticated(action, ask)).resolves.toBe('ok');
    expect(action).toHaveBeenCalledTimes(1);
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks for a code and runs the action once more', async () => {
    const action = vi.fn().mockRejectedValueOnce(reauth()).mockResolvedValueOnce('locked');
    const ask = vi.fn(async () => undefined);
    await expect(runReauthenticated(action, ask)).resolves.toBe('locked');
    expect(ask).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledTimes(2);
  });

  it('gives up with the refusal when the administrator cancels, or after a second refusal', async () => {
    const refusal = reauth();
    const cancelled = vi.fn().mockRejectedValue(refusal);
    await expect(runReauthenticated(cancelled, (error) => Promise.reject(error))).rejects.toBe(refusal);
    expect(cancelled).toHaveBeenCalledTimes(1);
    const twice = vi.fn().mockRejectedValue(refusal);
    const ask = vi.fn(async () => undefined);
    await expect(runReauthenticated(twice, ask)).rejects.toBe(refusal);
    expect(twice).toHaveBeenCalledTimes(2);
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('lets other failures through without asking', async () => {
    const conflict = new ApiRequestError('Ese email ya está bloqueado.', 409, 'CONFLICT');
    const ask = vi.fn(async () => undefined);
    await expect(runReauthenticated(() => Promise.reject(conflict), ask)).rejects.toBe(conflict);
    expect(ask).not.toHaveBeenCalled();
  });
});
