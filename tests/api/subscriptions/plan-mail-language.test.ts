// The failed renewal's mail in the partner's language (ADR 0055): the renew-plans job runs outside any
// request and writes the mail, its last day of grace included, in the partner's users.locale (es-AR when
// none), the day in Buenos Aires time; es-AR exactly as before.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { renewPlans } from '../../../src/server/modules/subscriptions/renewal';
import { SALES_TIME_ZONE } from '../../../src/shared/constants/sales';
import type { Locale } from '../../../src/shared/messages/i18n/locales';
import { rowsOf } from '../commerce/helpers';
import { payPlan } from '../partners/helpers';
import { mailWith, newPartner, partnerCount, periodEndsAt, t, useBillingApp } from './billing-fixture';

useBillingApp();

/** Month names Spanish has and Portuguese does not (abril and agosto are both languages' words). */
const SPANISH_MONTHS = /enero|febrero|marzo|mayo|junio|julio|septiembre|octubre|noviembre|diciembre/;
/** Month names Portuguese has and Spanish does not. */
const PORTUGUESE_MONTHS = /janeiro|fevereiro|março|maio|junho|julho|setembro|outubro|novembro|dezembro/;

/** The day `at` in Buenos Aires, in words in `locale` (es-AR: what the mail always wrote). */
const longDay = (locale: Locale, at: Date) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: SALES_TIME_ZONE }).format(at);

describe("the failed renewal's mail", () => {
  it("writes the last day of grace in each partner's language", async () => {
    const partners: { locale: Locale | null; email: string }[] = [];
    const end = new Date(Date.now() - 60_000);
    for (const locale of [null, 'es-MX', 'pt-BR'] as const) {
      const p = await newPartner();
      await payPlan(p, 'standar', '0341'); // Stripe's "charges fail" test card: the first payment passes
      if (locale) await rowsOf(t, sql`update users set locale = ${locale} where id = ${p.userId}::uuid`);
      await periodEndsAt(p.userId, end);
      partners.push({ locale, email: `plan.partner${partnerCount}@example.com` });
    }
    expect(await renewPlans(t.app.orders)).toMatchObject({ renewed: 0, failed: 3 });
    const graceUntil = new Date(end.getTime() + 7 * 86_400_000);

    const [esAR, esMX, ptBR] = partners;
    const spanish = await mailWith(esAR?.email ?? '', 'No pudimos cobrar tu plan Standar');
    expect(spanish.text).toContain(`Lo mantenemos activo hasta el ${longDay('es-AR', graceUntil)} (7 días).`);
    const mexican = await mailWith(esMX?.email ?? '', 'No pudimos cobrar tu plan Standar');
    expect(mexican.text).toContain(`Lo mantenemos activo hasta el ${longDay('es-MX', graceUntil)} (7 días).`);
    expect(mexican.text).not.toMatch(PORTUGUESE_MONTHS);
    const portuguese = await mailWith(ptBR?.email ?? '', 'Não conseguimos cobrar seu plano Standar');
    expect(portuguese.text).toContain(`Mantemos o plano ativo até ${longDay('pt-BR', graceUntil)} (7 dias).`);
    expect(portuguese.text).not.toMatch(SPANISH_MONTHS);
  });
});
