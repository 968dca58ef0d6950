// Owner notices in the owner's language (ADR 0055), through real SMTP: the job that mails them runs
// outside any request and writes each mail in its recipient's users.locale (es-AR when none), whatever
// the language of the request that caused it.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSmtp } from '../account/smtp';
import {
  buildCommerceAppWithMail,
  cartAction,
  checkoutWith,
  demoPayUrl,
  GYM_A,
  GYM_B,
  rowsOf,
  signedIn,
  type CommerceTestApp,
} from '../commerce/helpers';
import { reviewsUrl, visitor } from '../reviews/helpers';

let t: CommerceTestApp;
let smtp: TestSmtp;
const emails: Record<'a' | 'b', string> = { a: '', b: '' };
beforeAll(async () => {
  ({ t, smtp } = await buildCommerceAppWithMail());
  // Gym A's owner reads Portuguese; gym B's chose es-AR.
  await rowsOf(t, sql`update users set locale = 'pt-BR' where id = ${t.partnerA}`);
  await rowsOf(t, sql`update users set locale = 'es-AR' where id = ${t.partnerB}`);
  for (const [key, id] of [
    ['a', t.partnerA],
    ['b', t.partnerB],
  ] as const) {
    const [row] = await rowsOf<{ email: string }>(t, sql`select email from users where id = ${id}`);
    emails[key] = row?.email ?? '';
  }
});
afterAll(async () => t?.close());

describe("an owner notice's language", () => {
  it("is the owner's pt-BR for a review posted in es-AR", async () => {
    const since = smtp.messages.length;
    const ana = await visitor(t, 'Ana Reseña', GYM_A);
    expect((await ana.client.post(reviewsUrl(GYM_A), { rating: 5, text: 'Muy lindo' })).statusCode).toBe(201);
    const mail = await smtp.waitFor(emails.a, { since });
    expect(mail.subject).toBe('Nova avaliação de Gimnasio Ágora');
    expect(mail.text).toContain('Olá, ');
    expect(mail.text).toContain('Ana R. deu 5 estrelas para Gimnasio Ágora.');
    expect(mail.text).not.toContain('reseña');
  });

  it("is the owner's pt-BR for a sale", async () => {
    const since = smtp.messages.length;
    const member = await signedIn(t, 'user', 'Compradora Idioma');
    expect((await cartAction(member.client, { action: 'add', id: GYM_A })).statusCode).toBe(200);
    const checkout = await checkoutWith(member.client);
    expect(checkout.statusCode).toBe(201);
    const orderId = checkout.json<{ order: { _id: string } }>().order._id;
    expect((await member.client.post(demoPayUrl(orderId), { cardLast4: '4242' })).statusCode).toBe(200);
    const mail = await smtp.waitFor(emails.a, { since });
    expect(mail.subject).toBe('Você vendeu em Gimnasio Ágora!');
    expect(mail.text).toContain('foi paga');
  });

  it('stays the verbatim es-AR of an es-AR owner for a review posted in pt-BR', async () => {
    const since = smtp.messages.length;
    const joana = await visitor(t, 'Joana Souza', GYM_B);
    const posted = await joana.client.post(
      reviewsUrl(GYM_B),
      { rating: 4, text: 'Muito bom' },
      {
        'accept-language': 'pt-BR',
        cookie: `${[...joana.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ')}; idioma=pt-BR`,
      },
    );
    expect(posted.statusCode).toBe(201);
    expect(posted.headers['content-language']).toBe('pt-BR');
    const mail = await smtp.waitFor(emails.b, { since });
    expect(mail.subject).toBe('Nueva reseña de Club Boedo');
    expect(mail.text).toContain('¡Hola, ');
    expect(mail.text).toContain('Joana S. le puso 4 estrellas a Club Boedo.');
  });
});
