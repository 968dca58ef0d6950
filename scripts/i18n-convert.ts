// Moves one module of the messages room to Lingui catalogues (ADR 0055), keeping its es-AR texts verbatim:
//
//   node --import tsx scripts/i18n-convert.ts <room>        e.g. opening-hours-pages.web
//
// 1. Each `export const xMessages = { … } as const` object becomes `room(messages, { … })`, with one
//    descriptor per property, with the property's comments kept:
//    - text → `{ id: 'x.key' }`;
//    - arrow function → `{ id, args: [its parameter names] }`;
//    - list of texts → a list of descriptors;
//    - object → a group.
//    Anything else stays as it was and is listed as MANUAL.
// 2. `npm run i18n -- <room>` makes the room's PO files. The es-AR text of each id is written from the module as it was:
//    - a text as it is;
//    - a function called with `{name}` for each parameter (`(name) => \`Hola ${name}\`` → `Hola {name}`).
//    A function whose body is more than a template (a condition, `plural`, a formatter) is listed as
//    CHECK: write its ICU message by hand in the es-AR PO file (`{n, plural, one {…} other {…}}`).
// 3. Then:
//    - fill the es-MX and pt-BR PO files and run `npm run i18n`;
//    - run `node --import tsx scripts/i18n-verify.ts <room>`, which compares every text with the module
//      as it was at HEAD;
//    - make module-level uses of the texts read them per use (ADR 0055 decision 7).
// A migration aid: delete it, with i18n-verify.ts, once every room is converted.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import ts from 'typescript';
import { groupExport } from './i18n-index.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const MESSAGES = path.join(ROOT, 'src/shared/messages');
const room = process.argv[2];
if (!room) throw new Error('usage: i18n-convert.ts <room>');
const file = path.join(MESSAGES, `${room}.ts`);
const text = readFileSync(file, 'utf8');
if (text.includes("from './i18n/room'")) throw new Error(`${room} is a room already`);

const old = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
const esAR = new Map<string, string>();
const notes: string[] = [];
const edits: { start: number; end: number; text: string }[] = [];
/** Texts that quoted constants (`hasta ${CLASS_NAME_MAX} caracteres`): now their values, checked by a test. */
const quotes: { id: string; names: string[] }[] = [];
/** The message groups the room's `room()` calls take (`gymListCatalog`…), one per converted export. */
const groupNames: string[] = [];

const keyOf = (name: ts.PropertyName): string =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : name.getText();
const propertyKey = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : `'${key}'`);
/** A body the `{name}` call renders exactly: a text, or a template whose every value is a parameter. */
const SIMPLE_BODY = (body: ts.ConciseBody) =>
  ts.isStringLiteral(body) ||
  ts.isNoSubstitutionTemplateLiteral(body) ||
  (ts.isTemplateExpression(body) && body.templateSpans.every((span) => ts.isIdentifier(span.expression)));

/** The descriptor text of `node`, whose value at run time is `value`, under `id`. */
function descriptor(node: ts.Expression, value: unknown, id: string): string | null {
  let inner = node;
  while (ts.isAsExpression(inner) || ts.isSatisfiesExpression(inner) || ts.isParenthesizedExpression(inner))
    inner = inner.expression;
  if (typeof value === 'string') {
    esAR.set(id, value);
    if (ts.isTemplateExpression(inner)) {
      const names = inner.templateSpans.map((span) => span.expression);
      if (names.every(ts.isIdentifier)) quotes.push({ id, names: names.map((n) => n.text) });
      else notes.push(`CHECK ${id}: a text computed from more than constants`);
    }
    return `/*i18n*/ { id: '${id}' }`;
  }
  if (typeof value === 'function' && ts.isArrowFunction(inner)) {
    const names = inner.parameters.map((p) => (ts.isIdentifier(p.name) ? p.name.text : null));
    if (names.some((n) => n === null)) return null;
    const args = names as string[];
    const fn = value as (...a: string[]) => unknown;
    const result = fn(...args.map((n) => `{${n}}`));
    if (typeof result !== 'string') return null;
    esAR.set(id, result);
    if (!SIMPLE_BODY(inner.body)) notes.push(`CHECK ${id}: ${result}`);
    return `/*i18n*/ { id: '${id}', args: [${args.map((a) => `'${a}'`).join(', ')}] }`;
  }
  if (Array.isArray(value) && ts.isArrayLiteralExpression(inner)) {
    const items = inner.elements.map((element, i) => descriptor(element, value[i], `${id}.${i}`));
    return items.every((item) => item !== null) ? `[${items.join(', ')}]` : null;
  }
  if (value && typeof value === 'object' && ts.isObjectLiteralExpression(inner)) {
    return group(inner, value as Record<string, unknown>, id);
  }
  return null;
}

/** The group text of an object literal: its properties as descriptors (MANUAL for those that cannot be). */
function group(
  node: ts.ObjectLiteralExpression,
  value: Record<string, unknown>,
  prefix: string,
): string | null {
  const parts: string[] = [];
  for (const property of node.properties) {
    if (!ts.isPropertyAssignment(property)) return null;
    const key = keyOf(property.name);
    const d = descriptor(property.initializer, value[key], `${prefix}.${key}`);
    if (d === null) {
      notes.push(`MANUAL ${prefix}.${key}`);
      return null;
    }
    const leading = text.slice(property.getFullStart(), property.getStart()).replace(/^\s*\n/, '\n');
    parts.push(`${leading}${propertyKey(key)}: ${d},`);
  }
  return `{${parts.join('')}\n}`;
}

