import { checkInput, roundSeed } from './melee-draw.ts';
import { describeMeleeField } from './melee-field.ts';
import { sitOutChoice } from './melee-sit-outs.ts';
import type { MeleeDraw, MeleeDrawInput, MeleeTable } from './melee-types.ts';
import { seededRandom, shuffle } from './random.ts';

/** A mêlée round to balance: the draw's input (its mode is not read) and the players' ratings. */
export interface BalancedMeleeInput extends Omit<MeleeDrawInput, 'mode' | 'standings'> {
  /** Each player's rating; a player not listed has `defaultRating`. */
  ratings: ReadonlyMap<string, number>;
  defaultRating: number;
}

/**
 * « Mêlée équilibrée » from the players' ratings (see README): who sits out as drawMelee chooses
 * (n mod 4 players, among those who sat out least, by the seed); then, the others ranked by
 * rating, the strongest plays with the weakest, the second with the second weakest, and so on;
 * the pairs, ranked by their summed rating, meet two by two: the two strongest pairs at table 1.
 * Players rated equal are ranked by the seed. Clubs and earlier rounds' partners are not looked
 * at: it is a first round's draw.
 */
export function drawBalancedMelee(input: BalancedMeleeInput): MeleeDraw {
  const drawInput: MeleeDrawInput = { ...input, mode: 'random' };
  checkInput(drawInput);
  const random = seededRandom(roundSeed(input.seed, input.round));
  // The random mode's field: the players in a seeded shuffle, which ranks equal ratings.
  const field = describeMeleeField(drawInput, random);
  const choice = sitOutChoice(field);
  const satOut = new Set([
    ...choice.forced,
    ...shuffle(choice.candidates, random).slice(0, choice.toChoose),
  ]);
  const rating = (id: string) => input.ratings.get(id) ?? input.defaultRating;
  const seated = field.ids
    .filter((_, index) => !satOut.has(index))
    .map((id, order) => ({ id, rating: rating(id), order }))
    .sort((a, b) => b.rating - a.rating || a.order - b.order);
  const pairs = seated
    .slice(0, seated.length / 2)
    .map((strong, at) => {
      const weak = seated[seated.length - 1 - at] as (typeof seated)[number];
      return {
        players: [strong.id, weak.id] as [string, string],
        strength: strong.rating + weak.rating,
        at,
      };
    })
    .sort((p, q) => q.strength - p.strength || p.at - q.at);
  const tables: MeleeTable[] = [];
  for (let at = 0; at + 1 < pairs.length; at += 2) {
    const [north, south] = (pairs[at] as (typeof pairs)[number]).players;
    const [east, west] = (pairs[at + 1] as (typeof pairs)[number]).players;
    tables.push({
      number: tables.length + 1,
      pairA: [north, south],
      pairB: [east, west],
      seats: { north, east, south, west },
    });
  }
  return {
    tables,
    satOut: [...satOut].sort((a, b) => a - b).map((index) => field.ids[index] as string),
  };
}
