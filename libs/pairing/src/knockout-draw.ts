import type { SeededTeam } from './knockout.ts';

/**
 * How early teams of one pool can meet in a bracket: entry r − 1 counts the pairs of teams of one
 * pool who would first meet in round r if both won until then. Draws are compared from the first
 * round on (fewer meetings in round 1, then in round 2, …): the better draw postpones rematches.
 */
export type PoolMeetings = number[];

/** One draw's search: the slots' places, the budget spent, the ranges already drawn. */
interface Search {
  /** Slot by slot, the place (in its pool) of the seed the standard order puts there. */
  places: Array<number | null>;
  /** Each team's slot in the standard order: the tie-break between equally good draws. */
  standardSlot: Map<string, number>;
  rounds: number;
  steps: number;
  memo: Map<string, Drawn>;
}

interface Drawn {
  meetings: PoolMeetings;
  slots: Array<SeededTeam | null>;
}

/**
 * Past this many steps the search keeps the best draw found so far. Brackets drawn from 2 to 8
 * pools reach the lower bound long before (knockout-draw.spec.ts); it bounds the time taken by
 * odd fields (a consolation of 7 places of 7 pools) to a fraction of a second.
 */
const STEP_BUDGET = 100_000;

/**
 * The bracket drawn so that teams of one pool meet as late as they can. `order` is the standard
 * order of the seeds (slot by slot, a seed number), and every slot keeps the place of the seed it
 * puts there: pool winners where the pool winners go (with the byes), runners-up where the
 * runners-up go, and so on. Among those draws, the one whose pool meetings come latest
 * (`comparePoolMeetings`), found by a branch and bound from the final down: each half receives,
 * pool by pool, the most even share of the pool's teams its places allow, each team tried first
 * in its standard half; a split is dropped when even spreading everything below it cannot beat
 * the best draw found, and the search ends when a draw reaches that bound for the whole range.
 */
export function drawBracket(
  seeds: readonly SeededTeam[],
  order: readonly number[],
): Array<SeededTeam | null> {
  const search: Search = {
    places: order.map((seed) => seeds[seed - 1]?.place ?? null),
    standardSlot: new Map(
      order.flatMap((seed, slot) => {
        const team = seeds[seed - 1];
        return team ? [[team.id, slot] as const] : [];
      }),
    ),
    rounds: Math.log2(order.length),
    steps: 0,
    memo: new Map(),
  };
  return drawRange(search, 0, order.length, seeds).slots;
}

/** The pool meetings of a bracket's slots (null: a bye). */
export function poolMeetings(slots: ReadonlyArray<Pick<SeededTeam, 'pool'> | null>): PoolMeetings {
  const meetings = new Array<number>(Math.log2(Math.max(1, slots.length))).fill(0);
  slots.forEach((a, i) => {
    slots.forEach((b, j) => {
      if (j <= i || !a || !b || a.pool !== b.pool) return;
      const round = 32 - Math.clz32(i ^ j);
      meetings[round - 1] = (meetings[round - 1] ?? 0) + 1;
    });
  });
  return meetings;
}

/** Negative when `a` postpones pool meetings more than `b`. */
export function comparePoolMeetings(a: PoolMeetings, b: PoolMeetings): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/** The best draw of `teams` into the slots from `from` to `from + size`. */
function drawRange(
  search: Search,
  from: number,
  size: number,
  teams: readonly SeededTeam[],
): Drawn {
  if (size === 1) return { meetings: zero(search), slots: [teams[0] ?? null] };
  const key = `${from}:${size}:${teams.map((team) => team.id).join(' ')}`;
  const known = search.memo.get(key);
  if (known) return known;
  const drawn = bestSplit(search, from, size, teams);
  search.memo.set(key, drawn);
  return drawn;
}

/** A pool's teams in one range of slots, and how it may split them between the two halves. */
interface PoolSplit {
  /** Those whose standard slot is in the upper half first: each is tried there first. */
  teams: SeededTeam[];
  naturallyUpper: number;
  places: number[];
  /** For each index in `teams`, the teams of each place from it on. */
  teamsFrom: Array<Map<number, number>>;
  /** How many of its teams go to the upper half, the most even first, each with its bound. */
  counts: Array<{ upper: number; bound: PoolMeetings }>;
}

