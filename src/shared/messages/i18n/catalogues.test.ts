/**
 * The key check of the catalogues (ADR 0055; docs/architecture.md §7.1): every message id a room
 * declares has a text in every locale, no locale keeps an id no room declares, each translation uses
 * the same ICU arguments as the es-AR source, and the compiled modules the code imports are the PO
 * files' own, cut into their message groups (`npm run i18n` rewrites them).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type Token } from '@messageformat/parser';
import { getCatalogs, createCompiledCatalog } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { describe, expect, it } from 'vitest';
import { localeIndex, splitCatalog } from '../../../../scripts/i18n-index.mjs';

const config = getConfig({ cwd: path.resolve(import.meta.dirname, '../../../..') });
const catalogs = await getCatalogs(config);
const source = config.sourceLocale ?? 'es-AR';

/** The names of the arguments a message uses (`{name}`, `{n, plural, …}`), at any depth, sorted. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        for (const c of token.cases) walk(c.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

describe('message catalogues', () => {
  it('has rooms to check', () => {
    expect(catalogs.length).toBeGreaterThan(0);
  });

  for (const catalog of catalogs) {
    const room = path.basename(catalog.path);
    describe(room, async () => {
      const declared = Object.keys((await catalog.collect()) ?? {}).sort();
      const all = await catalog.readAll();

      for (const locale of config.locales) {
        const entries = Object.entries(all[locale] ?? {}).filter(([, m]) => !m.obsolete);
        const texts = Object.fromEntries(entries.map(([id, m]) => [id, m.translation ?? '']));

        it(`${locale}: has a text for every id the room declares and no other`, () => {
          const missing = declared.filter((id) => !texts[id] || (locale === source && texts[id] === id));
          const unused = Object.keys(all[locale] ?? {}).filter((id) => !declared.includes(id));
          expect({ missing, unused }).toEqual({ missing: [], unused: [] });
        });

        it(`${locale}: uses the es-AR arguments in every message`, () => {
          const sourceTexts = all[source] ?? {};
          const differing = declared.filter(
            (id) =>
              texts[id] &&
              sourceTexts[id]?.translation &&
              argumentsOf(texts[id]).join() !== argumentsOf(sourceTexts[id].translation ?? '').join(),
          );
          expect(differing).toEqual([]);
        });

        it(`${locale}: is compiled from its PO file`, () => {
          const { source: compiled, errors } = createCompiledCatalog(locale, texts, { namespace: 'ts' });
          expect(errors).toEqual([]);
          const file = `${catalog.getFilename(locale).replace(/\.po$/, '')}.ts`;
          expect(readFileSync(file, 'utf8')).toBe(splitCatalog(compiled));
        });
      }
    });
  }

  for (const locale of config.locales.filter((l) => l !== source)) {
    it(`${locale}: its index holds every room`, () => {
      const rooms = catalogs.map((c) => path.basename(c.path)).sort();
      const file = path.join(path.dirname(catalogs[0]!.getFilename(locale)), 'index.ts');
      expect(readFileSync(file, 'utf8')).toBe(localeIndex(rooms));
    });
  }
});
