import type { RoundView } from '../lib/api-types';
import { nextStep } from './next-step';

const team = (withdrawn = false) => ({ withdrawn });
const round = (number: number, finished: boolean[]): RoundView => ({
  number,
  bye: null,
  tables: finished.map((done, index) => ({
    id: `r${number}t${index}`,
    number: index + 1,
    teamA: { id: 'a', name: 'A' },
    teamB: { id: 'b', name: 'B' },
    firstDealer: 0,
    finished: done,
  })),
});
const FOUR_ROUNDS = { rounds: 4 };

describe('nextStep', () => {
  it('asks for two teams before anything else (withdrawn ones do not count)', () => {
    expect(nextStep(FOUR_ROUNDS, [team(), team(true)], [])).toEqual({
      key: 'next.teams',
      values: {},
    });
  });

  it('asks to start round 1, saying when an odd field gives a bye', () => {
    const ten = Array.from({ length: 10 }, () => team());
    expect(nextStep(FOUR_ROUNDS, ten, [])).toEqual({ key: 'next.first', values: { teams: 10 } });
    expect(nextStep(FOUR_ROUNDS, ten.slice(1), [])).toEqual({
      key: 'next.firstWithBye',
      values: { teams: 9 },
    });
  });

  it('counts the games left in the round before the next can start', () => {
    expect(nextStep(FOUR_ROUNDS, [], [round(1, [true, false, false])])).toEqual({
      key: 'next.playing',
      values: { round: 1, left: 2, next: 2 },
    });
  });

  it('asks for the next round once every game of this one is over', () => {
    expect(nextStep(FOUR_ROUNDS, [], [round(1, [true]), round(2, [true, true])])).toEqual({
      key: 'next.start',
      values: { round: 2, next: 3 },
    });
  });

  it('says when the last round is in play, then that the standings are final', () => {
    const played = [1, 2, 3].map((number) => round(number, [true]));
    expect(nextStep(FOUR_ROUNDS, [], [...played, round(4, [false])])).toEqual({
      key: 'next.playingLast',
      values: { left: 1 },
    });
    expect(nextStep(FOUR_ROUNDS, [], [...played, round(4, [true])])).toEqual({
      key: 'next.over',
      values: { rounds: 4 },
    });
  });

  it('guides pools then a knockout phase by phase: draw, pools, bracket, finals', () => {
    const pools = { rounds: 6, pairing: 'pools-knockout' as const };
    const teams = Array.from({ length: 16 }, () => ({ withdrawn: false }));
    expect(nextStep(pools, teams, []).key).toBe('next.firstPools');
    const played = (count: number) =>
      Array.from({ length: count }, (_, index) => round(index + 1, [true]));
    expect(nextStep(pools, teams, played(2), 3).key).toBe('next.startPool');
    expect(nextStep(pools, teams, played(3), 3)).toEqual({
      key: 'next.startKnockout',
      values: { round: 3, next: 4 },
    });
    expect(nextStep(pools, teams, played(4), 3).key).toBe('next.startNextKnockout');
    expect(nextStep(pools, teams, played(6), 3).key).toBe('next.overKnockout');
  });
});
