/**
 * What a member sees right after acting, on a 390 × 844 phone: booking the last place shows "Tenés
 * lugar" and no red "Clase completa"; a cancelled booking shows "Cancelada" without "Agregar al
 * calendario"; the default "Mejor puntaje" order says what it means and each rated card shows how many
 * opinions its stars come from. A class set, or a session moved, when the gym is closed shows the
 * server's warning and is saved once the partner confirms.
 */
import type { PlaywrightWorkerArgs } from '@playwright/test';
import { timetableMessages } from '../../src/shared/messages/timetable.web';
import { gymListMessages } from '../../src/shared/messages/catalogue.web';
import { classFormMessages, sessionEditMessages } from '../../src/shared/messages/classes-partner.web';
import { bookingCard, gymDate, openWeekOf, pickDay, sessionCard, weeksAhead } from './classes-helpers';
import { buyByApi, sellingGymForFile } from './commerce-helpers';
import { expect, PHONE, test } from './fixtures';
import { signInAs } from './partners-helpers';

test.describe('right after acting, on a phone, 390 × 844', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the last place booked is no warning; a cancelled booking has no calendar file', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const gym = await sellingGymForFile(playwright, baseURL ?? '');
    const name = `Yoga ${Date.now().toString(36)}`;
    const first = gymDate(2);
    const created = await gym.partner.post('/api/partner/classes', {
      data: { gymId: gym.gymId, name, capacity: 1, durationMinutes: 50, startsAt: `${first}T19:00` },
    });
    expect(created.status()).toBe(201);
    await gym.partner.dispose();
    const api = await playwright.request.newContext({ baseURL });
    const { account } = await buyByApi(playwright, api, baseURL ?? '', 'Ultima', [gym.membership._id]);
    await api.dispose();

    await signInAs(page, account, 'user');
    await openWeekOf(page, gym.gymId, first);
    await pickDay(page.getByRole('region', { name: 'Clases', exact: true }), first);
    const card = sessionCard(page, name);
    // The notifications offer's code is held until the booking has shown: when it arrives it must not
    // move the card (it once pushed "Ver mis reservas" away from a tap in flight on a slow machine).
    let releaseOffer = () => {};
    const offerHeld = new Promise<void>((resolve) => (releaseOffer = resolve));
    await page.route('**/assets/PushOffer-*.js', async (route) => {
      await offerHeld;
      await route.continue();
    });
    await card.getByRole('button', { name: new RegExp(`^Reservar ${name}, `) }).click();
    await expect(card.getByTestId('own-booking')).toContainText('Tenés lugar');
    await expect(card).toContainText(timetableMessages.fullWithYou);
    await expect(card).not.toContainText(timetableMessages.full);
    const before = await card.boundingBox();
    releaseOffer();
    await expect(page.getByTestId('push-offer')).toBeVisible();
    expect(await card.boundingBox()).toEqual(before);

    await card.getByRole('link', { name: timetableMessages.seeBookings }).click();
    const booking = bookingCard(page, name);
    await expect(booking.getByRole('link', { name: /^Agregar .+ al calendario$/ })).toBeVisible();
    await booking.getByRole('button', { name: `Cancelar la reserva de ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(booking.getByTestId('booking-status')).toHaveText('Cancelada');
    await expect(booking.getByRole('link', { name: /^Agregar .+ al calendario$/ })).toHaveCount(0);
  });

  test('"Mejor puntaje" says what the order means; rated cards show their number of opinions', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('results-summary')).toContainText('gimnasios encontrados');
    await expect(page.getByTestId('sort-note')).toHaveText(gymListMessages.ratingOrderNote);
    const cards = page.getByTestId('gym-card');
    const rated = cards.filter({ has: page.locator('.stars:not(.stars--new)') });
    await expect(rated.first()).toBeVisible();
    await expect(rated.first().getByTestId('review-count')).toHaveText(/^\(\d+ opini(ón|ones)\)$/);
    expect(await cards.getByTestId('review-count').count()).toBe(await rated.count());
  });
});

/** A selling gym of its own whose owner set it open only in the mornings (08:00–13:00 every day). */
async function morningGym(playwright: PlaywrightWorkerArgs['playwright'], baseURL: string) {
  const gym = await sellingGymForFile(playwright, baseURL);
  const hours = await gym.partner.put('/api/partner/gyms/gymsupdate', {
    data: { _id: gym.gymId, openingHours: 'Mo-Su 08:00-13:00' },
  });
  expect(hours.status()).toBe(200);
  return gym;
}

test.describe('a class outside the gym’s hours, on a phone, 390 × 844', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the form shows the server’s warning and creates the class once confirmed', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const gym = await morningGym(playwright, baseURL ?? '');
    await gym.partner.dispose();
    const userId = await signInAs(page, gym.owner, 'partner');
    await page.goto(`/profile/partner/${encodeURIComponent(gym.owner.name)}/${userId}/classes/${gym.gymId}`);
    const form = page.getByRole('form', { name: 'Nueva clase' });
    const name = `Noche ${Date.now().toString(36)}`;
    await form.getByLabel('Nombre').fill(name);
    await form.getByLabel('Cupo (lugares)').fill('5');
    await form.getByLabel('Duración (minutos)').fill('50');
    await form.getByLabel('Primer día').fill(gymDate(3));
    await form.getByLabel('Hora de inicio').fill('22:00');
    await form.getByRole('button', { name: 'Crear clase' }).click();
    await expect(form.getByTestId('outside-hours')).toContainText('queda fuera del horario del gimnasio');
    await form.getByRole('button', { name: classFormMessages.confirmOutsideHours }).click();
    await expect(page.getByText(`Creaste la clase ${name}.`).last()).toBeVisible();
  });

  test('the session editor shows the server’s warning and saves the new hour once confirmed', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const gym = await morningGym(playwright, baseURL ?? '');
    const name = `Mañana ${Date.now().toString(36)}`;
    const day = gymDate(3);
    const created = await gym.partner.post('/api/partner/classes', {
      data: { gymId: gym.gymId, name, capacity: 5, durationMinutes: 50, startsAt: `${day}T10:00` },
    });
    expect(created.status()).toBe(201);
    await gym.partner.dispose();
    const userId = await signInAs(page, gym.owner, 'partner');
    await page.goto(`/profile/partner/${encodeURIComponent(gym.owner.name)}/${userId}/classes/${gym.gymId}`);
    const week = page.getByRole('region', { name: 'Agenda de clases' });
    for (let i = 0; i < weeksAhead(day); i += 1)
      await week.getByRole('button', { name: 'Semana siguiente' }).click();
    await pickDay(week, day);
    const session = week.getByTestId('partner-session').filter({ hasText: name }).first();
    await session.getByRole('button', { name: new RegExp(`^Editar ${name}`) }).click();
    const editor = page.getByRole('dialog', { name: sessionEditMessages.title });
    await editor.getByLabel(sessionEditMessages.time, { exact: true }).fill('22:00');
    await editor.getByRole('button', { name: sessionEditMessages.save }).click();
    await expect(editor.getByTestId('outside-hours')).toContainText('queda fuera del horario del gimnasio');
    await editor.getByRole('button', { name: sessionEditMessages.confirmOutsideHours }).click();
    await expect(page.getByText(sessionEditMessages.saved(1)).last()).toBeVisible();
    await expect(session).toContainText('22:00');
  });
});
