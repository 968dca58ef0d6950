import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ACCENTED_WORDS, restoreAccents, stripAccents } from './accents';
import { DEFAULT_CSV_PATH, parseClubs } from './clubs';

describe('restoreAccents', () => {
  it('accents the listed words in lower and title case, and leaves the rest alone', () => {
    expect(restoreAccents('Club Atletico Huracan')).toBe('Club Atlético Huracán');
    expect(restoreAccents('circulo de la policia')).toBe('círculo de la policía');
    expect(restoreAccents('Club Atlético Huracán')).toBe('Club Atlético Huracán');
    expect(restoreAccents('Pro-Fomento Pueyrredon (Velez)')).toBe('Pro-Fomento Pueyrredón (Vélez)');
    expect(restoreAccents('Julian Alvarez 1544/46')).toBe('Julián Álvarez 1544/46');
    expect(restoreAccents('Echague y Nuñez')).toBe('Echagüe y Núñez');
  });

  it('never touches capitals (acronyms after title case), mixed case or longer words', () => {
    expect(restoreAccents('UNION ATLETICO')).toBe('UNION ATLETICO');
    expect(restoreAccents('AtLetico')).toBe('AtLetico');
    expect(restoreAccents('Atleticos Unionistas')).toBe('Atleticos Unionistas');
    expect(restoreAccents('Club Social Villa Real')).toBe('Club Social Villa Real');
  });

  it('knows only accented words, each once', () => {
    for (const word of ACCENTED_WORDS) expect(stripAccents(word)).not.toBe(word);
    expect(new Set(ACCENTED_WORDS.map(stripAccents)).size).toBe(ACCENTED_WORDS.length);
  });
});

describe('the whole clubs file through the import naming', () => {
  const { clubs } = parseClubs(readFileSync(DEFAULT_CSV_PATH));
  const names = clubs.map((c) => c.name);
  const texts = clubs.flatMap((c) => [c.name, c.address, c.neighborhood ?? '', c.owner.name]);
  const words = (text: string): string[] => text.match(/\p{L}+/gu) ?? [];
  const titleCased = new Set(texts.flatMap(words));

  it('leaves no listed word without its accent in any name, barrio or title-cased street', () => {
    const plain = new Set(ACCENTED_WORDS.map(stripAccents));
    // Streets written in mixed case are the source's own spelling (clubs.ts) and are not title-cased.
    const cased = clubs.flatMap((c) => [c.name, c.neighborhood ?? '', c.owner.name]);
    const missed = cased.filter((text) => words(text).some((w) => plain.has(w.toLocaleLowerCase('es'))));
    expect(missed).toEqual([]);
  });

  it('lists only words the file uses', () => {
    const used = new Set([...titleCased].map((w) => w.toLocaleLowerCase('es')));
    expect(ACCENTED_WORDS.filter((w) => !used.has(w))).toEqual([]);
  });

  it('gives 124 of the 290 club names at least one written accent', () => {
    const accented = names.filter((name) => stripAccents(name) !== name);
    console.info(`${accented.length} of ${names.length} club names carry a written accent`);
    expect(names).toHaveLength(290);
    expect(accented).toHaveLength(124);
  });

  it('writes some clubs, barrios and streets in full as Spanish spells them', () => {
    const byRef = new Map(clubs.map((c) => [c.sourceRef, c]));
    expect(byRef.get('caba-clubes:270')?.name).toBe('Círculo Policía Federal');
    expect(byRef.get('caba-clubes:270')?.owner.name).toBe('Círculo Policía Federal');
    expect(byRef.get('caba-clubes:179')?.name).toBe('Club Atlético Vélez Sarsfield');
    expect(byRef.get('caba-clubes:161')?.name).toBe('Atlético Huracán');
    expect(byRef.get('caba-clubes:167')?.name).toBe(
      'Asociación Cristiana de Jóvenes de la República Argentina',
    );
    expect(byRef.get('caba-clubes:132')?.name).toBe('Fundación Nueva Generación del Deporte');
    expect(byRef.get('caba-clubes:2')?.name).toBe('Unión General Armenia de Cultura Física - UGAB');
    expect(byRef.get('caba-clubes:285')?.name).toBe('Club Atlético Los Viejos Muchachos (N.O.B.)');
    expect(byRef.get('caba-clubes:7')?.name).toBe('Pedro Echagüe');
    expect(byRef.get('caba-clubes:131')?.neighborhood).toBe('Boca');
    expect(byRef.get('caba-clubes:151')?.address).toBe('Av. Libertador 7395, Núñez');
    expect(byRef.get('caba-clubes:167')?.address).toBe('Reconquista 439, San Nicolás');
    // A street the source writes in mixed case keeps its spelling; its barrio is title-cased.
    expect(byRef.get('caba-clubes:33')?.address).toBe('Pedro Moran 2446/52, Agronomía');
  });
});