for (const statement of source.statements) {
  if (!ts.isVariableStatement(statement)) continue;
  for (const declaration of statement.declarationList.declarations) {
    if (!ts.isIdentifier(declaration.name) || !declaration.initializer) continue;
    let init = declaration.initializer;
    while (ts.isAsExpression(init) || ts.isSatisfiesExpression(init)) init = init.expression;
    if (!ts.isObjectLiteralExpression(init)) continue;
    const name = declaration.name.text;
    const prefix = name.replace(/Messages$/, '');
    const body = group(init, old[name] as Record<string, unknown>, prefix);
    if (body === null) {
      notes.push(`MANUAL ${name}: left as it is`);
      continue;
    }
    edits.push({
      start: declaration.initializer.getStart(),
      end: declaration.initializer.getEnd(),
      text: `/* @__PURE__ */ room(${groupExport(prefix)}, ${body})`,
    });
    groupNames.push(groupExport(prefix));
    if (declaration.type) notes.push(`CHECK ${name}: its type annotation no longer fits a room`);
  }
}

if (edits.length === 0) throw new Error(`${room}: nothing to convert\n${notes.join('\n')}`);
let next = text;
for (const edit of edits.sort((a, b) => b.start - a.start)) {
  next = next.slice(0, edit.start) + edit.text + next.slice(edit.end);
}
// The imports go after the module's own comment (`@module … */`).
const imports = `import { room } from './i18n/room';\nimport { ${groupNames.sort().join(', ')} } from './locales/es-AR/${room}';\n`;
const moduleDoc = /@module\s*\n\s*\*\/\n/.exec(next);
const at = moduleDoc ? moduleDoc.index + moduleDoc[0].length : 0;
next = `${next.slice(0, at)}${imports}${next.slice(at)}`;
// Imports only the quoted constants used go to the test that checks the texts still say their values.
const quoted = new Set(quotes.flatMap((q) => q.names));
const testImports: string[] = [];
for (const statement of source.statements) {
  if (!ts.isImportDeclaration(statement) || !statement.importClause?.namedBindings) continue;
  const bindings = statement.importClause.namedBindings;
  if (!ts.isNamedImports(bindings)) continue;
  const names = bindings.elements.map((e) => e.name.text);
  const rest = next.replace(statement.getText(), '');
  const kept = names.filter((n) => new RegExp(`\\b${n}\\b`).test(rest));
  const moved = names.filter((n) => quoted.has(n));
  if (moved.length)
    testImports.push(`import { ${moved.join(', ')} } from ${statement.moduleSpecifier.getText()};`);
  if (kept.length === names.length) continue;
  next = next.replace(
    statement.getText(),
    kept.length ? `import { ${kept.join(', ')} } from ${statement.moduleSpecifier.getText()};` : '',
  );
}
writeFileSync(file, next);
if (quotes.length) {
  const rows = quotes.map((q) => `  ['${q.id}', [${q.names.join(', ')}]],`).join('\n');
  writeFileSync(
    path.join(MESSAGES, `${room}.quotes.test.ts`),
    `// The texts of ${room} that quote a constant say its current value in every locale (ADR 0055): the
// catalogues hold the number itself, so a changed constant fails here until its texts follow.
${testImports.join('\n')}
import { describeQuotes, type Quote } from './i18n/quotes';
import './${room}';

const QUOTES: Quote[] = [
${rows}
];

describeQuotes('${room}', QUOTES);
`,
  );
  notes.push(`QUOTES ${quotes.length} texts quote constants: ${room}.quotes.test.ts checks them`);
}

// The catalogues: extract the new ids, write their es-AR texts, compile.
const po = path.join(MESSAGES, 'locales/es-AR', `${room}.po`);
writeFileSync(
  path.join(MESSAGES, 'locales/es-AR', `${room}.ts`),
  groupNames.map((name) => `export const ${name} = {};\n`).join(''),
);
const env = { ...process.env, LINGUI_ROOMS: room };
execFileSync(path.join(ROOT, 'node_modules/.bin/lingui'), ['extract'], { cwd: ROOT, stdio: 'ignore', env });
const { default: PO } = (await import('pofile')) as unknown as {
  default: { parse(text: string): { items: { msgid: string; msgstr: string[] }[]; toString(): string } };
};
const catalogue = PO.parse(readFileSync(po, 'utf8'));
for (const item of catalogue.items) {
  const value = esAR.get(item.msgid);
  if (value === undefined) notes.push(`NO TEXT ${item.msgid}`);
  else item.msgstr = [value];
}
writeFileSync(po, `${catalogue.toString()}\n`);
execFileSync('node', ['--import', 'tsx', path.join(ROOT, 'scripts/i18n.mjs'), room], {
  cwd: ROOT,
  stdio: 'ignore',
});
execFileSync(
  path.join(ROOT, 'node_modules/.bin/prettier'),
  ['--write', file, ...(quotes.length ? [path.join(MESSAGES, `${room}.quotes.test.ts`)] : [])],
  {
    cwd: ROOT,
    stdio: 'ignore',
  },
);
console.log(`${room}: ${esAR.size} messages`);
for (const note of notes) console.log(note);
