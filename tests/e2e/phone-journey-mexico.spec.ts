/**
 * BuscaGym in México, in Mexican Spanish, on a phone (390 × 844; ADRs 0052–0056): an owner in Mexico City
 * signs up with the site in es-MX, picks México in the business profile (RFC and CLABE instead of CUIT and
 * CBU), is refused an RFC whose check digit is wrong with its own message, saves a valid RFC, CLABE and a
 * Mexico City phone, and creates a gym on Paseo de la Reforma priced in pesos mexicanos (found in México by
 * the Nominatim fake, stored in Mexico City's zone). A member in es-MX pays its monthly fee with the demo
 * provider and sees "$900.00" from the gym's page to the paid order. axe stays clean and nothing overflows.
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

const REFORMA = FAKE_PLACES.find((p) => p.road === 'Paseo de la Reforma');
/** The room's texts as a page in Mexican Spanish shows them. */
const mx = <T>(read: () => T): T => inLocale('es-MX', read);

test.use({ viewport: PHONE });

test('an owner in Mexico City gives her RFC and CLABE, opens a gym priced in pesos and a member pays for it, in es-MX', async ({
  page,
  browser,
  baseURL,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  if (!REFORMA) throw new Error('the geocoder fake lost Paseo de la Reforma');
  const origin = baseURL ?? '';
  await chooseLocale(page.context(), origin, 'es-MX', 'MX');
  const { owner, userId } = await test.step('sign up as an owner, activate, sign in, all in es-MX', () =>
    ownerSignsUp(page, 'es-MX', 'Duena'));
  const gymName = `Gimnasio Reforma ${owner.name.split(' ')[1]}`;

  await test.step('the business profile in México: a wrong RFC refused, then RFC, CLABE and phone saved', async () => {
    await page.goto(`/profile/edit/partner/${encodeURIComponent(owner.name)}/${userId}`);
    await page.getByLabel(mx(() => c.country)).selectOption('MX');
    await expect(page.getByLabel(mx(() => partnerEditPageMessages.cbu))).toHaveCount(0);
    await expect(page.getByLabel(mx(() => partnerEditPageMessages.cuil))).toHaveCount(0);
    const rfc = page.getByLabel(
      mx(() => c.rfc),
      { exact: true },
    );
    await rfc.fill('GODE561231GR9');
    await rfc.blur();
    await expect(page.getByText(mx(() => taxIdMessages.MX.rfc.checkDigit))).toBeVisible();
    await expect(rfc).toHaveAttribute('aria-invalid', 'true');
    await fits(page, testInfo, 'business-profile-mx-error');
    await rfc.fill('EKU9003173C9');
    await page
      .getByLabel(
        mx(() => c.clabe),
        { exact: true },
      )
      .fill('032180000118359719');
    await page.getByLabel(mx(() => partnerEditPageMessages.phone)).fill('55 1234 5678');
    await fits(page, testInfo, 'business-profile-mx');
    await snapshot(page, testInfo, 'business-profile-mx');
    await page.getByRole('button', { name: mx(() => partnerFormMessages.save) }).click();
    await expect(page.getByText(mx(() => partnerEditPageMessages.saved))).toBeVisible();
    const data = page.getByTestId('partner-data');
    await expect(data).toContainText('México');
    await expect(data).toContainText('EKU9003173C9');
    await expect(data).toContainText('032180000118359719');
    await expect(page.getByText(mx(() => c.missingPayout.MX))).toHaveCount(0);
  });

  const gymId = await test.step('a gym on Paseo de la Reforma at 900 pesos a month', () =>
    ownerCreatesGym(page, testInfo, 'es-MX', userId, {
      name: gymName,
      country: 'MX',
      price: '$900.00',
      address: 'Paseo de la Reforma 222',
      place: REFORMA,
      phone: '55 5208 1234',
    }));

  const membership =
    await test.step('stored in México, Mexico City’s zone, priced in MXN; published', async () => {
      const mine = await page.request.get(`/api/partner/gyms/mygyms/${userId}`);
      const { gyms } = (await mine.json()) as { gyms: { _id: string; country: string; timeZone: string }[] };
      expect(gyms.find((g) => g._id === gymId)).toMatchObject({
        country: 'MX',
        timeZone: 'America/Mexico_City',
      });
      const fee = await publishWithAClass(page, request, origin, 'es-MX', gymId);
      expect(fee).toMatchObject({ currency: 'MXN', unitPrice: { $numberDecimal: '900.00' } });
      return fee;
    });

  await test.step('a member in es-MX pays the monthly fee in the demo and sees $900.00 throughout', () =>
    memberPaysMembership(
      browser,
      request,
      testInfo,
      { origin, locale: 'es-MX', country: 'MX' },
      { id: gymId, name: gymName, membership, shown: '$900.00' },
    ));
});
