/**
 * The rotating code of a pass on the member's device (ADR 0029): the pass's TOTP secret is asked once
 * (`POST /api/passes/{id}/rotating`: it retires the fixed code, ADR 0036;, kept for the session's life in the query cache and with the offline
 * data, ../../lib/offline-data, so the code works without signal), then the code
 * `BGT1.<id>.<otp>` is computed here every second (RFC 6238, the otpauth library, loaded only with a pass
 * to show), with the seconds left in its 30-second step, and the typed door code of the same step
 * (shared/domain/door-code `rotatingDoorCode`, ADR 0036). Until the secret arrives, or when it cannot
 * (an old pass's first view offline), the pass shows its fixed QR code and no door code.
 * @module
 */
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { Pass } from '../../../shared/contract/orders';
import type { RotatingSecretResponse } from '../../../shared/contract/passes';
import { rotatingCodeText } from '../../../shared/constants/passes';
import { rotatingDoorCode } from '../../../shared/domain/door-code';
import { sendJson } from '../../lib/http';

// The schema (and zod) loads with the call, not with the pages that show a pass (ADR 0013).
const rotatingSecretSchema = async () =>
  (await import('../../../shared/contract/passes')).rotatingSecretResponseSchema;

/** The code to show now, its door code and how many whole seconds they have left. */
export interface RotatingCode {
  code: string;
  /** The 8-symbol door code of the same step, to dictate at the counter (null without a stored door code). */
  doorCode: string | null;
  secondsLeft: number;
}

type Generate = (timestampMs: number) => string;

/** A generator of `secret`'s one-time passwords (otpauth, imported on first use). */
async function generatorOf(secret: RotatingSecretResponse): Promise<Generate> {
  const { Secret, TOTP } = await import('otpauth');
  const totp = new TOTP({
    algorithm: secret.algorithm,
    digits: secret.digits,
    period: secret.period,
    secret: Secret.fromBase32(secret.secret),
  });
  return (timestamp) => totp.generate({ timestamp });
}

function codeAt(
  secret: RotatingSecretResponse,
  stored: string | null,
  generate: Generate,
  now: number,
): RotatingCode {
  const otp = generate(now);
  return {
    code: rotatingCodeText(secret.idPart, otp),
    doorCode: stored === null ? null : rotatingDoorCode(stored, otp),
    secondsLeft: secret.period - (Math.floor(now / 1000) % secret.period),
  };
}

/**
 * The live code of a rotating secret fetched once with `fetchSecret` under `queryKey` (kept for the
 * session's life, and offline when the key is under `['account', 'passes']`, ../../lib/offline-data),
 * with the door code of the same step when `stored` (the pass's stored door code) is given. `error` is
 * the secret's fetch error, if any.
 */
export function useRotatingSecretCode(options: {
  queryKey: QueryKey;
  fetchSecret: () => Promise<RotatingSecretResponse>;
  enabled: boolean;
  stored: string | null;
}): { live: RotatingCode | null; error: Error | null } {
  const { queryKey, fetchSecret, enabled, stored } = options;
  const secret = useQuery({
    queryKey,
    queryFn: fetchSecret,
    enabled,
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
  const [live, setLive] = useState<RotatingCode | null>(null);
  useEffect(() => {
    const data = secret.data;
    if (!data) return undefined;
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    void generatorOf(data).then((generate) => {
      if (stopped) return;
      const tick = (): void => setLive(codeAt(data, stored, generate, Date.now()));
      tick();
      timer = setInterval(tick, 1000);
    });
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [secret.data, stored]);
  return { live, error: secret.error };
}

/**
 * The live rotating code of `pass`, or null while it is not known (then show `pass.code`). Only a valid
 * pass asks for its secret: the door refuses the others whatever their code.
 */
export function useRotatingCode(pass: Pass): RotatingCode | null {
  return useRotatingSecretCode({
    queryKey: ['account', 'passes', pass._id, 'rotating'],
    fetchSecret: () => sendJson('POST', `/api/passes/${pass._id}/rotating`, undefined, rotatingSecretSchema),
    enabled: pass.state === 'valid',
    stored: pass.doorCode,
  }).live;
}
