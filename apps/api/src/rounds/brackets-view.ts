import type {
  BracketGame,
  BracketView,
  BracketsView,
  PoolView,
  RoundState,
  TeamRef,
} from '@marque/contracts';
import { champion, type KnockoutMatch } from '@marque/pairing';
import type { TournamentResults } from '../standings/standings.repository';
import type { TournamentRules } from '../tournaments/tournaments.repository';
import {
  formatOf,
  knockoutPlan,
  plannedRounds,
  poolStandings,
  roundOnePools,
  type Bracket,
} from './pools-knockout';

/**
 * The pools and both brackets as the live views draw them: each game with its teams' names and,
 * once its round has started, its table (number, totals, finished).
 */
export function bracketsView(
  tournament: TournamentRules,
  results: TournamentResults,
  rounds: RoundState[],
): BracketsView {
  if (tournament.pairing !== 'pools-knockout')
    return { phase: 'draft', rounds: 0, poolRounds: 0, pools: [], main: null, consolation: null };
  const plan = knockoutPlan(tournament, results);
  const roundCount =
    results.roundsStarted > 0
      ? tournament.rounds
      : plannedRounds(formatOf(tournament), roundOnePools(tournament, results));
  const names = new Map(results.teams.map((team) => [team.id, { id: team.id, name: team.name }]));
  const ref = (id: string | null): TeamRef | null =>
    id === null ? null : (names.get(id) ?? { id, name: '' });
  const pools =
    results.roundsStarted === 0
      ? fixedPools(tournament, results, ref)
      : rankedPools(tournament, results, plan.pools.length);
  const view = (bracket: Bracket | null): BracketView | null =>
    bracket && {
      rounds: bracket.rounds.map((round, index) =>
        round.map((match) => gameOf(match, rounds, bracket.firstRound + index, ref)),
      ),
      roundNumbers: bracket.rounds.map((_, index) => bracket.firstRound + index),
      champion: ref(champion(bracket.slots, bracket.rounds)),
    };
  const main = view(plan.main);
  const consolation = view(plan.consolation);
  const over =
    main?.champion && (consolation?.champion || tournament.poolsKnockout?.consolation === 'none');
  return {
    phase: results.roundsStarted === 0 ? 'draft' : !main ? 'pools' : over ? 'finished' : 'knockout',
    rounds: roundCount,
    poolRounds: plan.poolRounds,
    pools,
    main,
    consolation,
  };
}

/** Each pool's teams, ranked on the pool's games. */
function rankedPools(
  tournament: TournamentRules,
  results: TournamentResults,
  count: number,
): PoolView[] {
  const pools = Array.from({ length: count }, (_, number) => ({ number, teams: [] as TeamRef[] }));
  for (const row of count ? poolStandings(tournament, results) : [])
    pools[row.pool ?? 0]?.teams.push({ id: row.team.id, name: row.team.name });
  return pools;
}

/** Before round 1: the pools the organiser has drawn (none until then), as round 1 will start them. */
function fixedPools(
  tournament: TournamentRules,
  results: TournamentResults,
  ref: (id: string | null) => TeamRef | null,
): PoolView[] {
  if (!results.teams.some((team) => team.pool !== null)) return [];
  return roundOnePools(tournament, results).map((ids, number) => ({
    number,
    teams: ids.flatMap((id) => ref(id) ?? []),
  }));
}

function gameOf(
  match: KnockoutMatch,
  rounds: RoundState[],
  roundNumber: number,
  ref: (id: string | null) => TeamRef | null,
): BracketGame {
  const [a, b] = match.teams;
  const table = rounds
    .find((round) => round.number === roundNumber)
    ?.tables.find(
      (candidate) =>
        (candidate.teamA.id === a && candidate.teamB.id === b) ||
        (candidate.teamA.id === b && candidate.teamB.id === a),
    );
  return {
    teamA: ref(a),
    teamB: ref(b),
    winner: ref(match.winner),
    bye: match.bye,
    table: table
      ? {
          id: table.id,
          number: table.number,
          round: roundNumber,
          // As the bracket shows them: the upper team's total first.
          totals: table.teamA.id === a ? table.totals : { A: table.totals.B, B: table.totals.A },
          finished: table.finished,
        }
      : null,
  };
}
