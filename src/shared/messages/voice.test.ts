/**
 * One voice: every text the messages modules export speaks Argentine voseo (es-AR: "tenés", "podés",
 * "elegí", "ingresá", "tu"), never usted ("ingrese", "su cuenta") nor tú ("tienes", "puedes", "elige").
 * The only exceptions are the spec's own texts, kept word for word (SPEC §4, §5, §8): each sits in an
 * allow-list below with the section that quotes it. Strings are read as exported; functions are called
 * with sample arguments ("{name}" for text, as the spec writes its placeholders).
 */
import { describe, expect, it } from 'vitest';

const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./**/*.test.ts'], {
  eager: true,
});

/** Spec texts in the formal voice (usted), quoted verbatim, with the SPEC section that quotes them. */
const SPEC_USTED_TEXTS: Readonly<Record<string, string>> = {
  'Por favor complete todos los campos': 'SPEC §5 Registration',
  'Necesita introducir una contraseña': 'SPEC §5 Registration',
  'Recuerde seleccionar el tipo de usuario': 'SPEC §5 Registration',
  'Estamos procesando su solicitud!': 'SPEC §2 Register, §8',
  'No olvide introducir su email': 'SPEC §5 Login',
  'No olvide introducir su contraseña': 'SPEC §5 Login',
  'Verifique los datos del formulario': 'SPEC §5 Update password',
  'Verifique que la informacion ingresada sea correcta': 'SPEC §5 Reset password',
  'No puede enviar la solicitud, por favor verifique los datos ingresados': 'SPEC §5 Reset password',
  'Necesita introducir su contraseña para continuar con el proceso': 'SPEC §5 Deactivate',
  'Su cuenta ha sido activada con exito': 'SPEC §2 Activation',
};

/** Spec texts without the opening "¡" or "¿" of their closing mark (or with a space before it), verbatim. */
const SPEC_UNPAIRED_TEXTS: Readonly<Record<string, string>> = {
  'Sos propietario? Unite!': 'SPEC §1',
  '{name} ya estas registrado!': 'SPEC §1',
  'Bienvenido {name} !': 'SPEC §2 Top bars',
  'Estamos procesando su solicitud!': 'SPEC §2 Register, §8',
  'Exito!': 'SPEC §8',
  'Unexpected Application Error!': 'SPEC §8',
};

const word = (alternatives: string) => new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'iu');

/** What gives the usted or the tú voice away, with a name for the failure message. */
const FORBIDDEN: readonly (readonly [string, RegExp])[] = [
  ['usted', word('usted|ustedes|uds?\\.?')],
  ['"su"/"sus" (usted\'s "your"; write "tu"/"tus", or the article for a third person)', word('su|sus')],
  [
    'usted imperative',
    word(
      'ingrese|elija|seleccione|introduzca|verifique|recuerde|olvide|complete|revise|intente|pruebe|espere|' +
        'vuelva|escriba|confirme|inicie|regístrese|comuníquese|contáctenos|escríbanos|disculpe|haga|agregue|' +
        'inténtelo|pruébelo|verifíquelo|revíselo',
    ),
  ],
  // "Puede que…" is impersonal ("maybe"); a sentence opening on "Puede cambiarlo" speaks to an usted.
  [
    'usted verb opening a sentence',
    /(?:^|[.!?:;]\s+|[¡¿])(?:no\s+)?(?:necesita|puede(?!\s+que)|tiene|debe|quiere|desea)(?!\p{L})/iu,
  ],
  ['tú / vosotros', word('tú|ti|contigo|vosotros')],
  [
    'tú verb',
    word(
      'tienes|puedes|quieres|eres|sabes|debes|necesitas|deseas|elige|escoge|haz|olvides|inténtalo|pruébalo|' +
        'regístrate|contáctanos|escríbenos|asegúrate|verifícalo|revísalo|elígelo|ingrésalo|cuéntanos|cuentes',
    ),
  ],
];

/** A value that reads as 2 wherever a function expects a number, a string or an object of numbers. */
const anything: unknown = new Proxy(
  {},
  { get: (_target, key) => (key === Symbol.toPrimitive ? () => 2 : anything) },
);
/** Samples tried in turn; a list of names is for functions that name several things (e.g. services). */
const SAMPLES: readonly unknown[] = [undefined, 0, 1, 2, '{name}', anything, ['{name}', '{name}']];

/** One text of a messages module: where it comes from and, for a function, the sample it was called with. */
interface Found {
  path: string;
  text: string;
  /** `'{name}'` marks the text a spec placeholder gives; strings are canonical too. */
  canonical: boolean;
}

