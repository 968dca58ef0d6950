/**
 * Lingui's catalogues (ADR 0055): one per messages room and locale, in PO files beside the compiled
 * modules the code imports (`src/shared/messages/locales/<locale>/<room>.{po,ts}`). A room is a module
 * of `src/shared/messages/` that builds its texts with `room()` (`i18n/room.ts`). es-AR is the source
 * locale: its catalogue holds the spec's texts verbatim (SPEC §1).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

const MESSAGES = path.join(import.meta.dirname, 'src/shared/messages');

/** The rooms: modules of the messages folder that build their texts with `room()`. */
export const rooms = readdirSync(MESSAGES)
  .filter((file) => /^[\w.-]+\.ts$/.test(file) && !file.endsWith('.test.ts'))
  .filter((file) => readFileSync(path.join(MESSAGES, file), 'utf8').includes("from './i18n/room'"))
  .map((file) => file.replace(/\.ts$/, ''))
  .sort();

/** The rooms `lingui` works on: those of `LINGUI_ROOMS` (comma-separated; `npm run i18n -- <room>`), else all. */
const only = process.env.LINGUI_ROOMS?.split(',').filter(Boolean);
const chosen = only?.length ? rooms.filter((room) => only.includes(room)) : rooms;

export default defineConfig({
  sourceLocale: 'es-AR',
  locales: ['es-AR', 'es-MX', 'pt-BR'],
  fallbackLocales: false,
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
  catalogs: chosen.map((room) => ({
    path: `<rootDir>/src/shared/messages/locales/{locale}/${room}`,
    include: [`<rootDir>/src/shared/messages/${room}.ts`],
  })),
});
