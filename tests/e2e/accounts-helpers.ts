/**
 * Helpers of the account e2e tests: the mail outbox of the e2e server (`$E2E_DATA_DIR/outbox/*.eml`,
 * written because no SMTP_URL is set), unique test accounts, and sign-up through the API.
 */
import { simpleParser } from 'mailparser';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEFAULT_GYM_TIME_ZONE } from '../../src/shared/constants/classes';

/** A strong password that passes the server rule (≥ 8, not a common one). */
export const PASSWORD = 'Quebracho-Tandil-8142';
export const NEW_PASSWORD = 'Jacaranda-Palermo-5530';

let counter = 0;

/** A fresh account identity for one test. */
export function newAccount(prefix: string) {
  counter += 1;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    name: `${prefix} ${tag}`,
    email: `e2e-${prefix.toLowerCase()}-${tag}@example.com`,
    password: PASSWORD,
  };
}

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir)
    throw new Error('E2E_DATA_DIR is not set (the outbox is only readable for the local e2e server)');
  return path.join(dataDir, 'outbox');
}

/** A parsed outbox message: its recipients and text body. */
interface OutboxMail {
  to: string;
  text: string;
}

/**
 * Messages parsed so far, by path (the MercadoPago spec reads another server's outbox for a while). The server writes each message whole and never changes it
 * (src/server/plugins/mail.ts renames it into place), so a file is parsed once per run, not on every
 * poll of every wait: the outbox holds hundreds of messages by the end of the suite.
 */
const parsed = new Map<string, OutboxMail>();

async function parseOutboxFile(file: string): Promise<OutboxMail> {
  const known = parsed.get(file);
  if (known) return known;
  const mail = await simpleParser(await readFile(file));
  const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(',') : (mail.to?.text ?? '');
  const entry = { to: to.toLowerCase(), text: mail.text ?? '' };
  parsed.set(file, entry);
  return entry;
}

/** Text bodies of the mails sent to `email`, oldest first. */
async function mailsTo(email: string): Promise<string[]> {
  let files: string[];
  try {
    files = (await readdir(outboxDir())).filter((f) => f.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  const texts: string[] = [];
  for (const file of files) {
    const mail = await parseOutboxFile(path.join(outboxDir(), file));
    if (mail.to.includes(email.toLowerCase())) texts.push(mail.text);
  }
  return texts;
}

/**
 * Waits for the `count`-th mail to `email` and returns its text body. Mail goes out from the job queue:
 * on a slow, busy machine (two workers, each with a browser and a server, on two cores) it has taken
 * more than 15 s, so the wait allows 30 s.
 */
export async function waitForMail(email: string, count = 1): Promise<string> {
  let texts: string[] = [];
  await expect
    .poll(
      async () => {
        texts = await mailsTo(email);
        return texts.length;
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return texts[count - 1] ?? '';
}

/** Waits (up to `timeout` ms) for a mail to `email` whose text contains `text`, and returns that text. */
export async function waitForMailContaining(email: string, text: string, timeout = 15_000): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        found = (await mailsTo(email)).find((body) => body.includes(text)) ?? '';
        return found !== '';
      },
      { timeout, intervals: [1_000] },
    )
    .toBe(true);
  return found;
}

/** The path of the activation link in a mail (`/activation/{userId}/{secretToken}`). */
export function activationPath(text: string): string {
  const match = /https?:\/\/[^\s/]+(\/activation\/[^\s]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no activation link in the mail:\n${text}`);
  return match[1];
}

/** The reset code of a reset mail (8 symbols on a line of its own). */
export function resetCode(text: string): string {
  const match = /^([0-9A-Z]{8})$/m.exec(text);
  if (!match?.[1]) throw new Error(`no reset code in the mail:\n${text}`);
  return match[1];
}

/** Registers through the API (no browser) and, unless `activate` is false, activates from the mail. */
export async function registerByApi(
  request: APIRequestContext,
  account: { name: string; email: string; password: string },
  { activate = true, type = 'user' }: { activate?: boolean; type?: 'user' | 'partner' } = {},
): Promise<void> {
  const response = await request.post('/api/service/register', {
    data: { name: account.name, username: account.email, password: account.password, type },
  });
  expect(response.status()).toBe(201);
  if (!activate) return;
  const link = activationPath(await waitForMail(account.email));
  expect((await request.get(`/api/service${link}`)).status()).toBe(200);
}

/**
 * Registers an account (a member unless `type` says otherwise) through the /register screen and waits
 * for the move to /login (SPEC §4).
 */
export async function registerByUi(
  page: Page,
  account: { name: string; email: string; password: string },
  type: 'user' | 'partner' = 'user',
): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Nombre').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByLabel('Tipo de cuenta').selectOption(type);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Signs in through the login screen and waits for the home page. */
export async function signInByUi(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Ingresar' }).click();
  await expect(page).toHaveURL(/\/home\/user\//);
}

/**
 * A fresh browser context signed in as `account` (a member) in the project's locale and the gyms' time
 * zone, and its page: a second person beside the test's own page.
 */
export async function memberPage(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
) {
  const context = await browser.newContext({ baseURL, locale: 'es-AR', timezoneId: DEFAULT_GYM_TIME_ZONE });
  const page = await context.newPage();
  await signInByUi(page, account);
  return { context, page };
}

/** The main navigation of the shell (its accessible name, `shellMessages.mainNav`). */
export const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Navegación principal' });

/** Follows the link `name` of the main navigation ("Mi perfil", "Mis reservas", …). */
export async function followNav(page: Page, name: string): Promise<void> {
  await mainNav(page).getByRole('link', { name }).click();
}

/** Signs out from the main navigation and waits for the landing page. */
export async function signOutByUi(page: Page): Promise<void> {
  await mainNav(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/$/);
}

/** Every localStorage and sessionStorage key of the page. */
export const storageKeys = (page: Page) =>
  page.evaluate(() => [...Object.keys(window.localStorage), ...Object.keys(window.sessionStorage)]);
