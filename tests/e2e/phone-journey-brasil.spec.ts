/**
 * BuscaGym in Brasil, in Portuguese, on a phone (390 × 844; ADRs 0052–0056): a gym owner in São Paulo
 * signs up with the site in pt-BR, picks Brasil in her business profile (the identifier fields become
 * CPF/CNPJ, switched with the keyboard), is refused a CNPJ whose check digits are wrong with its own
 * message, saves an alphanumeric CNPJ and a São Paulo phone, and creates a gym priced in reais whose address
 * is looked up in Brasil (the Nominatim fake answers Avenida Paulista 1578): it is stored in Brasil, in São
 * Paulo's zone. A member, also in pt-BR, pays its monthly fee with the demo provider and sees "R$ 150,00"
 * from the gym's page to the paid order. axe stays clean and nothing overflows the phone's width.
 */
import { partnerEditPageMessages, partnerFormMessages } from '../../src/shared/messages';
import { partnerCountryFormMessages as c } from '../../src/shared/messages/partners-countries.web';
import { taxIdMessages } from '../../src/shared/messages/tax-ids';
import { FAKE_PLACES } from '../fakes/geocoder-fake';
import { expect, snapshot, test } from './fixtures';
import {
  fits,
  memberPaysMembership,
  ownerCreatesGym,
  ownerSignsUp,
  PHONE,
  publishWithAClass,
} from './journey-helpers';
import { chooseLocale, inLocale } from './locale-helpers';

const PAULISTA = FAKE_PLACES.find((p) => p.road === 'Avenida Paulista');
/** The room's texts as a page in Brazilian Portuguese shows them. */
const pt = <T>(read: () => T): T => inLocale('pt-BR', read);

test.use({ viewport: PHONE });

test('an owner in São Paulo opens a gym priced in reais and a member pays for it, both in pt-BR', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  if (!PAULISTA) throw new Error('the geocoder fake lost Avenida Paulista');
  const origin = baseURL ?? '';
  await chooseLocale(page.context(), origin, 'pt-BR', 'BR');
  const { owner, userId } = await test.step('sign up as an owner, activate, sign in, all in pt-BR', () =>
    ownerSignsUp(page, 'pt-BR', 'Dona'));
  const gymName = `Academia Paulista ${owner.name.split(' ')[1]}`;

  await test.step('the business profile in Brasil: CPF or CNPJ, a wrong CNPJ refused, an alphanumeric one saved', async () => {
    await page.goto(`/profile/edit/partner/${encodeURIComponent(owner.name)}/${userId}`);
    // Argentina's fields until another country is picked.
    await expect(page.getByLabel(pt(() => partnerEditPageMessages.cbu))).toBeVisible();
    await page.getByLabel(pt(() => c.country)).selectOption('BR');
    await expect(page.getByLabel(pt(() => partnerEditPageMessages.cbu))).toHaveCount(0);
    await expect(page.getByLabel(pt(() => partnerEditPageMessages.cuil))).toHaveCount(0);
    await expect(page.getByText(pt(() => c.brNoBankKey))).toBeVisible();
    const kinds = page.getByRole('group', { name: pt(() => c.brTaxIdKind) });
    const cnpj = kinds.getByRole('radio', { name: pt(() => c.cnpjOption) });
    await expect(cnpj).toBeChecked();
    // The kind is chosen with the keyboard too: the arrows move between the two radios.
    await cnpj.focus();
    await page.keyboard.press('ArrowRight');
    await expect(kinds.getByRole('radio', { name: pt(() => c.cpfOption) })).toBeChecked();
    await expect(
      page.getByLabel(
        pt(() => c.cpf),
        { exact: true },
      ),
    ).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(cnpj).toBeChecked();
    const number = page.getByLabel(
      pt(() => c.cnpj),
      { exact: true },
    );
    await number.fill('12.ABC.345/01DE-36');
    await number.blur();
    await expect(page.getByText(pt(() => taxIdMessages.BR.cnpj.checkDigit))).toBeVisible();
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await fits(page, testInfo, 'business-profile-br-error');
    await number.fill('12.ABC.345/01DE-35');
    await page.getByLabel(pt(() => partnerEditPageMessages.phone)).fill('(11) 91234-5678');
    await fits(page, testInfo, 'business-profile-br');
    await snapshot(page, testInfo, 'business-profile-br');
    await page.getByRole('button', { name: pt(() => partnerFormMessages.save) }).click();
    await expect(page.getByText(pt(() => partnerEditPageMessages.saved))).toBeVisible();
    const data = page.getByTestId('partner-data');
    await expect(data).toContainText('Brasil');
    await expect(data).toContainText('12.ABC.345/01DE-35');
    await expect(data).toContainText('(11) 91234-5678');
    await expect(page.getByText(pt(() => c.missingPayout.BR))).toHaveCount(0);
  });

  const gymId = await test.step('a gym on Avenida Paulista at 150 reais a month', () =>
    ownerCreatesGym(page, testInfo, 'pt-BR', userId, {
      name: gymName,
      country: 'BR',
      price: 'R$ 150,00',
      address: 'Av. Paulista 1578',
      place: PAULISTA,
      phone: '(11) 3251-5644',
    }));

  const membership =
    await test.step('stored in Brasil, São Paulo’s zone, priced in BRL; published', async () => {
      const mine = await page.request.get(`/api/partner/gyms/mygyms/${userId}`);
      const { gyms } = (await mine.json()) as {
        gyms: { _id: string; country: string; timeZone: string; phone: string }[];
      };
      expect(gyms.find((g) => g._id === gymId)).toMatchObject({
        country: 'BR',
        timeZone: 'America/Sao_Paulo',
        phone: '+551132515644',
      });
      const fee = await publishWithAClass(page, request, origin, 'pt-BR', gymId);
      expect(fee).toMatchObject({ currency: 'BRL', unitPrice: { $numberDecimal: '150.00' } });
      return fee;
    });

  await test.step('a member in pt-BR pays the monthly fee in the demo and sees R$ 150,00 throughout', () =>
    memberPaysMembership(
      browser,
      request,
      testInfo,
      { origin, locale: 'pt-BR', country: 'BR' },
      { id: gymId, name: gymName, membership, shown: 'R$ 150,00' },
    ));
});
