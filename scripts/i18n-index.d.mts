/** The text of `locales/<locale>/index.ts` for these rooms (scripts/i18n-index.mjs). */
export function localeIndex(roomNames: readonly string[]): string;
/** The export name of a message group in a compiled room module (`gymList` → `gymListCatalog`). */
export function groupExport(prefix: string): string;
/** A compiled room catalogue cut into one pure export per message group, plus `messages` (scripts/i18n-index.mjs). */
export function splitCatalog(compiled: string): string;
