/**
 * Written accents for the Buenos Aires clubs file (`data/seed/caba_clubes.csv`; data/seed/SOURCE.md):
 * the source writes its names in ALL CAPS without accents ("CIRCULO", "ATLETICO", "FUNDACION"), so
 * after title case they would read "Circulo", "Atletico". Spanish keeps the written accent on
 * capitals (RAE, Ortografía de la lengua española, 2010, ch. II §3.4.1), so a curated list of the
 * words of that file that carry one puts it back, word by word (ADR 0012, amending ADR 0004).
 *
 * Only words checked against the file are listed: common nouns and adjectives ("Asociación",
 * "Náutico"), given names and surnames that Spanish always accents ("José", "Martín", "Hernández")
 * and the official names of the city's barrios ("Agronomía", "San Cristóbal", "Villa Ortúzar").
 * Words that need none ("Polideportivo", "Deportivo", "Juventud", "Fomento") and names that keep
 * their own spelling ("Machain", "Liber") are left out on purpose.
 * @module
 */

/** The accented spelling of every listed word, lower case (capitalised on use). */
const ACCENTED = [
  'agronomía',
  'agrupación',
  'alemán',
  'américa',
  'asociación',
  'atlética',
  'atlético',
  'bartolomé',
  'bochín',
  'bolívar',
  'cárdenas',
  'católico',
  'charrúa',
  'círculo',
  'constitución',
  'corvalán',
  'cristóbal',
  'dirección',
  'echagüe',
  'elevación',
  'equitación',
  'fénix',
  'física',
  'fundación',
  'fútbol',
  'generación',
  'hernández',
  'hípico',
  'huracán',
  'iguazú',
  'josé',
  'jóvenes',
  'julián',
  'larrazábal',
  'lucía',
  'martín',
  'morán',
  'nación',
  'náutico',
  'nicolás',
  'núñez',
  'organización',
  'ortúzar',
  'pacífico',
  'policía',
  'portugués',
  'pueyrredón',
  'raulíes',
  'recreación',
  'república',
  'río',
  'sarandí',
  'tábano',
  'telégrafo',
  'trébol',
  'unión',
  'vélez',
  'vértiz',
  'álvarez',
] as const;

/** Removes the acute accent and the diaeresis, keeping ñ: "Núñez" → "Nuñez", "Echagüe" → "Echague". */
export function stripAccents(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0301\u0308]/g, '')
    .normalize('NFC');
}

/** Every listed word, accented, lower case (for tests and reports). */
export const ACCENTED_WORDS: readonly string[] = ACCENTED;

/** Spelling without accents (lower case, as the file writes it once lower-cased) → accented spelling. */
const BY_PLAIN: ReadonlyMap<string, string> = new Map(ACCENTED.map((word) => [stripAccents(word), word]));

const LOWER = /^\p{Ll}+$/u;
const TITLE = /^\p{Lu}\p{Ll}*$/u;

/** One run of letters, accented when listed and written in lower or title case. */
function accentWord(word: string): string {
  const lower = LOWER.test(word);
  if (!lower && !TITLE.test(word)) return word; // ALL CAPS (an acronym after title case) or mixed case
  const accented = BY_PLAIN.get(word.toLocaleLowerCase('es'));
  if (accented === undefined) return word;
  return lower ? accented : accented.charAt(0).toLocaleUpperCase('es') + accented.slice(1);
}

/**
 * Restores the written accents of the listed words in a title-cased text, e.g.
 * "Club Atletico Velez Sarsfield" → "Club Atlético Vélez Sarsfield". Each run of letters is looked
 * up as a whole word ("Atleticos" is not "Atlético"); "atletico" becomes "atlético" and "Atletico"
 * "Atlético", while "ATLETICO" (an acronym or an ALL CAPS word after title case) and mixed case are
 * left as written. Idempotent: accented words and every other character are kept.
 *
 * @param text - a name, street or barrio after `titleCaseEs` (./title-case.ts)
 * @returns the same text with the listed words accented
 */
export function restoreAccents(text: string): string {
  return text.replace(/\p{L}+/gu, accentWord);
}
