// The calendar feed's language (ADR 0055; docs/architecture.md §7.1): a calendar app fetches the feed
// without a session, in its own Accept-Language; the feed is written in its member's users.locale, and
// a member who chose none gets the request's language as before. Content-Language names the one used.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedResponse } from '../../../src/shared/contract/classes-partner';
import { Client as Anonymous } from '../account/helpers';
import { BOOKINGS, bookSession, createClass, grantPass, sessionsOf } from './helpers';
import { buildCommerceApp, rowsOf, sessionFor, signedIn, type Client, type CommerceTestApp } from './kit';

let t: CommerceTestApp;
let partnerA: Client;
let calendarApp: Anonymous;
beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
  calendarApp = new Anonymous(t.app);
});
afterAll(async () => t?.close());

/** The feed's path of a member in `locale` (null: none chosen) booked in one class of gym A. */
async function feedOf(locale: string | null): Promise<string> {
  const member = await signedIn(t);
  await rowsOf(t, sql`update users set locale = ${locale} where id = ${member.id}`);
  await grantPass(t, member.id);
  const created = await createClass(partnerA, { name: 'Pilates' });
  const [sessionId = ''] = await sessionsOf(t, created._id);
  expect((await bookSession(member.client, sessionId)).statusCode).toBe(201);
  const { feed } = (await member.client.post(`${BOOKINGS}/feed`)).json<CalendarFeedResponse>();
  return new URL(feed.url).pathname;
}

/** The feed at `path` read with `acceptLanguage`: its status, Content-Language and unfolded lines. */
async function read(path: string, acceptLanguage: string) {
  const res = await calendarApp.request({
    method: 'GET',
    url: path,
    headers: { 'accept-language': acceptLanguage },
  });
  return {
    status: res.statusCode,
    language: res.headers['content-language'],
    lines: res.body.replace(/\r\n[ \t]/g, '').split('\r\n'),
  };
}

describe("the calendar feed's language", () => {
  it("is the member's pt-BR, though the calendar app asks for es-AR", async () => {
    const feed = await read(await feedOf('pt-BR'), 'es-AR,es;q=0.9');
    expect(feed.status).toBe(200);
    expect(feed.language).toBe('pt-BR');
    expect(feed.lines).toContain('X-WR-CALNAME:BuscaGym — Minhas aulas');
    expect(feed.lines).toContain('PRODID:-//BuscaGym//Reservas//PT');
    const description = feed.lines.find((l) => l.startsWith('DESCRIPTION:'));
    expect(description).toMatch(/^DESCRIPTION:Você tem vaga reservada nesta aula\.\\nInstrutor: /);
    expect(description).toContain('\\nVocê pode cancelar em "Minhas reservas"');
    expect(feed.lines.join('\n')).not.toContain('Tenés lugar');
  });

  it("follows the request's Accept-Language for a member who chose no language", async () => {
    const path = await feedOf(null);
    const spanish = await read(path, 'es-AR,es;q=0.9');
    expect(spanish.language).toBe('es-AR');
    expect(spanish.lines).toContain('X-WR-CALNAME:BuscaGym — Mis clases');
    expect(spanish.lines.find((l) => l.startsWith('DESCRIPTION:'))).toMatch(
      /^DESCRIPTION:Tenés lugar reservado en esta clase\./,
    );
    const portuguese = await read(path, 'pt-BR');
    expect(portuguese.language).toBe('pt-BR');
    expect(portuguese.lines).toContain('X-WR-CALNAME:BuscaGym — Minhas aulas');
  });

  it("answers an unknown token in the request's language", async () => {
    const gone = await calendarApp.request({
      method: 'GET',
      url: `/api/calendar/${'A'.repeat(43)}.ics`,
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(gone.statusCode).toBe(404);
    expect(gone.json<{ message: string }>().message).toMatch(/^Não encontramos essa agenda/);
  });
});
