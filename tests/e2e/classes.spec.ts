/**
 * Classes (ADR 0022) through the screens: a partner creates a weekly class with the weekday boxes and an
 * end date; member A (with the gym's monthly pass) books its only place; member B (also with a pass)
 * joins the waitlist as N° 1; A cancels in time from "Mis reservas" (the use comes back) and B holds
 * the place; both download the booking's calendar file (text/calendar, one VEVENT). A visitor is asked
 * to sign in; on a 390 px phone the week shows one day at a time and nothing overflows; a member
 * without a pass is told what to buy (403), and "Mis reservas" fits the phone. A member
 * creates, reads and revokes the calendar feed. The partner reads the roster, gives this and the
 * following sessions a second place, cancels one session and deletes the class, confirming when the
 * server says bookings are ahead.
 */
import { followNav, memberPage, type newAccount } from './accounts-helpers';
import {
  bookingCard,
  downloadIcs,
  gymDate,
  openWeekOf,
  pickDay,
  sessionCard,
  weekdayBox,
  weeksAhead,
} from './classes-helpers';
import { buyByApi, sellingGym, signedInMember, type SellingGym } from './commerce-helpers';
import { expect, seriousViolations, snapshot, test } from './fixtures';
import { horizontalOverflow, signInAs } from './partners-helpers';

