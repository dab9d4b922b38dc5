import type { MeleeDrawInput, MeleeMode, MeleePastRound } from './melee-types.ts';
import { shuffle, type Random } from './random.ts';

/**
 * The facts about the present players that a draw needs, by index in the draw's order: the
 * standings in swiss mode (0 the best), a seeded shuffle in random mode.
 */
export interface MeleeField {
  mode: MeleeMode;
  ids: readonly string[];
  /** One number per club when clubs are kept apart, else -1 for every player. */
  clubs: Int32Array;
  /** Pairs of indexes i < j who were partners in an earlier round, as i·n + j. */
  partnered: ReadonlySet<number>;
  /** Pairs of indexes i < j who sat at one table on opposite sides, as i·n + j. */
  opposed: ReadonlySet<number>;
  /** How many earlier rounds each player sat out. */
  sitOuts: Int32Array;
}

export function describeMeleeField(input: MeleeDrawInput, random: Random): MeleeField {
  const ids = drawOrder(input, random);
  const indexOf = new Map(ids.map((id, index) => [id, index]));
  const n = ids.length;
  const partnered = new Set<number>();
  const opposed = new Set<number>();
  const sitOuts = new Int32Array(n);
  const note = (set: Set<number>, a: string, b: string) => {
    const i = indexOf.get(a);
    const j = indexOf.get(b);
    if (i !== undefined && j !== undefined && i !== j) set.add(pairKey(n, i, j));
  };
  for (const round of input.history) {
    for (const { pairA, pairB } of round.tables) {
      note(partnered, pairA[0], pairA[1]);
      note(partnered, pairB[0], pairB[1]);
      for (const a of pairA) for (const b of pairB) note(opposed, a, b);
    }
    for (const id of satOutOnce(round)) {
      const index = indexOf.get(id);
      if (index !== undefined) sitOuts[index] = (sitOuts[index] as number) + 1;
    }
  }
  return {
    mode: input.mode,
    ids,
    clubs: clubNumbers(ids, input),
    partnered,
    opposed,
    sitOuts,
  };
}

export function pairKey(n: number, i: number, j: number): number {
  return i < j ? i * n + j : j * n + i;
}

export function havePartnered(field: MeleeField, i: number, j: number): boolean {
  return field.partnered.has(pairKey(field.ids.length, i, j));
}

export function haveOpposed(field: MeleeField, i: number, j: number): boolean {
  return field.opposed.has(pairKey(field.ids.length, i, j));
}

export function sameClub(field: MeleeField, i: number, j: number): boolean {
  const club = field.clubs[i] as number;
  return club !== -1 && club === field.clubs[j];
}

/**
 * Swiss: the standings (present players only), then the unlisted present players in the order
 * given. Random: the ids sorted, then shuffled, so the order of `players` changes nothing.
 */
function drawOrder(input: MeleeDrawInput, random: Random): string[] {
  const present = input.players.map((player) => player.id);
  if (input.mode === 'random') return shuffle([...present].sort(compareIds), random);
  const isPresent = new Set(present);
  const listed = [...new Set(input.standings ?? [])].filter((id) => isPresent.has(id));
  const isListed = new Set(listed);
  return [...listed, ...present.filter((id) => !isListed.has(id))];
}

function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function satOutOnce(round: MeleePastRound): Set<string> {
  return new Set(round.satOut);
}

function clubNumbers(ids: readonly string[], input: MeleeDrawInput): Int32Array {
  const clubOf = new Map(input.players.map((player) => [player.id, player.club]));
  const numbers = new Map<string, number>();
  return Int32Array.from(ids, (id) => {
    const club = clubOf.get(id);
    if (!input.keepClubsApart || club === undefined || club === '') return -1;
    if (!numbers.has(club)) numbers.set(club, numbers.size);
    return numbers.get(club) as number;
  });
}
