import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { httpMessages } from '../../shared/messages/catalogue.web';
import { ApiRequestError, buildUrl, getJson, messageForStatus } from './http';

const jsonResponse = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('http', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('builds URLs, leaving out empty values', () => {
    expect(buildUrl('/api/x', { a: 1, b: undefined, c: null, d: 'á b' }, '')).toBe('/api/x?a=1&d=%C3%A1+b');
    expect(buildUrl('/api/x', {}, 'https://api.example/')).toBe('https://api.example/api/x');
  });

  it('maps statuses to Spanish fallbacks', () => {
    expect(messageForStatus(404)).toBe(httpMessages.notFound);
    expect(messageForStatus(429)).toBe(httpMessages.tooManyRequests);
    expect(messageForStatus(400)).toBe(httpMessages.badRequest);
    expect(messageForStatus(502)).toBe(httpMessages.server);
  });

  it('parses a success body with the schema', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { n: 1 })),
    );
    await expect(getJson('/api/x', z.object({ n: z.number() }))).resolves.toEqual({ n: 1 });
  });

  it('turns a {message} error body into an ApiRequestError with that text', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(404, { message: 'No encontramos ese gimnasio.', code: 'NOT_FOUND' })),
    );
    const error = await getJson('/api/x', z.object({})).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ message: 'No encontramos ese gimnasio.', status: 404, code: 'NOT_FOUND' });
  });

  it('uses a Spanish fallback when the error body has no message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('oops', { status: 500 })),
    );
    await expect(getJson('/api/x', z.object({}))).rejects.toMatchObject({
      message: httpMessages.server,
      status: 500,
    });
  });

  it('reports network failures and unexpected bodies in Spanish', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(getJson('/api/x', z.object({}))).rejects.toMatchObject({
      message: httpMessages.network,
      status: 0,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(200, { n: 'not a number' })),
    );
    await expect(getJson('/api/x', z.object({ n: z.number() }))).rejects.toMatchObject({
      message: httpMessages.unexpectedResponse,
    });
  });
});
