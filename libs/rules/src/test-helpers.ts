import fc from 'fast-check';
import { RulesError } from './errors.ts';
import type { GameOptions, GameScore } from './game.ts';
import type { Ruleset } from './ruleset.ts';
import type {
  ClaimedDeal,
  ContractValue,
  Doubling,
  PlayedDeal,
  Seat,
  Suit,
  Team,
  TeamPoints,
} from './types.ts';

/** A played deal with the given facts (hearts trump unless said). */
export function played(
  value: ContractValue,
  declarer: Seat,
  doubling: Doubling,
  cardPoints: TeamPoints,
  allTricks?: { team: Team; seat?: Seat },
  suit: Suit = 'hearts',
): PlayedDeal {
  const deal: PlayedDeal = { contract: { value, suit, declarer }, doubling, cardPoints };
  return allTricks ? { ...deal, allTricks } : deal;
}

/** A deal stopped by "nous avons gagné" (spades trump). */
export function claimed(
  value: ContractValue,
  declarer: Seat,
  doubling: Doubling,
  cardPointsSoFar: TeamPoints,
  tricksSoFar: [number, number, number, number],
  team: Team = 'A',
): ClaimedDeal {
  return {
    contract: { value, suit: 'spades', declarer },
    doubling,
    claim: { team, cardPointsSoFar, tricksSoFar },
  };
}

/** Card points A–B where team A has `a`. */
export function pointsA(a: number): TeamPoints {
  return { A: a, B: 157 - a };
}

/** Points where `team` has `own` and the other team `other`. */
export function forTeam(team: Team, own: number, other: number): TeamPoints {
  return team === 'A' ? { A: own, B: other } : { A: other, B: own };
}

/** Runs `act` and returns the error it throws (or fails the test when it throws nothing). */
export function thrownBy(act: () => unknown): unknown {
  try {
    act();
  } catch (error) {
    return error;
  }
  throw new Error('expected a RulesError, but nothing was thrown');
}

/** The code of the RulesError `act` throws: 'ok' when it throws nothing, 'not a RulesError' else. */
export function outcomeOf(act: () => unknown): string {
  try {
    act();
    return 'ok';
  } catch (error) {
    return error instanceof RulesError ? error.code : 'not a RulesError';
  }
}

/** How games end, for properties that hold in every kind of game: at the target, after N deals… */
const GAME_ENDS: readonly GameOptions[] = [
  {},
  { dealsPerGame: 4 },
  { dealsPerGame: 6, passedOutCounts: false },
  { dealsPerGame: 3, tieAtEnd: 'extra-deal' },
  { dealsPerGame: 5, tieAtEnd: 'last-declarer', passedOutCounts: false },
];

/**
 * What a game's first `cut` deals scored, then the rest scored from that (`before`), against the
 * whole game scored at once: the same score, or the same error. A prefix that is itself refused
 * (a deal after its end) compares nothing.
 */
function scoredInTwoSteps(
  scoreGame: Ruleset['scoreGame'],
  deals: readonly unknown[],
  options: GameOptions,
  cut: number,
): { atOnce: unknown; inTwoSteps: unknown } | null {
  const prefix = deals.slice(0, Math.min(cut, deals.length));
  let before: GameScore;
  try {
    before = scoreGame(prefix, options);
  } catch {
    return null;
  }
  const result = (act: () => GameScore): unknown => {
    try {
      return act();
    } catch (error) {
      return error instanceof RulesError ? { code: error.code, field: error.field } : error;
    }
  };
  return {
    atOnce: result(() => scoreGame(deals, options)),
    inTwoSteps: result(() => scoreGame(deals, options, before)),
  };
}

/**
 * The property that a game scored on from the score of its first deals (`before`) is the game
 * scored at once, for any deals of `dealList`, any way a game ends and any first deals.
 */
export function expectScoredOnAsAtOnce(
  scoreGame: Ruleset['scoreGame'],
  dealList: fc.Arbitrary<readonly unknown[]>,
): void {
  fc.assert(
    fc.property(dealList, fc.constantFrom(...GAME_ENDS), fc.nat({ max: 40 }), (deals, end, cut) => {
      const compared = scoredInTwoSteps(scoreGame, deals, end, cut);
      fc.pre(compared !== null);
      expect(compared?.inTwoSteps).toEqual(compared?.atOnce);
    }),
    { numRuns: 300 },
  );
}
