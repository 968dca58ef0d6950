/**
 * How a person's name is shown to someone who is not that person (docs/architecture.md §4, data minimisation
 * under Ley 25.326 art. 4): the first name, and the initial of the last word when there is one; and how
 * a full name typed in one box is split into the member form's "Nombre" and "Apellido".
 * @module
 */

const words = (name: string | null | undefined): string[] => (name ?? '').trim().split(/\s+/).filter(Boolean);

/** The first word of a full name ("Lucía Gómez" → "Lucía"); '' for a blank name. */
export function firstName(name: string | null | undefined): string {
  return words(name)[0] ?? '';
}

/**
 * The first word and the initial of the last word with a period ("Lucía Gómez Paz" → "Lucía P."); only
 * the first word when the name has one word; '' for a blank name.
 */
export function displayName(name: string | null | undefined): string {
  const parts = words(name);
  const first = parts[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1] : undefined;
  return last ? `${first} ${Array.from(last)[0]?.toLocaleUpperCase('es-AR')}.` : first;
}

/** Lower-case particles that belong to the surname that follows them ("de la Torre", "van der Berg"). */
const SURNAME_PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'da',
  'das',
  'do',
  'dos',
  'di',
  'van',
  'von',
  'der',
]);

/**
 * Splits a full name, as people type it in one box at sign-up, into the form's "Nombre" and
 * "Apellido": the last word is the surname, with the lower-case particles right before it ("Juan de la
 * Torre" → `{ given: 'Juan', surname: 'de la Torre' }`); the words before it are the given names, so a
 * compound first name stays whole ("María José Pérez" → `María José` / `Pérez`; Argentines usually go by
 * one surname, the father's). One word is a given name without surname; blank gives two blanks. The
 * person can correct the split in the form: it only prefills it.
 */
export function splitFullName(name: string | null | undefined): { given: string; surname: string } {
  const parts = words(name);
  if (parts.length < 2) return { given: parts[0] ?? '', surname: '' };
  let start = parts.length - 1;
  while (start > 1 && SURNAME_PARTICLES.has(parts[start - 1] ?? '')) start -= 1;
  return { given: parts.slice(0, start).join(' '), surname: parts.slice(start).join(' ') };
}