/** Every text reachable from the messages modules (functions give one text per sample). */
function collectTexts(): { found: Found[]; uncallable: string[] } {
  const found: Found[] = [];
  const uncallable: string[] = [];
  // One walk per object or function: the barrel's re-exports are the leaf modules' own values.
  const seen = new Set<unknown>();
  const walk = (value: unknown, path: string, canonical: boolean): void => {
    if (typeof value === 'string') {
      found.push({ path, text: value, canonical });
      return;
    }
    if ((typeof value !== 'object' && typeof value !== 'function') || value === null || seen.has(value))
      return;
    seen.add(value);
    if (typeof value === 'function') {
      let called = false;
      for (const sample of SAMPLES) {
        try {
          const result: unknown = (value as (...args: unknown[]) => unknown)(
            ...Array<unknown>(value.length).fill(sample),
          );
          walk(result, `${path}()`, canonical && sample === '{name}');
          called = true;
        } catch {
          // another sample may fit
        }
      }
      if (!called) uncallable.push(path);
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      walk(inner, Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`, canonical);
    }
  };
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      walk(value, `${file.replace('./', '')}:${name}`, true);
    }
  }
  return { found, uncallable };
}

/** Paths whose text (a function's: with the spec's `{name}`) is one of `allowed`. */
const allowedPaths = (found: readonly Found[], allowed: Readonly<Record<string, string>>): Set<string> =>
  new Set(found.filter((f) => f.canonical && f.text in allowed).map((f) => f.path));

const voiceProblems = (text: string): string[] =>
  FORBIDDEN.filter(([, pattern]) => pattern.test(text)).map(([name]) => name);

/** "¡" and "!", "¿" and "?" come in pairs, and no space sits before a closing mark. */
const unpaired = (text: string): boolean =>
  text.split('¡').length !== text.split('!').length ||
  text.split('¿').length !== text.split('?').length ||
  /\s[!?]/u.test(text);

describe('one voice (es-AR voseo) in every messages module', () => {
  const { found, uncallable } = collectTexts();
  const texts = new Set(found.map((f) => f.text));
  const report = (f: Found, why?: string) => `${f.path}: "${f.text}"${why ? ` (${why})` : ''}`;

  it('finds the modules and calls every message function with a sample', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(10);
    expect(texts.size).toBeGreaterThan(500);
    expect(uncallable).toEqual([]);
  });

  it('tells the voices apart', () => {
    for (const bad of [
      'Ingrese su email',
      'Usted no tiene permisos.',
      '¿Tienes cuenta?',
      'Elige un plan.',
      'Puede cambiarlo cuando quiera.',
      'Listo. No puede enviar el formulario.',
      'Inténtalo de nuevo.',
    ]) {
      expect(voiceProblems(bad), bad).not.toEqual([]);
    }
    for (const good of [
      'Ingresá tu email.',
      '¿Tenés cuenta?',
      'Elegí un plan. Podés cambiarlo cuando quieras.',
      'Puede que ya no esté publicado.',
      'Esta cuenta no puede comprar.',
      'El nombre puede tener hasta 100 caracteres.',
      'Hasta que cada club cargue los suyos.',
      'Subí una imagen por vez.',
    ]) {
      expect(voiceProblems(good), good).toEqual([]);
    }
  });

  it('speaks voseo everywhere but in the spec-quoted texts', () => {
    const allowed = allowedPaths(found, SPEC_USTED_TEXTS);
    const problems = found
      .filter((f) => !allowed.has(f.path))
      .flatMap((f) => {
        const why = voiceProblems(f.text);
        return why.length ? [report(f, why.join('; '))] : [];
      });
    expect([...new Set(problems)]).toEqual([]);
  });

  it('keeps the allow-lists to spec texts that are still exported', () => {
    const canonical = new Set(found.filter((f) => f.canonical).map((f) => f.text));
    for (const text of [...Object.keys(SPEC_USTED_TEXTS), ...Object.keys(SPEC_UNPAIRED_TEXTS)]) {
      expect(canonical.has(text), text).toBe(true);
    }
    // An allowed text must need the allowance: otherwise it is not the usted text the spec gives.
    for (const text of Object.keys(SPEC_USTED_TEXTS)) expect(voiceProblems(text), text).not.toEqual([]);
    for (const text of Object.keys(SPEC_UNPAIRED_TEXTS)) expect(unpaired(text), text).toBe(true);
  });

  it('pairs "¡…!" and "¿…?" and puts no space before them, but in the spec-quoted texts', () => {
    const allowed = allowedPaths(found, SPEC_UNPAIRED_TEXTS);
    const problems = found.filter((f) => !allowed.has(f.path) && unpaired(f.text)).map((f) => report(f));
    expect([...new Set(problems)]).toEqual([]);
  });
});
