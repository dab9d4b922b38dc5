import type { IndexTable } from './melee-cost.ts';
import { bestDrawOfAll, ENUMERATED_UP_TO, type IndexDraw } from './melee-enumeration.ts';
import { MeleeDrawError } from './melee-errors.ts';
import { describeMeleeField, type MeleeField } from './melee-field.ts';
import { drawByMatching } from './melee-matching.ts';
import {
  MELEE_MODES,
  type MeleeDraw,
  type MeleeDrawInput,
  type MeleeTable,
} from './melee-types.ts';
import { seededRandom } from './random.ts';

/** The largest field drawn: the matchings' weights stay exact integers up to there. */
export const MELEE_MAX_PLAYERS = 5000;

/**
 * The draw of a mêlée round: who sits out, the pairs, and the tables of two pairs with their
 * seats. Least cost first (see DrawCost): no repeated partner while a draw avoids it, then
 * partners of different clubs, then fewest repeated opponents, then opponents of different clubs,
 * then in swiss mode tables of players close in the standings. Sit-outs are those who sat out
 * least. Up to ENUMERATED_UP_TO players every draw is looked at (exact on every level); beyond,
 * two matchings and a local search (exact on partners, see drawByMatching). Ties are decided by
 * the seed and the round: the same input, the same draw.
 */
export function drawMelee(input: MeleeDrawInput): MeleeDraw {
  checkInput(input);
  const random = seededRandom(roundSeed(input.seed, input.round));
  const field = describeMeleeField(input, random);
  const draw =
    field.ids.length <= ENUMERATED_UP_TO ? bestDrawOfAll(field, random) : drawByMatching(field);
  return toMeleeDraw(field, draw);
}

/** One seed a round, spread so that neighbouring rounds and seeds draw unrelated sequences. */
export function roundSeed(seed: number, round: number): number {
  return (Math.imul(seed | 0, 0x9e3779b1) ^ Math.imul(round, 0x85ebca6b)) >>> 0;
}

/**
 * Tables numbered by their best place in the order (swiss: the leaders' table first); pair A is
 * the pair of that player, each pair best placed first: North and South, then East and West.
 */
function toMeleeDraw(field: MeleeField, draw: IndexDraw): MeleeDraw {
  const oriented = draw.tables.map(([a1, a2, b1, b2]): IndexTable => {
    const pairA = [Math.min(a1, a2), Math.max(a1, a2)] as const;
    const pairB = [Math.min(b1, b2), Math.max(b1, b2)] as const;
    return pairA[0] < pairB[0] ? [...pairA, ...pairB] : [...pairB, ...pairA];
  });
  oriented.sort((p, q) => p[0] - q[0]);
  const id = (index: number) => field.ids[index] as string;
  const tables = oriented.map(([a1, a2, b1, b2], position): MeleeTable => {
    const [north, south, east, west] = [id(a1), id(a2), id(b1), id(b2)];
    return {
      number: position + 1,
      pairA: [north, south],
      pairB: [east, west],
      seats: { north, east, south, west },
    };
  });
  return { tables, satOut: [...draw.satOut].sort((a, b) => a - b).map(id) };
}

export function checkInput(input: MeleeDrawInput): void {
  if (!MELEE_MODES.includes(input.mode))
    throw new MeleeDrawError('UNKNOWN_MODE', 'mode', 'The mode is random or swiss');
  if (!Number.isSafeInteger(input.round) || input.round < 1)
    throw new MeleeDrawError('INVALID_ROUND', 'round', 'The round is a whole number from 1');
  if (!Number.isSafeInteger(input.seed))
    throw new MeleeDrawError('INVALID_SEED', 'seed', 'The seed must be a safe integer');
  const seen = new Set<string>();
  input.players.forEach((player, index) => {
    if (seen.has(player.id))
      throw new MeleeDrawError(
        'DUPLICATE_PLAYER',
        `players[${index}]`,
        `Player ${player.id} is listed twice`,
      );
    seen.add(player.id);
  });
  if (input.players.length < 4)
    throw new MeleeDrawError('NOT_ENOUGH_PLAYERS', 'players', 'A table needs four players');
  if (input.players.length > MELEE_MAX_PLAYERS)
    throw new MeleeDrawError(
      'TOO_MANY_PLAYERS',
      'players',
      `A mêlée draws at most ${MELEE_MAX_PLAYERS} players`,
    );
}