test.describe('classes', () => {
  // Each test goes on from the class and bookings the ones before it made.
  test.describe.configure({ mode: 'serial' });
  let gym: SellingGym;
  let memberA: ReturnType<typeof newAccount>;
  let memberB: ReturnType<typeof newAccount>;
  const className = `Funcional ${Date.now().toString(36)}`;
  const first = gymDate(1);

  test.beforeAll(async ({ playwright, workerServer }) => {
    const baseURL = workerServer.url;
    const api = await playwright.request.newContext({ baseURL });
    gym = await sellingGym(playwright, api, baseURL);
    memberA = (await buyByApi(playwright, api, baseURL, 'SociaA', [gym.membership._id])).account;
    memberB = (await buyByApi(playwright, api, baseURL, 'SocioB', [gym.membership._id])).account;
    await api.dispose();
  });
  test.afterAll(async () => {
    await gym.partner.dispose();
  });

  test('a weekly class: book, wait, cancel, promoted, calendar file', async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(180_000);
    // The partner creates the class from "Mis gimnasios" → "Clases".
    await signInAs(page, gym.owner, 'partner');
    await followNav(page, 'Mi perfil');
    await page.getByRole('link', { name: `Clases de ${gym.gymName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Clases de ${gym.gymName}` })).toBeVisible();
    const form = page.getByRole('form', { name: 'Nueva clase' });
    await form.getByLabel('Nombre de la clase').fill(className);
    await form.getByLabel('Instructor (opcional)').fill('Caro');
    await form.getByLabel('Salón (opcional)').fill('Salón 1');
    await form.getByLabel('Cupo (lugares)').fill('1');
    await form.getByLabel('Duración (minutos)').fill('50');
    await form.getByLabel('Primer día').fill(first);
    await form.getByLabel('Hora de inicio').fill('19:00');
    await form.getByRole('checkbox', { name: weekdayBox(first) }).check();
    await form.getByLabel('Hasta (último día)').fill(gymDate(15));
    await expect(form.getByTestId('class-preview')).toHaveText(/^Vas a crear 3 clases: la primera el /);
    await snapshot(page, testInfo, 'partner-class-form');
    await form.getByRole('button', { name: 'Crear clase' }).click();
    await expect(page.getByText(`Creaste la clase ${className}.`).last()).toBeVisible();

    // A books the only place, seeing the places and the policy first.
    const a = await memberPage(browser, baseURL ?? '', memberA);
    await openWeekOf(a.page, gym.gymId, first);
    const cardA = sessionCard(a.page, className);
    await expect(cardA).toContainText('19:00 a 19:50');
    await expect(cardA).toContainText('Con Caro · Salón: Salón 1');
    await expect(cardA).toContainText('Queda 1 lugar');
    await cardA.getByRole('button', { name: new RegExp(`^Reservar ${className}, `) }).click();
    await expect(a.page.getByText(`¡Listo! Reservaste tu lugar en ${className}.`).last()).toBeVisible();
    await expect(cardA.getByTestId('own-booking')).toContainText('Tenés lugar');
    // The pressed button gives way to the booking, which takes the focus.
    await expect(cardA.getByTestId('own-booking')).toBeFocused();
    await snapshot(a.page, testInfo, 'member-a-booked');

    // B finds it full and joins the waitlist.
    const b = await memberPage(browser, baseURL ?? '', memberB);
    await openWeekOf(b.page, gym.gymId, first);
    const cardB = sessionCard(b.page, className);
    await expect(cardB).toContainText('Clase completa');
    await cardB
      .getByRole('button', { name: new RegExp(`^Anotarme en la lista de espera de ${className}, `) })
      .click();
    await expect(cardB.getByTestId('own-booking')).toContainText('Sos el N° 1 en la lista de espera');
    // Booking the same session again is refused by the server with its reason (409).
    await b.page.goto('/');
    await followNav(b.page, 'Mis reservas');
    await expect(b.page.getByRole('heading', { level: 1, name: 'Mis reservas' })).toBeVisible();
    await expect(bookingCard(b.page, className).getByTestId('booking-position')).toHaveText(
      'Sos el N° 1 en la lista de espera',
    );

    // A cancels in time from "Mis reservas": the use comes back; the calendar file downloads.
    await followNav(a.page, 'Mis reservas');
    const bookingA = bookingCard(a.page, className);
    await expect(bookingA.getByTestId('booking-status')).toHaveText('Tenés lugar');
    const icsA = await downloadIcs(a.page, bookingA);
    expect(icsA).toContain(`SUMMARY:${className}`);
    expect(icsA).toContain('STATUS:CONFIRMED');
    await bookingA.getByRole('button', { name: `Cancelar la reserva de ${className}` }).click();
    const dialog = a.page.getByRole('dialog', { name: '¿Cancelás esta reserva?' });
    await expect(dialog.getByTestId('cancel-policy')).toHaveText(
      'Estás a tiempo: recuperás el uso de tu pase.',
    );
    await dialog.getByRole('button', { name: 'Sí, cancelar' }).click();
    await expect(a.page.getByText(`Cancelaste tu reserva de ${className}.`).last()).toBeVisible();
    await expect(bookingA.getByTestId('booking-status')).toHaveText('Cancelada');
    await expect(bookingA.getByRole('heading', { name: className })).toBeFocused();

    // B now holds the place, and the calendar file says so.
    await b.page.reload();
    const bookingB = bookingCard(b.page, className);
    await expect(bookingB.getByTestId('booking-status')).toHaveText('Tenés lugar');
    await expect(bookingB.getByTestId('booking-position')).toHaveCount(0);
    const icsB = await downloadIcs(b.page, bookingB);
    expect(icsB).toContain('STATUS:CONFIRMED');
    expect(await seriousViolations(b.page, testInfo, 'my-bookings')).toEqual([]);
    await snapshot(b.page, testInfo, 'member-b-promoted');
    await a.context.close();
    await b.context.close();
  });

  test('a visitor is asked to sign in; a phone sees one day at a time', async ({
    browser,
    baseURL,
  }, testInfo) => {
    const context = await browser.newContext({
      baseURL,
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      locale: 'es-AR',
      timezoneId: 'America/Argentina/Buenos_Aires',
    });
    const page = await context.newPage();
    await openWeekOf(page, gym.gymId, first);
    const section = page.getByRole('region', { name: 'Clases', exact: true });
    await expect(section.getByTestId('classes-invite')).toContainText('Iniciá sesión');
    // One day shows; its day button is pressed; the class's day is reached with the day buttons.
    await expect(section.getByTestId('class-day').filter({ visible: true })).toHaveCount(1);
    const days = section.getByRole('group', { name: 'Días de la semana' });
    await expect(days).toBeVisible();
    const weekday = (new Date(`${first}T12:00:00Z`).getUTCDay() + 6) % 7;
    await days.getByRole('button').nth(weekday).click();
    await expect(days.getByRole('button').nth(weekday)).toHaveAttribute('aria-pressed', 'true');
    const card = sessionCard(page, className);
    await expect(card).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await snapshot(page, testInfo, 'phone-classes');
    expect(await seriousViolations(page, testInfo, 'gym-classes')).toEqual([]);
    await card
      .getByRole('button', { name: new RegExp(`^(Reservar|Anotarme en la lista de espera de) ${className}`) })
      .click();
    await expect(page).toHaveURL(/\/login$/);
    await context.close();
  });
  test('a member without a pass is told what to buy; Mis reservas fits a phone', async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signedInMember(page, request, 'SinPase');
    await openWeekOf(page, gym.gymId, first);
    const section = page.getByRole('region', { name: 'Clases', exact: true });
    await pickDay(section, first);
    await sessionCard(page, className)
      .getByRole('button', { name: new RegExp(`^Anotarme en la lista de espera de ${className}`) })
      .click();
    const refusal = section.getByRole('alert');
    await expect(refusal).toContainText(`Para reservar necesitás un pase de ${gym.gymName}`);
    await expect(refusal.getByRole('link', { name: 'Ver qué podés comprar' })).toHaveAttribute(
      'href',
      '#products-title',
    );
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Menú' }).click();
    await followNav(page, 'Mis reservas');
    await expect(page.getByRole('heading', { name: 'No tenés clases reservadas' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await snapshot(page, testInfo, 'phone-my-bookings-empty');
  });

  test('the calendar feed: create, read, revoke', async ({ browser, baseURL }, testInfo) => {
    const a = await memberPage(browser, baseURL ?? '', memberA);
    await followNav(a.page, 'Mis reservas');
    const feed = a.page.getByRole('region', { name: 'Tus clases en tu calendario' });
    await expect(feed).toContainText('Todavía no creaste tu enlace de calendario.');
    await feed.getByRole('button', { name: 'Crear mi enlace de calendario' }).click();
    const address = feed.getByRole('textbox', { name: 'Tu enlace de calendario' });
    await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expect(feed.getByRole('link', { name: 'Abrir en el Calendario de Apple' })).toHaveAttribute(
      'href',
      /^webcal:\/\//,
    );
    const path = new URL(await address.inputValue()).pathname;
    const answer = await a.page.request.get(path);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^text\/calendar/);
    expect(await answer.text()).toContain('BEGIN:VCALENDAR');
    await snapshot(a.page, testInfo, 'calendar-feed');
    await feed.getByRole('button', { name: 'Desactivar el enlace' }).click();
    const dialog = a.page.getByRole('dialog', { name: '¿Desactivás tu enlace de calendario?' });
    await dialog.getByRole('button', { name: 'Sí, desactivar' }).click();
    await expect(a.page.getByText('Desactivaste tu enlace de calendario.').last()).toBeVisible();
    await expect(feed).toContainText('Todavía no creaste tu enlace de calendario.');
    expect((await a.page.request.get(path)).status()).toBe(404);
    await a.context.close();
  });

  test('the partner: roster, edit this and following, cancel a session, delete with confirmation', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(page, gym.owner, 'partner');
    await followNav(page, 'Mi perfil');
    await page.getByRole('link', { name: `Clases de ${gym.gymName}` }).click();
    const list = page.getByRole('region', { name: 'Tus clases' });
    await expect(list.getByTestId('partner-class')).toContainText(
      new RegExp(`Los ${weekdayBox(first).toLowerCase()}s?, hasta el \\d{2}/\\d{2}/\\d{4}`),
    );
    const week = page.getByRole('region', { name: 'Agenda de clases' });
    const nextWeek = () => week.getByRole('button', { name: 'Semana siguiente' }).click();
    if (weeksAhead(first) > 0) await nextWeek();
    const session = week.getByTestId('partner-session').filter({ hasText: className }).first();
    await expect(session).toContainText('1 de 1 lugar reservado');

    // The roster: B holds the place (A cancelled).
    await session.getByRole('button', { name: new RegExp(`^Ver la lista de ${className}`) }).click();
    const roster = page.getByRole('dialog', { name: `Lista de ${className}` });
    await expect(roster.getByTestId('roster-booked')).toContainText(memberB.name);
    await expect(roster.getByTestId('roster-waitlisted')).toContainText('Nadie todavía.');
    await roster.getByRole('button', { name: 'Cerrar' }).last().click();

    // This and the following sessions get a second place.
    await session.getByRole('button', { name: new RegExp(`^Editar ${className}`) }).click();
    const editor = page.getByRole('dialog', { name: 'Editar clase' });
    await editor.getByLabel('Esta y las siguientes').check();
    await editor.getByLabel('Cupo (lugares)').fill('2');
    await editor.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText(/^Guardamos el cambio de \d+ clases\.$/).last()).toBeVisible();
    await expect(session).toContainText('1 de 2 lugares reservados');

    // The next week's session is cancelled.
    await nextWeek();
    const later = week.getByTestId('partner-session').filter({ hasText: className }).first();
    await later.getByRole('button', { name: new RegExp(`^Cancelar ${className}`) }).click();
    await page
      .getByRole('dialog', { name: '¿Cancelás esta clase?' })
      .getByRole('button', { name: 'Sí, cancelar la clase' })
      .click();
    await expect(later).toContainText('Cancelada');
    await snapshot(page, testInfo, 'partner-week');
    expect(await seriousViolations(page, testInfo, 'partner-classes')).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await snapshot(page, testInfo, 'phone-partner-classes');
    await page.setViewportSize({ width: 1280, height: 720 });

    // Deleting the class asks again while B's booking is ahead, then cancels it.
    await list.getByRole('button', { name: `Borrar la clase ${className}` }).click();
    const confirm = page.getByRole('dialog', { name: '¿Borrás esta clase?' });
    await confirm.getByRole('button', { name: 'Sí, borrar' }).click();
    await expect(confirm.getByTestId('delete-confirmation')).toContainText('1 reserva');
    await confirm.getByRole('button', { name: 'Sí, borrar y avisar' }).click();
    await expect(
      page.getByText(`Borraste la clase ${className}: cancelamos 1 reserva y avisamos por mail.`).last(),
    ).toBeVisible();
    await expect(list).toContainText('Todavía no cargaste clases');
  });
});
