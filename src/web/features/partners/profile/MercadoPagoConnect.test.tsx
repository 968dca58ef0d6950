import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PaymentAccount } from '../../../../shared/contract/payment-accounts';
import { inLocale } from '../../../lib/test-locale';
import MercadoPagoConnect from './MercadoPagoConnect';

const USER = '00000000-0000-4000-8000-000000000001';

/** The block's text for a partner whose account answer is `account`. */
function textOf(account: PaymentAccount): string {
  const client = new QueryClient();
  client.setQueryData(['account', 'payment-account', USER], account);
  const html = renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MercadoPagoConnect userId={USER} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

const connected = (country: PaymentAccount['country']): PaymentAccount => ({
  available: true,
  connected: true,
  country,
  accountId: '880001',
  connectedAt: '2026-11-30T12:00:00Z',
  expiresAt: '2027-05-29T12:00:00Z',
});

describe("the partner's MercadoPago block names the connected account's site (ADR 0056)", () => {
  it('says which country the account is of', () => {
    expect(textOf(connected('MX'))).toContain(
      'Tu cuenta de MercadoPago (880001) está conectada. Es una cuenta de MercadoPago México.',
    );
    expect(textOf(connected('AR'))).toContain('Es una cuenta de MercadoPago Argentina.');
    expect(inLocale('pt-BR', () => textOf(connected('BR')))).toContain('É uma conta do MercadoPago Brasil.');
  });

  it('shows nothing where the partner cannot connect', () => {
    expect(textOf({ ...connected(null), available: false, connected: false, accountId: null })).toBe('');
  });
});
