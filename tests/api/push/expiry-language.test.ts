// The pass expiry reminder in its member's language (ADR 0055): the daily job runs outside any request
// and writes each reminder — title, body and the day it names — in the member's users.locale, es-AR
// for a member who chose none. Read decrypted at the local push service.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendExpiryReminders } from '../../../src/server/modules/push/expiry';
import { DEFAULT_GYM_TIME_ZONE } from '../../../src/shared/constants/classes';
import { createAccount, sessionFor } from '../account/helpers';
import { GYM_A, rowsOf } from '../commerce/helpers';
import { grantPass } from '../classes/helpers';
import { buildPushKit, subscribeDevice, type PushKit, type Shown } from './helpers';

let kit: PushKit;
beforeAll(async () => {
  kit = await buildPushKit();
});
afterAll(async () => kit?.close());

const DAY_MS = 86_400_000;

/** A member in `locale` (null: none chosen) with a month pass of gym A ending at `validUntil`, and a device. */
async function member(name: string, locale: string | null, validUntil: Date) {
  const id = await createAccount(kit.t.handle, {
    email: `push-${randomUUID()}@example.com`,
    password: null,
    name,
  });
  await rowsOf(kit.t, sql`update users set locale = ${locale} where id = ${id}`);
  const passId = await grantPass(kit.t, id, {
    validFrom: new Date(validUntil.getTime() - 30 * DAY_MS),
    validUntil,
  });
  const device = kit.pushes.subscribe();
  expect((await subscribeDevice(await sessionFor(kit.t, id), device)).statusCode).toBe(201);
  return { passId, device };
}

describe("the pass expiry reminder's language", () => {
  it("is the member's pt-BR, and es-AR for a member who chose none", async () => {
    const now = new Date();
    // Two and a half days ahead: "3 días" (days are counted up).
    const validUntil = new Date(now.getTime() + 2.5 * DAY_MS);
    const joana = await member('Joana Souza', 'pt-BR', validUntil);
    const diego = await member('Diego Paz', null, validUntil);
    const since = kit.pushes.received.length;

    expect(await sendExpiryReminders(kit.t.handle.db, kit.t.app.push, now)).toBe(2);
    const shownOn = async (endpoint: string) =>
      JSON.parse((await kit.pushes.waitFor(endpoint, { since })).text) as Shown;
    const day = (locale: string) =>
      new Intl.DateTimeFormat(locale, { timeZone: DEFAULT_GYM_TIME_ZONE, dateStyle: 'long' }).format(
        validUntil,
      );

    const portuguese = await shownOn(joana.device.endpoint);
    expect(portuguese).toEqual({
      title: 'Seu passe vence em 3 dias',
      body: `Pase de Gimnasio Ágora vence em ${day('pt-BR')}. Se quiser continuar treinando, renove a tempo.`,
      url: `/detail/gym/${GYM_A}`,
      tag: `pass-${joana.passId}`,
    });
    expect(day('pt-BR')).toMatch(
      / de (janeiro|fevereiro|março|abril|maio|junho|julho|agosto|setembro|outubro|novembro|dezembro) de /,
    );

    const spanish = await shownOn(diego.device.endpoint);
    expect(spanish.title).toBe('Tu pase vence en 3 días');
    expect(spanish.body).toBe(
      `Pase de Gimnasio Ágora vence el ${day('es-AR')}. Si querés seguir entrenando, renovalo a tiempo.`,
    );
  });
});
