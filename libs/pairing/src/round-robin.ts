import type { SwissPairing } from './pairing-team.ts';

/**
 * Every team meets every other once, by the circle (Berger) method: the first team stays put,
 * the others turn one seat a round. An odd field gets an empty seat, so n rounds with one bye
 * each (every team sits out once); an even field gets n - 1 rounds. The fixed team changes
 * side every round, as in Berger tables.
 */
export function roundRobin(teamIds: string[]): SwissPairing[] {
  const seats: Array<string | null> = teamIds.length % 2 === 1 ? [...teamIds, null] : [...teamIds];
  const size = seats.length;
  const rounds: SwissPairing[] = [];
  for (let round = 0; round < size - 1; round += 1) {
    const pairs: Array<[string, string]> = [];
    let bye: string | null = null;
    for (let table = 0; table < size / 2; table += 1) {
      const home = seats[table] ?? null;
      const away = seats[size - 1 - table] ?? null;
      if (home === null || away === null) bye = home ?? away;
      else pairs.push(table === 0 && round % 2 === 1 ? [away, home] : [home, away]);
    }
    rounds.push({ pairs, bye });
    seats.splice(1, 0, seats.pop() ?? null);
  }
  return rounds;
}

/**
 * Round `number` (from 1) of the Berger table of `teamIds`, or null when one of its games was
 * already played (`played(a, b)`): the field changed since the table was drawn (a late entry, a
 * withdrawal), and the round should be paired otherwise (Swiss avoids every avoidable rematch).
 */
export function roundRobinRound(
  teamIds: string[],
  number: number,
  played: (a: string, b: string) => boolean,
): SwissPairing | null {
  const schedule = roundRobin(teamIds);
  const round = schedule[(number - 1) % Math.max(1, schedule.length)];
  if (!round) return null;
  return round.pairs.some(([a, b]) => played(a, b)) ? null : round;
}

/**
 * The same games with the best-ranked tables first (table 1 the leaders'), and on each table the
 * better-ranked team first. A team without a rank goes last.
 */
export function bestTablesFirst(
  pairing: SwissPairing,
  rankOf: ReadonlyMap<string, number>,
): SwissPairing {
  const rank = (id: string) => rankOf.get(id) ?? Number.MAX_SAFE_INTEGER;
  const pairs = pairing.pairs
    .map(([a, b]): [string, string] => (rank(a) <= rank(b) ? [a, b] : [b, a]))
    .sort(([a], [b]) => rank(a) - rank(b));
  return { pairs, bye: pairing.bye };
}
