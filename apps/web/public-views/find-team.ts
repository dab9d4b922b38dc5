/** What a team is found by: its name and both players' names. */
export interface FindableTeam {
  name: string;
  players: readonly string[];
}

/** Letters that do not come apart into a letter and an accent. */
const LIGATURES: Record<string, string> = { œ: 'oe', æ: 'ae', ß: 'ss', ø: 'o', ł: 'l', đ: 'd' };

/**
 * A name as a search compares it: lower case, accents dropped (é → e, Œ → oe), apostrophes and
 * dashes as spaces, spaces collapsed. "Hélène D'Arc" and "helene d arc" are then the same.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[œæßøłđ]/g, (letter) => LIGATURES[letter] ?? letter)
    .replace(/[\s'’`\-‐–—_.]+/g, ' ')
    .trim();
}

/**
 * The teams whose name or one of whose players' names contains the query, accent- and
 * case-insensitive, in their order; every word of the query must be found in one of the names.
 */
export function findTeams<T extends FindableTeam>(teams: readonly T[], query: string): T[] {
  if (!searchable(query)) return [];
  return teams.filter((team) => namesMatch([team.name, ...team.players], query));
}

/** Whether every word of the query is found in one of the names, accents and case ignored. */
export function namesMatch(names: readonly string[], query: string): boolean {
  const words = searchable(query).split(' ').filter(Boolean);
  const searched = names.map(searchable);
  return words.every((word) => searched.some((name) => name.includes(word)));
}
