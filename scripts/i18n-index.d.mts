/** The text of `locales/<locale>/index.ts` for these rooms (scripts/i18n-index.mjs). */
export function localeIndex(roomNames: readonly string[]): string;
