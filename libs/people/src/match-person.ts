import { nameKeysOf, normaliseLicence, normaliseText } from './person-name.ts';

/** A person of the registry as matching needs it. */
export interface MatchCandidate {
  id: string;
  /** `nameKey` of the person: the normal form of « first last ». */
  nameKey: string;
  club: string | null;
  licence: string | null;
}

/** A player written as a name (a pasted line, a team's `players`), with what else was given. */
export interface WrittenPlayer {
  name: string;
  club?: string | null;
  licence?: string | null;
}

export type PersonMatch =
  { kind: 'existing'; id: string } | { kind: 'new' } | { kind: 'ambiguous'; count: number };

/**
 * Which person of the registry a written player is, if any:
 * - a licence number names its holder, whatever the spelling of the name;
 * - otherwise the name must be the same in normal form (accents, case, spacing and word order
 *   aside: « DUPONT Jean » is « Jean Dupont »), by someone without another licence;
 * - a club, when given, keeps only the people of that club, or when there is none of them, the
 *   people whose club is not known (someone of another club is someone else);
 * - one person left is the player; none: a new person; several: the organiser must choose.
 */
export function matchPerson(
  written: WrittenPlayer,
  candidates: readonly MatchCandidate[],
): PersonMatch {
  const licence = written.licence ? normaliseLicence(written.licence) : null;
  if (licence) {
    const holder = candidates.find((candidate) => candidate.licence === licence);
    if (holder) return { kind: 'existing', id: holder.id };
  }
  const keys = new Set(nameKeysOf(written.name));
  const named = candidates.filter(
    (candidate) => keys.has(candidate.nameKey) && (!licence || candidate.licence === null),
  );
  const club = written.club ? normaliseText(written.club) : '';
  const sameClub = club
    ? named.filter((candidate) => normaliseText(candidate.club ?? '') === club)
    : named;
  const left = club && sameClub.length === 0 ? named.filter((c) => !c.club) : sameClub;
  if (left.length === 0) return { kind: 'new' };
  if (left.length === 1 && left[0]) return { kind: 'existing', id: left[0].id };
  return { kind: 'ambiguous', count: left.length };
}
