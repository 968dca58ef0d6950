/**
 * A proxy in front of a provider's fake that loses answers to refund calls: it forwards every request
 * unchanged, and for a share of the refund creations (`POST /v1/refunds` at Stripe,
 * `POST /v1/payments/{id}/refunds` at MercadoPago) it lets the provider make the refund, holds the
 * answer a moment and then drops the connection — the provider refunded, the server never heard. The
 * server must leave its refund `requested` and make the same call again later (our refund id as the
 * idempotency key), getting the first refund back instead of a second one (ADR 0027).
 * @module
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

/** A running proxy. */
export interface LossyProxy {
  /** `http://127.0.0.1:<port>`, to give the server as the provider's base URL. */
  readonly url: string;
  /** Refund answers lost so far. */
  readonly lost: number;
  /** Loses no answer from now on (the provider is heard again). */
  heal(): void;
  close(): Promise<void>;
}

const REFUND_CALL = /^\/v1\/(refunds|payments\/\d+\/refunds)$/;
/** How long a lost answer is held before the connection drops, ms (kills land in this window too). */
const HOLD_MS = 400;

const readBody = async (request: IncomingMessage): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
};

/** Starts a proxy to `target` that loses `share` of the refund answers (drawn from `random`). */
export async function startLossyProxy(
  target: string,
  share: number,
  random: () => number,
): Promise<LossyProxy> {
  let lost = 0;
  let healed = false;
  const server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const method = request.method ?? 'GET';
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers))
        if (typeof value === 'string' && name !== 'host' && name !== 'content-length')
          headers.set(name, value);
      const answer = await fetch(`${target}${request.url ?? '/'}`, {
        method,
        headers,
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: new Uint8Array(body) }),
      });
      const text = Buffer.from(await answer.arrayBuffer());
      const path = new URL(request.url ?? '/', 'http://proxy').pathname;
      if (method === 'POST' && REFUND_CALL.test(path) && answer.status < 300 && !healed && random() < share) {
        lost += 1;
        await sleep(HOLD_MS);
        request.socket.destroy();
        return;
      }
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'transfer-encoding' && name !== 'content-encoding')
          out[name] = value;
      });
      response.writeHead(answer.status, out);
      response.end(text);
    })().catch(() => request.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get lost() {
      return lost;
    },
    heal: () => {
      healed = true;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
