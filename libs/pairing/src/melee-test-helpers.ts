// A reference for the mêlée draw, written from the rules and not from melee-*.ts: every draw of
// a small field, its cost counted from ids and history, and simulated tournaments.
import { drawMelee } from './melee-draw.ts';
import type {
  MeleeDraw,
  MeleeDrawInput,
  MeleeMode,
  MeleePair,
  MeleePastRound,
  MeleePlayer,
} from './melee-types.ts';
import { seededRandom, shuffle } from './random.ts';

/** A draw as the reference sees it: tables of two pairs, and who sits out. */
export interface PlainDraw {
  tables: Array<{ pairA: MeleePair; pairB: MeleePair }>;
  satOut: string[];
}

/** [repeated partners, partners of one club, repeated opponents, opponents of one club]. */
export type Seating = [number, number, number, number];

export function seatingOf(input: MeleeDrawInput, draw: PlainDraw): Seating {
  const key = (a: string, b: string) => [a, b].sort().join('|');
  const partnered = new Set<string>();
  const opposed = new Set<string>();
  for (const round of input.history)
    for (const { pairA, pairB } of round.tables) {
      partnered.add(key(...pairA));
      partnered.add(key(...pairB));
      for (const a of pairA) for (const b of pairB) opposed.add(key(a, b));
    }
  const club = new Map(input.players.map((player) => [player.id, player.club]));
  const sameClub = (a: string, b: string) =>
    input.keepClubsApart === true && club.get(a) !== undefined && club.get(a) === club.get(b);
  const seating: Seating = [0, 0, 0, 0];
  for (const { pairA, pairB } of draw.tables) {
    for (const pair of [pairA, pairB]) {
      if (partnered.has(key(...pair))) seating[0] += 1;
      if (sameClub(...pair)) seating[1] += 1;
    }
    for (const a of pairA)
      for (const b of pairB) {
        if (opposed.has(key(a, b))) seating[2] += 1;
        if (sameClub(a, b)) seating[3] += 1;
      }
  }
  return seating;
}

export function compareSeatings(a: readonly number[], b: readonly number[]): number {
  for (let level = 0; level < a.length; level += 1)
    if (a[level] !== b[level]) return (a[level] as number) - (b[level] as number);
  return 0;
}

/** How many earlier rounds each present player sat out. */
export function sitOutCounts(input: MeleeDrawInput): Map<string, number> {
  const counts = new Map(input.players.map((player) => [player.id, 0]));
  for (const round of input.history)
    for (const id of round.satOut) if (counts.has(id)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** The sit-out sets the rule allows: n mod 4 players whose counts, sorted, are least. */
export function allowedSitOuts(input: MeleeDrawInput): string[][] {
  const counts = sitOutCounts(input);
  const ids = input.players.map((player) => player.id);
  const sets = subsets(ids, ids.length % 4);
  const keyOf = (set: string[]) => set.map((id) => counts.get(id) ?? 0).sort((a, b) => a - b);
  const least = sets
    .map(keyOf)
    .reduce((best, key) => (compareSeatings(key, best) < 0 ? key : best));
  return sets.filter((set) => compareSeatings(keyOf(set), least) === 0);
}

function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, size - 1).map((set) => [first, ...set]), ...subsets(rest, size)];
}

/** Every way to seat these players (a multiple of 4) at tables of two pairs. */
export function* allSeatings(ids: readonly string[]): Generator<PlainDraw['tables']> {
  const [first, ...rest] = ids;
  if (first === undefined) {
    yield [];
    return;
  }
  for (const [x, y, z] of subsets(rest, 3) as Array<[string, string, string]>) {
    const others = rest.filter((id) => id !== x && id !== y && id !== z);
    for (const table of [
      { pairA: [first, x], pairB: [y, z] },
      { pairA: [first, y], pairB: [x, z] },
      { pairA: [first, z], pairB: [x, y] },
    ] as Array<{ pairA: MeleePair; pairB: MeleePair }>)
      for (const tables of allSeatings(others)) yield [table, ...tables];
  }
}

/** The least seating over every draw the sit-out rule allows (fields of up to 10 players). */
export function bestSeating(input: MeleeDrawInput): Seating {
  let best: Seating | null = null;
  for (const satOut of allowedSitOuts(input)) {
    const seated = input.players.map((player) => player.id).filter((id) => !satOut.includes(id));
    for (const tables of allSeatings(seated)) {
      const seating = seatingOf(input, { tables, satOut });
      if (best === null || compareSeatings(seating, best) < 0) best = seating;
    }
  }
  return best as Seating;
}

/**
 * The least [repeated partners, partners of one club] over every choice of sit-outs and
 * partners (tables do not matter to these two): fields of up to 14 players.
 */
export function bestPartnering(input: MeleeDrawInput): [number, number] {
  let best: [number, number] | null = null;
  const pairCost = (a: string, b: string): [number, number] => {
    const [repeat, club] = seatingOf(input, {
      tables: [{ pairA: [a, b], pairB: [a, b] }],
      satOut: [],
    });
    return [repeat / 2, club / 2];
  };
  const pairUp = (ids: readonly string[], cost: [number, number]): void => {
    if (best !== null && compareSeatings(cost, best) >= 0) return;
    const [first, ...rest] = ids;
    if (first === undefined) {
      best = cost;
      return;
    }
    for (const partner of rest) {
      const [repeat, club] = pairCost(first, partner);
      pairUp(
        rest.filter((id) => id !== partner),
        [cost[0] + repeat, cost[1] + club],
      );
    }
  };
  for (const satOut of allowedSitOuts(input))
    pairUp(
      input.players.map((player) => player.id).filter((id) => !satOut.includes(id)),
      [0, 0],
    );
  return best as unknown as [number, number];
}

export function playersOf(count: number, clubs = 0, from = 0): MeleePlayer[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `p${String(from + index).padStart(2, '0')}`,
    ...(clubs > 0 ? { club: `c${(from + index) % clubs}` } : {}),
  }));
}

/** The input of one round. */
export function roundInput(
  players: readonly MeleePlayer[],
  history: readonly MeleePastRound[],
  options: Partial<MeleeDrawInput> = {},
): MeleeDrawInput {
  return {
    players,
    history,
    round: history.length + 1,
    seed: 7,
    mode: 'random',
    ...options,
  };
}

/**
 * A mêlée drawn round after round; before each round a player may leave or arrive
 * (`changes[round]`), and in swiss mode the standings are a seeded shuffle of the players.
 */
export function playMelee(
  players: readonly MeleePlayer[],
  rounds: number,
  options: { seed?: number; mode?: MeleeMode; keepClubsApart?: boolean } = {},
  changes: Record<number, { leave?: string[]; arrive?: MeleePlayer[] }> = {},
): Array<{ input: MeleeDrawInput; draw: MeleeDraw }> {
  const random = seededRandom(options.seed ?? 1);
  let present = [...players];
  const played: Array<{ input: MeleeDrawInput; draw: MeleeDraw }> = [];
  for (let round = 1; round <= rounds; round += 1) {
    const change = changes[round] ?? {};
    present = [
      ...present.filter((player) => !(change.leave ?? []).includes(player.id)),
      ...(change.arrive ?? []),
    ];
    const standings = shuffle(
      present.map((player) => player.id),
      random,
    );
    const input = roundInput(
      present,
      played.map(({ draw }) => draw),
      { seed: options.seed ?? 1, mode: options.mode ?? 'random', standings, ...options },
    );
    played.push({ input, draw: drawMelee(input) });
  }
  return played;
}