/**
 * Tries the ways of sending teams to the upper half, pool by pool, best bound first, and keeps
 * the best whole draw. Each half must receive the places of its slots.
 */
function bestSplit(
  search: Search,
  from: number,
  size: number,
  teams: readonly SeededTeam[],
): Drawn {
  const half = size / 2;
  const round = Math.log2(size);
  const pools = poolSplits(search, teams, round, from + half);
  const need = placeCounts(search.places.slice(from, from + half));
  const available = suffixPlaceCounts(pools);
  const restBound = suffixBounds(search, pools);
  const lowerBound = restBound[0] as PoolMeetings;
  const chosen: SeededTeam[][] = [];
  const found: { best: Drawn | null } = { best: null };

  const evaluate = (): boolean => {
    const upper = new Set(chosen.flat().map((team) => team.id));
    const top = drawRange(
      search,
      from,
      half,
      teams.filter((team) => upper.has(team.id)),
    );
    const bottom = drawRange(
      search,
      from + half,
      half,
      teams.filter((team) => !upper.has(team.id)),
    );
    const here = zero(search);
    here[round - 1] = pools.reduce((sum, pool, index) => {
      const count = chosen[index]?.length ?? 0;
      return sum + count * (pool.teams.length - count);
    }, 0);
    const meetings = add(add(here, top.meetings), bottom.meetings);
    if (!found.best || comparePoolMeetings(meetings, found.best.meetings) < 0)
      found.best = { meetings, slots: [...top.slots, ...bottom.slots] };
    const atBound = comparePoolMeetings(found.best.meetings, lowerBound) === 0;
    return atBound || search.steps > STEP_BUDGET;
  };

  // Past the budget, the best draw found so far (the first one at least) is kept.
  const giveUp = () => search.steps > STEP_BUDGET && found.best !== null;
  const tryFrom = (index: number, bound: PoolMeetings): boolean => {
    const pool = pools[index];
    if (!pool) return evaluate();
    const rest = restBound[index + 1] as PoolMeetings;
    const availableAfter = available[index + 1] as Map<number, number>;
    for (const count of pool.counts) {
      const withCount = add(bound, count.bound);
      const best = found.best?.meetings;
      if (best && comparePoolMeetings(add(withCount, rest), best) >= 0) break;
      const visit = (upper: SeededTeam[]) => {
        chosen.push(upper);
        const stop = tryFrom(index + 1, withCount);
        chosen.pop();
        return stop;
      };
      if (eachFittingChoice(search, pool, count.upper, need, availableAfter, visit, giveUp))
        return true;
    }
    return false;
  };
  tryFrom(0, zero(search));
  if (!found.best) throw new Error('knockout draw: no split fits the places of the slots');
  return found.best;
}

/** Each pool's teams in the range, with the counts it may send up, the most even first. */
function poolSplits(
  search: Search,
  teams: readonly SeededTeam[],
  round: number,
  middle: number,
): PoolSplit[] {
  const byPool = new Map<number, SeededTeam[]>();
  for (const team of teams) byPool.set(team.pool, [...(byPool.get(team.pool) ?? []), team]);
  const splits = [...byPool.values()].map((poolTeams) => {
    const total = poolTeams.length;
    const upperSide = (team: SeededTeam) => (search.standardSlot.get(team.id) ?? 0) < middle;
    const naturallyUpper = poolTeams.filter(upperSide);
    const ordered = [...naturallyUpper, ...poolTeams.filter((team) => !upperSide(team))];
    const counts = Array.from({ length: total + 1 }, (_, upper) => {
      const below = add(
        evenSpread(upper, round - 1, search.rounds),
        evenSpread(total - upper, round - 1, search.rounds),
      );
      below[round - 1] = upper * (total - upper);
      return { upper, bound: below };
    }).sort(
      (a, b) =>
        comparePoolMeetings(a.bound, b.bound) ||
        Math.abs(a.upper - naturallyUpper.length) - Math.abs(b.upper - naturallyUpper.length),
    );
    return {
      teams: ordered,
      places: [...new Set(poolTeams.map((team) => team.place))],
      teamsFrom: ordered.map((_, index) =>
        placeCounts(ordered.slice(index).map((team) => team.place)),
      ),
      naturallyUpper: naturallyUpper.length,
      counts,
    };
  });
  // The largest pools first: they constrain the split most.
  return splits.sort((a, b) => b.teams.length - a.teams.length);
}

