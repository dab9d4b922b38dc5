// Interim pairing until the Swiss matching of the pairing issue: a random first round, then
// pairs by ranking that avoid rematches when a backtracking search finds a way.

export interface PairingEntrant {
  id: string;
  /** Teams already met. */
  opponents: readonly string[];
  byes: number;
}

export interface RoundPairing {
  /** [team A, team B] per table, best-ranked tables first. */
  pairs: Array<[string, string]>;
  bye: string | null;
}

/** Chance as an input: a function returning numbers in [0, 1). */
export type Random = () => number;

/** A random draw (the first round). */
export function drawRandomRound(ids: readonly string[], random: Random): RoundPairing {
  const shuffled = shuffle(ids, random);
  const bye = shuffled.length % 2 === 1 ? (shuffled.pop() ?? null) : null;
  return { pairs: pairUp(shuffled), bye };
}

/**
 * Pairs entrants given in ranking order (best first): neighbours in the ranking meet, no two
 * teams meet twice when that can be avoided, and with an odd count the lowest-ranked team among
 * those with the fewest byes sits out.
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

/** Fisher–Yates with the given random source. */
export function shuffle<T>(items: readonly T[], random: Random): T[] {
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as T, result[index] as T];
  }
  return result;
}
