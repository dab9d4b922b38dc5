import type { TournamentRules } from '../tournaments/tournaments.repository';
import { standingsOptions } from './standings-options';
import type { TournamentResults } from './standings.repository';

const TOURNAMENT: TournamentRules = {
  id: 't1',
  ruleset: 'belote-coinchee',
  target: null,
  rounds: 4,
  pairing: 'swiss',
  entry: 'teams',
  poolsKnockout: null,
  tiebreaks: ['points-difference', 'buchholz'],
  roundMinutes: null,
  tieAtBell: 'draw',
  lateEntryByes: false,
  avoidSameClub: false,
  dealsPerGame: 12,
  passedOutCounts: true,
  ranking: 'points',
  byeRule: null,
  drawSeed: 42,
};

const team = (id: string, joinedRound = 1) => ({
  id,
  name: id,
  club: null,
  withdrawn: false,
  joinedRound,
  pool: null,
});

/** Round 1: a 1000–600 and a 900–700 (an average of 800 a team); round 2: one 1200–400. */
const RESULTS: TournamentResults = {
  teams: [team('a'), team('b'), team('c'), team('d'), team('e'), team('late', 3)],
  games: [
    { round: 1, teamA: 'a', teamB: 'b', totals: { A: 1000, B: 600 }, winner: 'A' },
    { round: 1, teamA: 'c', teamB: 'd', totals: { A: 900, B: 700 }, winner: 'A' },
    { round: 2, teamA: 'a', teamB: 'e', totals: { A: 1200, B: 400 }, winner: 'A' },
  ],
  walkovers: [{ round: 2, winner: 'b', loser: 'c' }],
  byes: [
    { team: 'e', round: 1 },
    { team: 'd', round: 2 },
  ],
  opponents: new Map(),
  roundsStarted: 2,
};

describe('standingsOptions', () => {
  it("passes the tournament's ranking, tiebreaks and draw", () => {
    expect(standingsOptions(TOURNAMENT, RESULTS)).toMatchObject({
      ranking: 'points',
      tiebreaks: ['points-difference', 'buchholz'],
      drawSeed: 42,
    });
  });

  it('gives a bye no points without a rule', () => {
    expect(standingsOptions(TOURNAMENT, RESULTS).byes).toEqual(['e', 'd']);
  });

  it('gives each bye half of a game of 12 belote deals: 972', () => {
    const options = standingsOptions({ ...TOURNAMENT, byeRule: { rule: 'half-game' } }, RESULTS);
    expect(options.byes).toEqual([
      { team: 'e', points: 972 },
      { team: 'd', points: 972 },
    ]);
  });

  it("scores a walkover a bye's points of its round, its round's average leaving it out", () => {
    const half = standingsOptions({ ...TOURNAMENT, byeRule: { rule: 'half-game' } }, RESULTS);
    expect(half.walkovers).toEqual([{ winner: 'b', loser: 'c', points: 972 }]);
    const average = standingsOptions(
      { ...TOURNAMENT, byeRule: { rule: 'round-average' } },
      RESULTS,
    );
    expect(average.walkovers).toEqual([{ winner: 'b', loser: 'c', points: 800 }]);
    expect(standingsOptions(TOURNAMENT, RESULTS).walkovers).toEqual([
      { winner: 'b', loser: 'c', points: 0 },
    ]);
  });

  it("gives each bye the average of its own round's finished games", () => {
    const options = standingsOptions(
      { ...TOURNAMENT, byeRule: { rule: 'round-average' } },
      RESULTS,
    );
    expect(options.byes).toEqual([
      { team: 'e', points: 800 },
      { team: 'd', points: 800 },
    ]);
  });

  it("scores a late entry's missed rounds as byes of those rounds, when the tournament says so", () => {
    const options = standingsOptions(
      { ...TOURNAMENT, lateEntryByes: true, byeRule: { rule: 'fixed', points: 500 } },
      RESULTS,
    );
    expect(options.byes).toEqual([
      { team: 'e', points: 500 },
      { team: 'd', points: 500 },
      { team: 'late', points: 500 },
      { team: 'late', points: 500 },
    ]);
  });
});