/**
 * Calls `visit` with each set of `count` teams of a pool that can go up while the pools after it
 * can still fill the upper half's places (`need`, updated as teams go up), until `visit` says
 * stop. Each team is first tried in the half of its standard slot.
 */
function eachFittingChoice(
  search: Search,
  pool: PoolSplit,
  count: number,
  need: Map<number, number>,
  availableAfter: ReadonlyMap<number, number>,
  visit: (upper: SeededTeam[]) => boolean,
  giveUp: () => boolean,
): boolean {
  const { teams, places, teamsFrom } = pool;
  const upper: SeededTeam[] = [];
  // Whether the teams from `index` on can still send up the rest of `count`: each place must send
  // up what the pools after this one cannot, and no more than its upper slots left.
  const canComplete = (index: number): boolean => {
    const rest = teamsFrom[index];
    let least = 0;
    let most = 0;
    for (const place of places) {
      const teamsLeft = rest?.get(place) ?? 0;
      const needed = need.get(place) ?? 0;
      const forced = Math.max(0, needed - (availableAfter.get(place) ?? 0));
      if (forced > teamsLeft) return false;
      least += forced;
      most += Math.min(needed, teamsLeft);
    }
    const wanted = count - upper.length;
    return least <= wanted && wanted <= most;
  };
  const choose = (index: number): boolean => {
    search.steps += 1;
    if (giveUp()) return true;
    if (!canComplete(index)) return false;
    const team = teams[index];
    if (!team) return visit([...upper]);
    const needed = need.get(team.place) ?? 0;
    const goUp = (): boolean => {
      if (needed === 0) return false;
      need.set(team.place, needed - 1);
      upper.push(team);
      const stop = choose(index + 1);
      upper.pop();
      need.set(team.place, needed);
      return stop;
    };
    const goDown = (): boolean => choose(index + 1);
    return index < pool.naturallyUpper ? goUp() || goDown() : goDown() || goUp();
  };
  return choose(0);
}

/**
 * The pool meetings of `count` teams of one pool spread as evenly as can be over 2^rounds slots
 * (in a bracket of `length` rounds): ⌊k/2⌋·⌈k/2⌉ in the last round, and so on down each half.
 * No draw does better, whatever the places: the bound the search stops at.
 */
export function evenSpread(count: number, rounds: number, length = rounds): PoolMeetings {
  const meetings = new Array<number>(length).fill(0);
  const spread = (teams: number, round: number) => {
    if (teams < 2 || round < 1) return;
    const upper = Math.floor(teams / 2);
    meetings[round - 1] = (meetings[round - 1] ?? 0) + upper * (teams - upper);
    spread(upper, round - 1);
    spread(teams - upper, round - 1);
  };
  spread(count, rounds);
  return meetings;
}

function placeCounts(places: ReadonlyArray<number | null>): Map<number, number> {
  const counts = new Map<number, number>();
  for (const place of places) if (place !== null) counts.set(place, (counts.get(place) ?? 0) + 1);
  return counts;
}

/** For each pool index, the teams of each place in that pool and the pools after it. */
function suffixPlaceCounts(pools: readonly PoolSplit[]): Array<Map<number, number>> {
  const result = [new Map<number, number>()];
  for (let index = pools.length - 1; index >= 0; index -= 1) {
    const counts = new Map(result[0]);
    for (const team of pools[index]?.teams ?? [])
      counts.set(team.place, (counts.get(team.place) ?? 0) + 1);
    result.unshift(counts);
  }
  return result;
}

/** For each pool index, the best the pools from it on can do: each split evenly. */
function suffixBounds(search: Search, pools: readonly PoolSplit[]): PoolMeetings[] {
  const result = [zero(search)];
  for (let index = pools.length - 1; index >= 0; index -= 1)
    result.unshift(add(result[0] as PoolMeetings, pools[index]?.counts[0]?.bound ?? zero(search)));
  return result;
}

function zero(search: Search): PoolMeetings {
  return new Array<number>(search.rounds).fill(0);
}

function add(a: PoolMeetings, b: PoolMeetings): PoolMeetings {
  return a.map((value, index) => value + (b[index] ?? 0));
}
