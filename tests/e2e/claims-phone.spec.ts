/**
 * Claiming a seeded club on a phone (390 × 844; ADR 0037): the open-data clubs have no owner, so their
 * page offers "¿Es tu gimnasio?"; a partner reads how many gyms the plan allows and uses, with a link to
 * change plan, before the claim form opens. The owners' FAQ says how to claim.
 */
import { claimBannerMessages as claim } from '../../src/shared/messages/claims.web';
import { ownerPitchMessages } from '../../src/shared/messages/pitch.web';
import { newAccount, registerByApi } from './accounts-helpers';
import { expect, PHONE, seriousViolations, test } from './fixtures';
import { horizontalOverflow, signInAs } from './partners-helpers';

test.use({ viewport: PHONE });

test('a partner sees the plan limit before claiming a seeded club', async ({ page, request }, testInfo) => {
  const list = await request.get('/api/partner/gyms/allgyms?page=1');
  expect(list.status()).toBe(200);
  const { gyms } = (await list.json()) as { gyms: { _id: string; name: string }[] };
  const claimable: { _id: string; name: string }[] = [];
  for (const gym of gyms) {
    const detail = await request.get(`/api/partner/gyms/gymbyid/${gym._id}`);
    if (((await detail.json()) as { claimable?: boolean }).claimable) claimable.push(gym);
  }
  // A seeded page of clubs: all but the few demo-owned ones can be claimed.
  expect(claimable.length).toBeGreaterThanOrEqual(gyms.length - 5);
  const club = claimable[0];
  if (!club) throw new Error('no claimable club on the first page');

  const partner = newAccount('Reclama');
  await registerByApi(request, partner, { type: 'partner' });
  const userId = await signInAs(page, partner, 'partner');
  await page.goto(`/detail/gym/${club._id}`);
  await expect(page.getByRole('heading', { name: claim.title })).toBeVisible();
  const room = page.getByTestId('claim-plan-room');
  await expect(room).toContainText(/Tu plan \S+ permite 1 gimnasio y usás 0\./);
  await expect(room.getByRole('link', { name: claim.changePlan })).toHaveAttribute(
    'href',
    new RegExp(`/profile/partner/.+/${userId}#plan-title$`),
  );
  expect(await seriousViolations(page, testInfo, 'claim-plan-room-phone')).toEqual([]);
  expect(await horizontalOverflow(page)).toBe(0);
  await page.getByRole('button', { name: claim.action }).click();
  await expect(page.getByRole('dialog', { name: claim.dialogTitle(club.name) })).toBeVisible();

  // The owners' FAQ says how to claim.
  const faq = ownerPitchMessages.faq.find((f) => f.question.includes('reclamo'));
  expect(faq).toBeDefined();
  await page.goto('/legendCe');
  await expect(page.getByText(faq?.question ?? '')).toBeVisible();
});
