// Interim pairing, kept until the API switches to pairSwiss (swiss.ts): a random first round,
// then pairs by ranking that avoid rematches when a backtracking search finds a way.
import { shuffle, type Random } from './random.ts';

/** @deprecated Use PairingTeam and pairSwiss. */
export interface PairingEntrant {
  id: string;
  /** Teams already met. */
  opponents: readonly string[];
  byes: number;
}

/** @deprecated Use the result of pairSwiss. */
export interface RoundPairing {
  /** [team A, team B] per table, best-ranked tables first. */
  pairs: Array<[string, string]>;
  bye: string | null;
}

/** A random draw (the first round). @deprecated Use shuffle, then pairSwiss. */
export function drawRandomRound(ids: readonly string[], random: Random): RoundPairing {
  const shuffled = shuffle(ids, random);
  const bye = shuffled.length % 2 === 1 ? (shuffled.pop() ?? null) : null;
  return { pairs: pairUp(shuffled), bye };
}

/**
 * Pairs entrants given in ranking order (best first): neighbours in the ranking meet, no two
 * teams meet twice when that can be avoided, and with an odd count the lowest-ranked team among
 * those with the fewest byes sits out.
 * @deprecated Use pairSwiss: an exact matching, not a bounded search.
 */
export function pairByRanking(
  entrants: readonly PairingEntrant[],
  maxSteps = 200_000,
): RoundPairing {
  const bye = entrants.length % 2 === 1 ? chooseBye(entrants) : null;
  const playing = entrants.filter((entrant) => entrant.id !== bye);
  const budget = { steps: maxSteps };
  const pairs =
    searchWithoutRematch(playing, budget) ?? pairUp(playing.map((entrant) => entrant.id));
  return { pairs, bye };
}

function chooseBye(entrants: readonly PairingEntrant[]): string {
  const fewest = Math.min(...entrants.map((entrant) => entrant.byes));
  const candidates = entrants.filter((entrant) => entrant.byes === fewest);
  return (candidates[candidates.length - 1] as PairingEntrant).id;
}

/** Depth-first: the best unpaired team takes the nearest-ranked team it has not met. */
function searchWithoutRematch(
  entrants: readonly PairingEntrant[],
  budget: { steps: number },
): Array<[string, string]> | null {
  if (entrants.length === 0) return [];
  const [first, ...rest] = entrants as [PairingEntrant, ...PairingEntrant[]];
  for (let index = 0; index < rest.length; index += 1) {
    budget.steps -= 1;
    if (budget.steps < 0) return null;
    const partner = rest[index] as PairingEntrant;
    if (first.opponents.includes(partner.id)) continue;
    const others = rest.filter((_, other) => other !== index);
    const tail = searchWithoutRematch(others, budget);
    if (tail) return [[first.id, partner.id], ...tail];
  }
  return null;
}

function pairUp(ids: readonly string[]): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  for (let index = 0; index + 1 < ids.length; index += 2)
    pairs.push([ids[index] as string, ids[index + 1] as string]);
  return pairs;
}
