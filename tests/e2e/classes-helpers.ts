/**
 * Helpers of the classes e2e test: dates in the gyms' zone (Buenos Aires), the weekday box of a date,
 * the gym detail's week that holds a date, a session card, a booking card and a booking's calendar file.
 */
import type { Locator, Page } from '@playwright/test';
import { DEFAULT_GYM_TIME_ZONE } from '../../src/shared/constants/classes';
import { expect, showVisitorSections } from './fixtures';

const isoDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: DEFAULT_GYM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const weekday = new Intl.DateTimeFormat('es-AR', { timeZone: 'UTC', weekday: 'long' });

/** The gym-zone date `days` days from now, `YYYY-MM-DD`. */
export const gymDate = (days: number): string => isoDay.format(new Date(Date.now() + days * 86_400_000));

/** The label of the form's weekday box of `date` ("Jueves"). */
export function weekdayBox(date: string): string {
  const name = weekday.format(new Date(`${date}T12:00:00Z`));
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** The Monday (`YYYY-MM-DD`) of the week of `date`. */
function mondayOf(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  const back = (day.getUTCDay() + 6) % 7;
  return new Date(day.getTime() - back * 86_400_000).toISOString().slice(0, 10);
}

/** How many weeks after this week (gym zone, weeks from Monday) the week of `date` is. */
export const weeksAhead = (date: string): number =>
  Math.round((Date.parse(mondayOf(date)) - Date.parse(mondayOf(gymDate(0)))) / (7 * 86_400_000));

/** Opens gym `gymId`'s detail and moves its "Clases" week forward to the week of `date`. */
export async function openWeekOf(page: Page, gymId: string, date: string): Promise<void> {
  await page.goto(`/detail/gym/${gymId}`);
  await showVisitorSections(page);
  const section = page.getByRole('region', { name: 'Clases', exact: true });
  await expect(section.getByRole('button', { name: 'Semana siguiente' })).toBeVisible();
  for (let i = 0; i < weeksAhead(date); i += 1)
    await section.getByRole('button', { name: 'Semana siguiente' }).click();
}

/**
 * Picks the day of `date` in a week's day buttons ("Días de la semana": the timetable shows one day at a
 * time on a phone) inside `region`.
 */
export async function pickDay(region: Locator, date: string): Promise<void> {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7;
  await region.getByRole('group', { name: 'Días de la semana' }).getByRole('button').nth(weekday).click();
}

/** The card of the session of class `name` (the first one shown). */
export const sessionCard = (page: Page, name: string) =>
  page
    .getByTestId('class-session')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();

/** The card of the booking of class `name` under "Mis reservas". */
export const bookingCard = (page: Page, name: string) =>
  page
    .getByTestId('booking')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .first();

/**
 * Clicks "Agregar al calendario" of a booking card: the browser downloads the file, and the same
 * address answers `text/calendar` with one VEVENT. @returns the calendar text
 */
export async function downloadIcs(page: Page, card: ReturnType<typeof bookingCard>): Promise<string> {
  const link = card.getByRole('link', { name: /^Agregar .+ al calendario$/ });
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const href = (await link.getAttribute('href')) ?? '';
  const answer = await page.request.get(href);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toMatch(/^text\/calendar/);
  const text = await answer.text();
  expect(text).toContain('BEGIN:VEVENT');
  return text;
}
