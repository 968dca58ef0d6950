// A booking as a calendar file (ADR 0022; RFC 5545): GET /api/bookings/{id}.ics answers text/calendar with
// one VEVENT (UID, DTSTART/DTEND in the gym's zone with its VTIMEZONE, SUMMARY, LOCATION with the gym's
// address), to the booking's member only; anyone else's booking is 404, a partner 403, a visitor 401.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingMessages as m } from '../../../src/shared/messages';
import { BOOKINGS, bookingOf, bookSession, createClass, grantPass, sessionsOf } from './helpers';
import { buildCommerceApp, rowsOf, sessionFor, signedIn, type Client, type CommerceTestApp } from './kit';
import { Client as Anonymous } from '../account/helpers';

let t: CommerceTestApp;
let partnerA: Client;
beforeAll(async () => {
  t = await buildCommerceApp();
  partnerA = await sessionFor(t, t.partnerA);
});
afterAll(async () => t?.close());

const icsUrl = (id: string) => `${BOOKINGS}/${id}.ics`;

/** An RFC 5545 property: name, parameters and value. */
interface Property {
  name: string;
  params: Record<string, string>;
  value: string;
}

/** The components of calendar text: unfolded (§3.1), each line a property (§3.1 contentline). */
function parseIcs(text: string): { lines: Property[]; components: Record<string, Property[][]> } {
  expect(text).toMatch(/^BEGIN:VCALENDAR\r\n[^]*\r\nEND:VCALENDAR(?:\r\n)?$/);
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const unfolded = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const lines = unfolded.map((line) => {
    const colon = line.indexOf(':');
    const [name = '', ...params] = line.slice(0, colon).split(';');
    return {
      name,
      params: Object.fromEntries(params.map((p) => p.split('=') as [string, string])),
      value: line.slice(colon + 1),
    };
  });
  const components: Record<string, Property[][]> = {};
  const open: { name: string; props: Property[] }[] = [];
  for (const line of lines) {
    if (line.name === 'BEGIN') open.push({ name: line.value, props: [] });
    else if (line.name === 'END') {
      const done = open.pop();
      expect(done?.name).toBe(line.value);
      (components[line.value] ??= []).push(done?.props ?? []);
    } else open.at(-1)?.props.push(line);
  }
  expect(open).toEqual([]);
  return { lines, components };
}

const prop = (props: Property[], name: string) => props.find((p) => p.name === name);
/** RFC 5545 §3.3.11 TEXT unescaped. */
const text = (value = '') => value.replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1');

describe('GET /api/bookings/{id}.ics', () => {
  it("answers one VEVENT with the booking's UID, the gym's local times and zone, the class and the address", async () => {
    const created = await createClass(partnerA, { name: 'Funcional; nivel 1', room: 'Salón 1' });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const member = await signedIn(t);
    await grantPass(t, member.id);
    const booking = bookingOf(await bookSession(member.client, sessionId));

    const res = await member.client.get(icsUrl(booking._id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toContain('.ics');
    expect(res.headers['cache-control']).toBe('no-store');

    const { lines, components } = parseIcs(res.body);
    expect(lines[0]).toMatchObject({ name: 'BEGIN', value: 'VCALENDAR' });
    expect(prop(components.VCALENDAR?.[0] ?? [], 'VERSION')?.value).toBe('2.0');
    expect(components.VEVENT).toHaveLength(1);
    const event = components.VEVENT?.[0] ?? [];
    expect(prop(event, 'UID')?.value).toContain(booking._id);
    expect(prop(event, 'SUMMARY')?.value).toBe('Funcional\\; nivel 1');
    expect(text(prop(event, 'SUMMARY')?.value)).toBe('Funcional; nivel 1');
    expect(text(prop(event, 'LOCATION')?.value)).toBe('Gimnasio Ágora, Av. Corrientes 1234');
    expect(prop(event, 'STATUS')?.value).toBe('CONFIRMED');
    expect(prop(event, 'DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);
    // The session's wall time (3 days from now at 19:00) in the gym's zone, as the partner wrote it.
    const [wall] = await rowsOf<{ start: string; end: string }>(
      t,
      sql`select to_char(starts_at at time zone 'America/Argentina/Buenos_Aires', 'YYYYMMDD"T"HH24MISS') as start,
                 to_char(ends_at at time zone 'America/Argentina/Buenos_Aires', 'YYYYMMDD"T"HH24MISS') as end
            from class_sessions where id = ${sessionId}`,
    );
    const start = prop(event, 'DTSTART');
    expect(start).toEqual({
      name: 'DTSTART',
      params: { TZID: 'America/Argentina/Buenos_Aires' },
      value: wall?.start,
    });
    expect(start?.value).toMatch(/T190000$/);
    expect(prop(event, 'DTEND')).toEqual({
      name: 'DTEND',
      params: { TZID: 'America/Argentina/Buenos_Aires' },
      value: wall?.end,
    });
    // Every TZID has its VTIMEZONE (RFC 5545 §3.2.19).
    const zones = components.VTIMEZONE ?? [];
    expect(zones.map((z) => prop(z, 'TZID')?.value)).toEqual(['America/Argentina/Buenos_Aires']);
    expect(text(prop(event, 'DESCRIPTION')?.value)).toContain('Salón: Salón 1');
  });

  it('a waiting booking is TENTATIVE, a cancelled one CANCELLED with a higher SEQUENCE', async () => {
    const created = await createClass(partnerA, { capacity: 1 });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const first = await signedIn(t);
    await grantPass(t, first.id);
    await bookSession(first.client, sessionId);
    const second = await signedIn(t);
    await grantPass(t, second.id);
    const waiting = bookingOf(await bookSession(second.client, sessionId));
    const tentative = parseIcs((await second.client.get(icsUrl(waiting._id))).body);
    const pending = tentative.components.VEVENT?.[0] ?? [];
    expect(prop(pending, 'STATUS')?.value).toBe('TENTATIVE');
    expect(text(prop(pending, 'DESCRIPTION')?.value)).toContain('lista de espera, en el lugar 1');

    expect((await second.client.delete(`${BOOKINGS}/${waiting._id}`)).statusCode).toBe(200);
    const cancelled = parseIcs((await second.client.get(icsUrl(waiting._id))).body);
    const gone = cancelled.components.VEVENT?.[0] ?? [];
    expect(prop(gone, 'STATUS')?.value).toBe('CANCELLED');
    expect(prop(gone, 'SEQUENCE')?.value).toBe('1');
    expect(prop(gone, 'UID')?.value).toBe(prop(pending, 'UID')?.value);
  });

  it("only the booking's member: another member 404, a partner 403, a visitor 401, a bad id 400", async () => {
    const created = await createClass(partnerA);
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const owner = await signedIn(t);
    await grantPass(t, owner.id);
    const booking = bookingOf(await bookSession(owner.client, sessionId));
    const stranger = await signedIn(t);

    const other = await stranger.client.get(icsUrl(booking._id));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ message: m.bookingNotFound });
    expect(other.body).not.toContain('BEGIN:VCALENDAR');
    const partner = await partnerA.get(icsUrl(booking._id));
    expect(partner.statusCode).toBe(403);
    expect(partner.json()).toMatchObject({ message: m.membersOnly });
    expect((await new Anonymous(t.app).get(icsUrl(booking._id))).statusCode).toBe(401);
    const bad = await owner.client.get(icsUrl('no-es-un-id'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: m.bookingInvalid });
    expect((await owner.client.get(icsUrl('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
  });
});
