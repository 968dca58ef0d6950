// The member's calendar feed (ADR 0022; RFC 5545): POST /api/bookings/feed makes a secret address
// (https and webcal) whose token is stored only as its SHA-256; GET /api/calendar/{token}.ics, public,
// answers a VCALENDAR of the member's bookings (upcoming and the last 30 days; sessions the gym cancelled
// as CANCELLED; the member's own cancels left out) with cache-control no-store. Making it again replaces
// the address; DELETE revokes it; an unknown, replaced or revoked token is 404. Members only.
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarFeedResponse, CalendarFeedStatus } from '../../../src/shared/contract/classes-partner';
import { calendarFeedMessages as m } from '../../../src/shared/messages';
import { Client as Anonymous } from '../account/helpers';
import { BOOKINGS, bookingOf, bookSession, createClass, grantPass, sessionsOf, sessionUrl } from './helpers';
import { buildCommerceApp, rowsOf, sessionFor, signedIn, type Client, type CommerceTestApp } from './kit';

let t: CommerceTestApp;
let partnerA: Client;
let visitor: Anonymous;
beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
  visitor = new Anonymous(t.app);
});
afterAll(async () => t?.close());

const FEED = `${BOOKINGS}/feed`;
/** The path of a feed address. */
const pathOf = (url: string) => new URL(url).pathname;

/** The VEVENTs of calendar text, each as its unfolded property lines (RFC 5545 §3.1). */
function eventsOf(text: string): string[][] {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const events: string[][] = [];
  let current: string[] | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = [];
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else current?.push(line);
  }
  return events;
}

/** The event of booking `id` in `events`. */
const eventOf = (events: string[][], id: string) =>
  events.find((e) => e.includes(`UID:${id}@reservas.buscagym`));

describe('the calendar feed', () => {
  it('makes a secret address, kept only as its SHA-256, that any calendar reads without a session', async () => {
    const member = await signedIn(t);
    await grantPass(t, member.id);
    const created = await createClass(partnerA, { name: 'Pilates', rrule: 'FREQ=DAILY;COUNT=4' });
    const [a = '', b = '', c = '', d = ''] = await sessionsOf(t, created._id);
    const booked = bookingOf(await bookSession(member.client, a));
    const gymCancelled = bookingOf(await bookSession(member.client, b));
    const ownCancel = bookingOf(await bookSession(member.client, c));
    const old = bookingOf(await bookSession(member.client, d));
    expect((await member.client.delete(`${BOOKINGS}/${ownCancel._id}`)).statusCode).toBe(200);
    expect((await partnerA.post(`${sessionUrl(b)}/cancel`)).statusCode).toBe(200);
    await rowsOf(
      t,
      sql`update class_sessions set starts_at = now() - interval '40 days', ends_at = now() - interval '959 hours'
           where id = ${d}`,
    );

    const res = await member.client.post(FEED);
    expect(res.statusCode).toBe(201);
    const { feed } = res.json<CalendarFeedResponse>();
    const token = /\/api\/calendar\/([A-Za-z0-9_-]{43})\.ics$/.exec(feed.url)?.[1] ?? '';
    expect(token).not.toBe('');
    expect(feed.webcalUrl).toBe(feed.url.replace(/^https?:/, 'webcal:'));
    const stored = await rowsOf<{ hash: string }>(
      t,
      sql`select token_hash as hash from calendar_feeds where member_id = ${member.id}`,
    );
    expect(stored).toEqual([{ hash: createHash('sha256').update(token).digest('hex') }]);
    expect(JSON.stringify(stored)).not.toContain(token);
    expect((await member.client.get(FEED)).json<CalendarFeedStatus>()).toEqual({
      feed: { createdAt: feed.createdAt },
    });

    const ics = await visitor.get(pathOf(feed.url));
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['cache-control']).toBe('no-store');
    expect(ics.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics.body).toContain(`X-WR-CALNAME:${m.calendarName}`);
    expect(ics.body).toContain('BEGIN:VTIMEZONE');
    const events = eventsOf(ics.body);
    expect(events).toHaveLength(2);
    expect(eventOf(events, booked._id)).toEqual(
      expect.arrayContaining(['SUMMARY:Pilates', 'STATUS:CONFIRMED']),
    );
    expect(eventOf(events, gymCancelled._id)).toContain('STATUS:CANCELLED');
    expect(eventOf(events, ownCancel._id)).toBeUndefined();
    expect(eventOf(events, old._id)).toBeUndefined();
    const start = eventOf(events, booked._id)?.find((l) => l.startsWith('DTSTART'));
    expect(start).toMatch(/^DTSTART;TZID=America\/Argentina\/Buenos_Aires:\d{8}T190000$/);
  });

  it('a new address replaces the old one; revoking makes it 404', async () => {
    const member = await signedIn(t);
    const first = (await member.client.post(FEED)).json<CalendarFeedResponse>().feed;
    const second = (await member.client.post(FEED)).json<CalendarFeedResponse>().feed;
    expect(second.url).not.toBe(first.url);
    const gone = await visitor.get(pathOf(first.url));
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ message: m.feedNotFound });
    expect((await visitor.get(pathOf(second.url))).statusCode).toBe(200);
    expect((await member.client.delete(FEED)).statusCode).toBe(204);
    expect((await visitor.get(pathOf(second.url))).statusCode).toBe(404);
    expect((await member.client.get(FEED)).json<CalendarFeedStatus>()).toEqual({ feed: null });
    expect((await member.client.delete(FEED)).statusCode).toBe(204);
  });

  it('unknown and malformed tokens are 404; partners and visitors cannot make a feed', async () => {
    expect((await visitor.get(`/api/calendar/${'A'.repeat(43)}.ics`)).statusCode).toBe(404);
    expect((await visitor.get('/api/calendar/abc.ics')).statusCode).toBe(404);
    expect((await visitor.get(`/api/calendar/${'x'.repeat(80)}.ics`)).statusCode).toBe(404);
    expect((await partnerA.post(FEED)).statusCode).toBe(403);
    expect((await visitor.post(FEED)).statusCode).toBe(401);
    expect((await visitor.get(FEED)).statusCode).toBe(401);
    expect((await visitor.delete(FEED)).statusCode).toBe(401);
  });
});
