// The waitlist promotion mail in the member's language (ADR 0055): the job that sends it runs outside
// any request and writes it in the promoted member's users.locale, not in the language of the cancel
// that freed the place; the class's day too, with its Portuguese weekday and month, in the gym's zone.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_GYM_TIME_ZONE } from '../../../src/shared/constants/classes';
import { createAccount } from '../account/helpers';
import type { TestSmtp } from '../account/smtp';
import { buildCommerceAppWithMail } from '../commerce/helpers';
import { BOOKINGS, bookingOf, bookSession, createClass, grantPass, sessionsOf } from './helpers';
import { rowsOf, sessionFor, type Client, type CommerceTestApp } from './kit';

let t: CommerceTestApp;
let smtp: TestSmtp;
let partnerA: Client;
beforeAll(async () => {
  ({ t, smtp } = await buildCommerceAppWithMail());
  partnerA = await sessionFor(t, t.partnerA);
});
afterAll(async () => t?.close());

/** A weekday and a month in Portuguese, as in "segunda-feira, 30 de novembro de 2026" (never Spanish). */
const PORTUGUESE_DAY =
  /^(domingo|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado), \d{1,2} de (janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) de \d{4}$/;
const SPANISH_NAMES =
  /\b(lunes|martes|miércoles|jueves|viernes|enero|febrero|marzo|mayo|junio|julio|septiembre|octubre|noviembre|diciembre)\b/;

/** A member of gym A in `locale` (null: none chosen), signed in, and the address their mail goes to. */
async function member(name: string, locale: string | null): Promise<{ client: Client; email: string }> {
  const email = `socio-${randomUUID()}@example.com`;
  const id = await createAccount(t.handle, { email, password: null, name });
  await rowsOf(t, sql`update users set locale = ${locale} where id = ${id}`);
  await grantPass(t, id);
  return { client: await sessionFor(t, id), email };
}

describe("the promotion mail's language", () => {
  it("is the promoted member's pt-BR, though the cancel was in es-AR", async () => {
    const created = await createClass(partnerA, { name: 'Ioga da manhã', capacity: 1 });
    const [sessionId = ''] = await sessionsOf(t, created._id);
    const ana = await member('Ana Ruiz', null);
    const joana = await member('Joana Souza', 'pt-BR');
    const held = bookingOf(await bookSession(ana.client, sessionId));
    expect(bookingOf(await bookSession(joana.client, sessionId))).toMatchObject({ status: 'waitlisted' });
    const since = smtp.messages.length;

    const cancel = await ana.client.delete(`${BOOKINGS}/${held._id}`);
    expect(cancel.statusCode).toBe(200);
    expect(cancel.headers['content-language']).toBe('es-AR');
    const mail = await smtp.waitFor(joana.email, { since });
    expect(mail.subject).toBe('Você tem vaga em Ioga da manhã');
    expect(mail.text).not.toContain('Tenés lugar');

    // The class's day in Portuguese, at 19:00 in the gym's zone (docs/architecture.md §7).
    const [row] = await rowsOf<{ startsAt: string }>(
      t,
      sql`select starts_at as "startsAt" from class_sessions where id = ${sessionId}`,
    );
    const day = new Intl.DateTimeFormat('pt-BR', {
      timeZone: DEFAULT_GYM_TIME_ZONE,
      dateStyle: 'full',
    }).format(new Date(row?.startsAt ?? ''));
    expect(day).toMatch(PORTUGUESE_DAY);
    expect(mail.text).toContain(
      `Esperamos você em ${day} às 19:00 (horário da academia), em Av. Corrientes 1234.`,
    );
    expect(mail.text).not.toMatch(SPANISH_NAMES);
  });
});
