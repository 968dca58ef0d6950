/**
 * Reviews from members who went (ADR 0024): a member buys a month, the gym's partner admits the pass at
 * the door (typed code on "Control de acceso"), the "¿Cómo te fue?" mail arrives (the e2e server runs the
 * invitation job every minute, with no delay) and its link opens the gym's review form; the member rates
 * 4★ with a comment, which the gym page shows with its stars; the partner answers under it, and the
 * member sees the answer. axe on the section; it fits a 375 px phone.
 */
import {
  checkinPageMessages,
  replyFormMessages,
  reviewFormMessages,
  reviewInviteMailMessages,
  reviewSectionMessages,
} from '../../src/shared/messages';
import { waitForMailContaining, followNav } from './accounts-helpers';
import { buyByApi, sellingGym } from './commerce-helpers';
import { expect, seriousViolations, test } from './fixtures';
import { horizontalOverflow, signInAs } from './partners-helpers';

test('check-in at the door → mail → review → stars on the gym page → the partner answers', async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  test.setTimeout(240_000);
  const base = baseURL ?? '';
  const api = await playwright.request.newContext({ baseURL: base });
  const gym = await sellingGym(playwright, api, base);
  const { account, lines } = await buyByApi(playwright, api, base, 'Opina', [gym.membership._id]);
  const code = lines[0]?.pass?.code ?? '';
  expect(code).toMatch(/^BGP1\./);

  // The partner admits the member at the door.
  await signInAs(page, gym.owner, 'partner');
  await followNav(page, 'Mi perfil');
  await page.getByTestId('checkin-link').click();
  await page.getByLabel(checkinPageMessages.codeLabel).fill(code);
  await page.getByRole('button', { name: checkinPageMessages.submit }).click();
  await expect(page.getByTestId('checkin-result')).toHaveAttribute('data-admitted', 'true');

  // The invitation mail links to the gym's review form.
  const mail = await waitForMailContaining(
    account.email,
    reviewInviteMailMessages.body(gym.gymName),
    150_000,
  );
  const link = /https?:\/\/\S+\/detail\/gym\/[\w-]+#opinar/.exec(mail)?.[0] ?? '';
  expect(link).toContain(`/detail/gym/${gym.gymId}#opinar`);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await signInAs(member, account, 'user');
  await member.goto(new URL(link).pathname + new URL(link).hash);
  const section = member.locator('#opinar');
  await expect(section.getByRole('heading', { name: reviewSectionMessages.title })).toBeVisible();
  const form = section.getByTestId('review-form');
  await form.getByRole('button', { name: reviewFormMessages.publish }).click();
  await expect(form.getByText(reviewFormMessages.pickRating)).toBeVisible();
  await form.getByRole('radio', { name: reviewFormMessages.starOption(4) }).check();
  await form.getByLabel(reviewFormMessages.text).fill('Buenas máquinas y <b>profes</b> atentos.');
  const [posted] = await Promise.all([
    member.waitForResponse(
      (r) => r.url().endsWith(`/api/gyms/${gym.gymId}/reviews`) && r.request().method() === 'POST',
    ),
    form.getByRole('button', { name: reviewFormMessages.publish }).click(),
  ]);
  expect(posted.status(), await posted.text()).toBe(201);
  await expect(member.getByText(reviewFormMessages.published)).toBeVisible();

  // The gym page shows the review with its stars, the count and (under three reviews) "Nuevo".
  const review = section.getByTestId('review').first();
  await expect(review).toContainText('Buenas máquinas y <b>profes</b> atentos.');
  await expect(review.getByRole('img', { name: 'Puntaje 4,0 de 5' })).toBeVisible();
  await expect(section.getByTestId('rating-summary')).toContainText(reviewSectionMessages.count(1));
  await expect(section.getByTestId('rating-summary')).toContainText(reviewSectionMessages.isNew);
  expect(await seriousViolations(member, testInfo, 'reviews-section')).toEqual([]);

  // The partner answers under the review.
  await page.goto(`/detail/gym/${gym.gymId}`);
  const partnerReview = page.locator('#opinar').getByTestId('review').first();
  await partnerReview.getByRole('button', { name: replyFormMessages.answer }).click();
  await page.getByLabel(replyFormMessages.label).fill('¡Gracias por venir! Te esperamos.');
  await page.getByRole('button', { name: replyFormMessages.save }).click();
  await expect(partnerReview.getByTestId('review-reply')).toContainText('¡Gracias por venir! Te esperamos.');

  // The member sees the answer, on a phone too.
  await member.setViewportSize({ width: 375, height: 812 });
  await member.reload();
  await expect(member.getByTestId('own-review').getByTestId('review-reply')).toContainText(
    '¡Gracias por venir!',
  );
  expect(await horizontalOverflow(member)).toBe(0);

  await memberContext.close();
  await gym.partner.dispose();
  await api.dispose();
});
