/**
 * How the registry reads names: one normal form for search and matching, so « Hélène
 * d'Aubigné-Dupont » is found by `helene`, `HELENE`, `aubigne` or `dupont`. The migration that
 * created the registry computes the same form in SQL (apps/api/test/people-migration.spec.ts
 * checks that both agree), because PostgreSQL's `unaccent` is an extension a host's server may lack.
 */

/** What a person's name and club are made of. */
export interface PersonNames {
  firstName: string;
  lastName: string;
  club?: string | null;
  licence?: string | null;
}

/** Letters that no Unicode decomposition turns into a plain letter with marks. */
const LIGATURES: ReadonlyArray<[RegExp, string]> = [
  [/[Œœ]/g, 'oe'],
  [/[Ææ]/g, 'ae'],
  // The capital ẞ too: lowercased after this list, it would come out as ß, spelled ss only the next time.
  [/[ßẞ]/g, 'ss'],
  [/[Øø]/g, 'o'],
  [/[Łł]/g, 'l'],
  [/[Đđ]/g, 'd'],
];

/** Punctuation that separates words in a name: hyphens, apostrophes, dots, commas, slashes… */
const SEPARATORS = /[\s\-‐‑–—'’‘`´.,;:_/\\()[\]"«»%*+&]+/g;

/**
 * The search form of a text: accents and case removed, ligatures spelled out, punctuation and
 * runs of spaces made one space. `Jean-Pierre  O'Neil` → `jean pierre o neil`.
 */
export function normaliseText(text: string): string {
  // The combining marks of Latin letters, as the migration's SQL removes them.
  let plain = text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  for (const [letter, spelled] of LIGATURES) plain = plain.replace(letter, spelled);
  return plain.toLowerCase().replace(SEPARATORS, ' ').trim();
}

/** A licence number as stored and compared: without spaces, in capitals (`ffb 12 345` → `FFB12345`). */
export function normaliseLicence(licence: string): string {
  return licence.replace(/\s+/g, '').toUpperCase();
}

/** The name shown everywhere: « Anne Rey », or the last name alone when there is no first name. */
export function displayName(person: Pick<PersonNames, 'firstName' | 'lastName'>): string {
  return [person.firstName, person.lastName].filter((part) => part !== '').join(' ');
}

/** The key a name is matched on: the normal form of « first last ». */
export function nameKey(person: Pick<PersonNames, 'firstName' | 'lastName'>): string {
  return normaliseText(displayName(person));
}

/** What the registry is sorted on: last name, then first name. */
export function sortKey(person: Pick<PersonNames, 'firstName' | 'lastName'>): string {
  return normaliseText(`${person.lastName} ${person.firstName}`);
}

/** Every word a search can find a person by: names, club and licence. */
export function searchText(person: PersonNames): string {
  return normaliseText(
    [person.firstName, person.lastName, person.club ?? '', person.licence ?? ''].join(' '),
  );
}

/**
 * The words of a search query, each of which must begin a word of the person's search text. A
 * NUL (which PostgreSQL cannot hold, and no name has) separates words like a space.
 */
export function searchWords(query: string): string[] {
  const words = normaliseText(query.replace(/\0/g, ' ')).split(' ');
  return words.filter((word) => word !== '').slice(0, 8);
}

/**
 * The name keys a full name written in one field may stand for: « Jean Dupont » and « DUPONT
 * Jean » both name the person whose first name is Jean: every rotation of its words.
 */
export function nameKeysOf(fullName: string): string[] {
  const words = normaliseText(fullName).split(' ').filter(Boolean);
  const keys = words.map((_, at) => [...words.slice(at), ...words.slice(0, at)].join(' '));
  return [...new Set(keys)];
}

/**
 * A full name typed in one field, split into first and last name: words in capitals at the
 * start are the last name (« DUPONT Jean-Marc »), otherwise the first word is the first name
 * and the rest the last name (« Jean de La Fontaine »); a single word is a last name.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: '', lastName: words[0] ?? '' };
  const capitals = words.findIndex((word) => !isCapitalised(word));
  if (capitals > 0)
    return {
      lastName: words.slice(0, capitals).join(' '),
      firstName: words.slice(capitals).join(' '),
    };
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

/** A word written in capitals (two letters at least, none in lower case): « DUPONT », « LE ». */
function isCapitalised(word: string): boolean {
  const letters = word.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 2 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()
  );
}
