import type { PoolsKnockout } from '@marque/contracts';
import { poolRounds } from '@marque/pairing';
import type { TournamentResults } from '../standings/standings.repository';
import type { TournamentRules } from '../tournaments/tournaments.repository';
import { knockoutPlan, plannedRounds, poolsKnockoutPairing, poolsOf } from './pools-knockout';

const FORMAT: PoolsKnockout = {
  poolSize: 4,
  poolSeeding: 'draw',
  qualifiersPerPool: 2,
  consolation: 'first-round-losers',
  knockoutTie: 'last-declarer',
};
const pools = (...sizes: number[]) =>
  sizes.map((size, pool) => Array.from({ length: size }, (_, i) => `p${pool}t${i}`));

describe('plannedRounds', () => {
  it.each<[string, Partial<PoolsKnockout>, number[], number]>([
    ['4 pools of 4, best 2: 3 pool rounds, then 8 in the bracket', {}, [4, 4, 4, 4], 6],
    [
      'the non-qualified play 8 too, side by side',
      { consolation: 'non-qualified' },
      [4, 4, 4, 4],
      6,
    ],
    ['no consolation', { consolation: 'none' }, [4, 4, 4, 4], 6],
    ['pools of 5: 5 rounds each, a bye a round', {}, [5, 5], 5 + 2],
    ['3 pools, 6 qualifiers: a bracket of 8 with 2 byes, 2 losers a round later', {}, [4, 4, 4], 6],
    ['the best 1 of 2 pools: a final', { qualifiersPerPool: 1 }, [4, 4], 4],
  ])('%s', (_name, options, sizes, rounds) => {
    expect(plannedRounds({ ...FORMAT, ...options }, pools(...sizes))).toBe(rounds);
  });
});

describe('poolsKnockoutPairing', () => {
  const TOURNAMENT = {
    id: 't',
    ruleset: 'marque-2018',
    target: 2000,
    rounds: 5,
    pairing: 'pools-knockout',
    entry: 'teams',
    poolsKnockout: { ...FORMAT, qualifiersPerPool: 1 },
    drawSeed: 1,
    tiebreaks: [],
    roundMinutes: null,
    tieAtBell: 'draw',
    lateEntryByes: false,
    avoidSameClub: false,
    dealsPerGame: null,
    passedOutCounts: true,
    ranking: 'wins',
    byeRule: null,
  } as const satisfies TournamentRules;
  const team = (id: string, pool: number, withdrawn = false) => ({
    id,
    name: id,
    club: null,
    withdrawn,
    joinedRound: 1,
    pool,
  });
  /** Two pools of 4 after `rounds` pool rounds, team A (the first listed) winning every game. */
  function results(rounds: number, withdrawn = ''): TournamentResults {
    const teams = ['a1', 'a2', 'a3', 'a4', 'b1', 'b2', 'b3', 'b4'].map((id) =>
      team(id, id.startsWith('a') ? 0 : 1, id === withdrawn),
    );
    const games = poolRounds(poolsOf({ teams } as TournamentResults))
      .slice(0, rounds)
      .flatMap((round, index) =>
        round.pairs.map(([teamA, teamB]) => ({
          round: index + 1,
          teamA,
          teamB,
          totals: { A: 2000, B: 0 },
          winner: 'A' as const,
        })),
      );
    const opponents = new Map(teams.map((each) => [each.id, [] as string[]]));
    for (const game of games) {
      opponents.get(game.teamA)?.push(game.teamB);
      opponents.get(game.teamB)?.push(game.teamA);
    }
    return { teams, games, walkovers: [], byes: [], opponents, roundsStarted: rounds };
  }

  it('plays the pools first, a round of every pool at a time', () => {
    const { pairs, knockout } = poolsKnockoutPairing(TOURNAMENT, results(0), 1);
    expect(knockout).toBe(false);
    expect(pairs).toHaveLength(4);
    expect(knockoutPlan(TOURNAMENT, results(2)).main).toBeNull();
  });

  it('then the pool winners meet in the final', () => {
    const plan = knockoutPlan(TOURNAMENT, results(3));
    expect(plan.main?.slots).toHaveLength(2);
    const { pairs, knockout } = poolsKnockoutPairing(TOURNAMENT, results(3), 4);
    expect(knockout).toBe(true);
    expect(pairs).toEqual([plan.main?.slots]);
  });

  it('seats a withdrawn team at no more pool games: each is a walkover for its opponent', () => {
    const { pairs, walkovers } = poolsKnockoutPairing(TOURNAMENT, results(1, 'a1'), 2);
    expect(pairs.flat()).not.toContain('a1');
    expect(pairs).toHaveLength(3);
    expect(walkovers).toHaveLength(1);
    const [walkover] = walkovers;
    expect(walkover?.teams[walkover.forfeitedBy === 'A' ? 0 : 1]).toBe('a1');
  });

  it('gives the opponent of a team withdrawn before its bracket game a walkover', () => {
    const plan = knockoutPlan(TOURNAMENT, results(3));
    const [upper, lower] = plan.main?.slots as [string, string];
    for (const [withdrawn, forfeitedBy] of [
      [lower, 'B'],
      [upper, 'A'],
    ] as const) {
      const { pairs, walkovers } = poolsKnockoutPairing(TOURNAMENT, results(3, withdrawn), 4);
      expect(pairs).toEqual([]);
      expect(walkovers).toEqual([{ teams: [upper, lower], forfeitedBy }]);
    }
  });
});
