// `npm run i18n`: brings the catalogues up to date with the code (ADR 0055). Runs `lingui extract`
// (new ids join every locale's PO file, ids no room declares any more are dropped), `lingui compile`
// (one TypeScript module per room and locale, imported by the rooms and the loaders), then writes each
// non-default locale's index (`locales/<locale>/index.ts`: every room's messages, which the browser
// loads before rendering a page in that locale and the server at start). Fill the new entries' msgstr
// in each PO file and run it again; `src/shared/messages/i18n/catalogues.test.ts` fails until every
// locale has every id the code declares and none other.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { localeIndex, splitCatalog } from './i18n-index.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const LOCALES_DIR = path.join(ROOT, 'src/shared/messages/locales');
// `npm run i18n -- <room>[,<room>…]` works on those rooms' catalogues only (the indexes always list every room),
// so that people converting different rooms at once do not rewrite each other's PO files.
const only = process.argv[2];
const env = only ? { ...process.env, LINGUI_ROOMS: only } : process.env;
const lingui = (...args) =>
  execFileSync(path.join(ROOT, 'node_modules/.bin/lingui'), args, { cwd: ROOT, stdio: 'inherit', env });

lingui('extract', '--clean');
lingui('compile', '--typescript');
const { default: config, rooms } = await import(path.join(ROOT, 'lingui.config.ts'));
// Each compiled room module cut into its message groups (splitCatalog), for the rooms just compiled.
const compiledRooms = only ? only.split(',') : rooms;
for (const locale of config.locales) {
  for (const room of compiledRooms) {
    const file = path.join(LOCALES_DIR, locale, `${room}.ts`);
    const source = readFileSync(file, 'utf8');
    // Lingui's own output (not yet cut) starts with its eslint-disable comment.
    if (source.startsWith('/*eslint-disable*/')) writeFileSync(file, splitCatalog(source));
  }
}
for (const locale of config.locales.filter((l) => l !== config.sourceLocale)) {
  writeFileSync(path.join(LOCALES_DIR, locale, 'index.ts'), localeIndex(rooms));
}
