// A payout is refused to a partner without its country's bank account on the profile, and the refusal names
// that account as the partner's country does (ADR 0054): Argentina's CBU (the spec's text, unchanged),
// México's CLABE, Brasil's chave Pix or conta, which its profile cannot hold yet; in the administrator's
// language. Partner A moves to México without a CLABE and partner B to Brasil in the test database.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditRows, buildAdminApp, countOf, expectError, type AdminTestApp } from './helpers';

const PAYOUTS = '/api/admin/payouts';

let t: AdminTestApp;

beforeAll(async () => {
  t = await buildAdminApp();
  await t.handle.db.execute(
    sql`update partners set country = 'mx', bank_account = null where user_id = ${t.partnerA}::uuid`,
  );
  await t.handle.db.execute(
    sql`update partners set country = 'br', bank_account = null where user_id = ${t.partnerB}::uuid`,
  );
});
afterAll(async () => {
  await t?.close();
});

/** Asks for a payout of 1.00 to `partnerId` in `locale` (the administrator chose no language). */
const pay = (partnerId: string, locale: string) =>
  t.admin.post(
    PAYOUTS,
    {
      partnerId,
      amount: { $numberDecimal: '1.00' },
      paidAt: '2026-11-20',
      reference: `TRF-${randomUUID().slice(0, 8)}`,
    },
    { 'idempotency-key': `payout-${randomUUID()}`, 'accept-language': locale },
  );

const messageOf = (res: { json: <T>() => T }) => res.json<{ message: string }>().message;

describe('a payout to a partner without a bank account', () => {
  it('names México’s CLABE to a Mexican partner without one, in each language, and writes nothing', async () => {
    const texts = {
      'es-AR': 'La empresa no cargó una CLABE en el perfil: no se le puede registrar un pago.',
      'es-MX': 'La empresa no registró una CLABE en el perfil: no se le puede registrar un pago.',
      'pt-BR': 'A empresa não cadastrou uma CLABE no perfil: não é possível registrar um pagamento para ela.',
    };
    for (const [locale, text] of Object.entries(texts)) {
      const res = await pay(t.partnerA, locale);
      expectError(res, 400, 'VALIDATION');
      expect(messageOf(res), locale).toBe(text);
      expect(messageOf(res), locale).not.toContain('CBU');
    }
    expect(await countOf(t, sql`select count(*)::int as n from payouts`)).toBe(0);
    expect((await auditRows(t)).filter((r) => r.action === 'payout.record')).toEqual([]);
  });

  it('names Brasil’s chave Pix or conta to a Brazilian partner, which the profile cannot hold yet', async () => {
    const res = await pay(t.partnerB, 'pt-BR');
    expectError(res, 400, 'VALIDATION');
    expect(messageOf(res)).toBe(
      'No Brasil a empresa ainda não pode cadastrar uma chave Pix nem uma conta no perfil: ' +
        'não é possível registrar um pagamento para ela.',
    );
    expect(messageOf(await pay(t.partnerB, 'es-AR'))).toContain('chave Pix ni una cuenta');
  });

  it('keeps the spec’s CBU text for an Argentine partner', async () => {
    await t.handle.db.execute(sql`update partners set country = 'ar' where user_id = ${t.partnerA}::uuid`);
    const res = await pay(t.partnerA, 'es-AR');
    expectError(res, 400, 'VALIDATION');
    expect(messageOf(res)).toBe('La empresa no cargó un CBU en el perfil: no se le puede registrar un pago.');
  });
});
