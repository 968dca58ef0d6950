/**
 * How a person's name is shown to someone who is not that person (ARCHITECTURE §4, data minimisation
 * under Ley 25.326 art. 4): the first name, and the initial of the last word when there is one.
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
