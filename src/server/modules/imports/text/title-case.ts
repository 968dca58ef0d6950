/**
 * Spanish-aware title case for the ALL CAPS names of the Buenos Aires clubs file
 * (`data/seed/caba_clubes.csv`, column `nombre`: 287 of 290 names are ALL CAPS; data/seed/SOURCE.md).
 * @module
 */

/** Prepositions and conjunctions: always lower case inside a name ("Villa del Parque", "Tierra, Techo y Trabajo"). */
const CONNECTORS = new Set([
  'a',
  'al',
  'con',
  'de',
  'del',
  'e',
  'en',
  'entre',
  'o',
  'para',
  'por',
  'sin',
  'sobre',
  'u',
  'y',
]);

/** Articles: lower case only right after a preposition ("Río de la Plata"); else they open a proper name ("Atlético La Paternal"). */
const ARTICLES = new Set(['el', 'la', 'las', 'lo', 'los']);
const PREPOSITIONS = new Set(['a', 'con', 'de', 'en', 'entre', 'para', 'por', 'sin', 'sobre']);

/**
 * Acronyms of the clubs file that contain vowels and so cannot be told from words by shape
 * (GEBA = Gimnasia y Esgrima de Buenos Aires, UGAB, UAS, AVEFA, DOSFE, CANBA, DAOM, GON…), plus
 * well-known ones (YPF, AMIA, YMCA, AFA). Words without vowels (e.g. FCDFS) need no entry.
 */
export const KNOWN_ACRONYMS: ReadonlySet<string> = new Set([
  'AFA',
  'AMIA',
  'AVEFA',
  'CANBA',
  'CASA',
  'CSHA',
  'DAOM',
  'DOSFE',
  'FAFI',
  'GEBA',
  'GON',
  'SAG',
  'UAS',
  'UBA',
  'UGAB',
  'UTN',
  'YMCA',
  'YPF',
]);

/** Options of {@link titleCaseEs}. */
export interface TitleCaseOptions {
  /** Words kept in upper case (default {@link KNOWN_ACRONYMS}); pass an empty set for addresses ("Casa 1"). */
  acronyms?: ReadonlySet<string>;
}

const DOTTED_INITIALS = /^(?:\p{L}\.)+\p{L}?$/u; // C.A., S.A.G., N.O.B., J.
const ROMAN = /^(?=[IVXLC])C{0,3}(?:XC|XL|L?X{0,3})(?:IX|IV|V?I{0,3})$/; // no D/M: "MI", "DI" are words
const VOWEL = /[AEIOUÁÉÍÓÚÜaeiouáéíóúü]/;
const HAS_LETTER = /\p{L}/u;
const HAS_LOWER = /\p{Ll}/u;
/** Abbreviations without vowels that are not acronyms: "DR." → "Dr.", "SR." → "Sr.". */
const VOWELLESS_WORDS = new Set(['DR', 'DRS', 'SR', 'SRS']);

/** Capitalises the first letter of each part split by hyphen or apostrophe: "PRO-FOMENTO" → "Pro-Fomento". */
function capitalise(word: string): string {
  return word
    .toLocaleLowerCase('es')
    .replace(/(^|[-'’])(\p{L})/gu, (_m, sep: string, letter: string) => sep + letter.toLocaleUpperCase('es'));
}

/** True when `core` (a word without surrounding punctuation) stays upper case. */
function isAcronym(core: string, acronyms: ReadonlySet<string>, inParentheses: boolean): boolean {
  if (!HAS_LETTER.test(core)) return false;
  if (acronyms.has(core)) return true;
  if (DOTTED_INITIALS.test(core)) return true;
  if (ROMAN.test(core)) return true;
  const letters = core.replace(/[^\p{L}]/gu, '');
  if (letters.length >= 2 && !VOWEL.test(letters) && !VOWELLESS_WORDS.has(letters)) return true; // FCDFS
  // A lone ALL CAPS word in parentheses is an acronym: "(AVEFA)".
  return inParentheses && letters.length >= 2 && letters.length <= 6;
}

/**
 * Turns an ALL CAPS Spanish name into title case, e.g. "CLUB SOCIAL Y DEPORTIVO DEFENSORES DE CHACARITA"
 * → "Club Social y Deportivo Defensores de Chacarita".
 *
 * Rules: whitespace is collapsed; words that already contain a lower-case letter are kept as written
 * (the file has mixed names such as "… (El Pañuelito)"); prepositions and conjunctions are lower case
 * inside a segment, articles only after a preposition; a segment starts at the beginning, after "(" and
 * after a spaced dash; acronyms stay upper case (known list, dotted initials "C.A.", Roman numerals
 * "II", words without vowels, a lone short word in parentheses). Accents and Ñ are kept.
 *
 * @param text - a name as written in the source
 * @returns the same name in title case (idempotent)
 */
export function titleCaseEs(text: string, options: TitleCaseOptions = {}): string {
  const acronyms = options.acronyms ?? KNOWN_ACRONYMS;
  const tokens = text.trim().split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let segmentStart = true;
  let previousLower = '';
  for (const token of tokens) {
    if (/^[-–—]$/.test(token)) {
      out.push(token);
      segmentStart = true;
      continue;
    }
    const match = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}.]*)$/u.exec(token);
    const lead = match?.[1] ?? '';
    const core = match?.[2] ?? token;
    const trail = match?.[3] ?? '';
    const opensParenthesis = lead.includes('(');
    const startsSegment = segmentStart || opensParenthesis;
    const lower = core.toLocaleLowerCase('es');
    let word: string;
    if (HAS_LOWER.test(core)) {
      word =
        !startsSegment && (CONNECTORS.has(lower) || (ARTICLES.has(lower) && PREPOSITIONS.has(previousLower)))
          ? lower
          : core;
    } else if (!startsSegment && CONNECTORS.has(lower)) {
      word = lower;
    } else if (!startsSegment && ARTICLES.has(lower) && PREPOSITIONS.has(previousLower)) {
      word = lower;
    } else if (isAcronym(core, acronyms, opensParenthesis && trail.includes(')'))) {
      word = core;
    } else {
      word = capitalise(core);
    }
    out.push(lead + word + trail);
    previousLower = lower;
    segmentStart = trail.includes(':');
  }
  return out.join(' ');
}

/** True when the text has letters and none of them is lower case (e.g. "VILELA 3340"). */
export function isAllCaps(text: string): boolean {
  return HAS_LETTER.test(text) && !HAS_LOWER.test(text);
}
