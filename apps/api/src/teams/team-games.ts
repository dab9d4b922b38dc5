import type { GameDecision, TeamGame, TeamSide, TournamentView } from '@marque/contracts';
import { getRuleset, howGameEnded, isPassedOut, type AnyDealRecord } from '@marque/rules';
import { dealsCounted } from '../tables/score-sheet';
import type { TeamRounds, TeamTable } from './teams.repository';

/**
 * A team's rounds in order: its game at each table, or its bye (a win without a game).
 * `walkoverPoints(round)` is what the winner of a walkover of that round scores (a bye's points).
 */
export function teamGames(
  found: TeamRounds,
  tournament: TournamentView,
  walkoverPoints: (round: number) => number,
): TeamGame[] {
  return found.rounds.flatMap((round): TeamGame[] => {
    const table = round.tables[0];
    if (table)
      return [gameAt(round.number, table, found.team.id, tournament, walkoverPoints(round.number))];
    return round.bye ? [{ round: round.number, table: null, result: 'won', decidedBy: 'bye' }] : [];
  });
}

function gameAt(
  round: number,
  table: TeamTable,
  teamId: string,
  tournament: TournamentView,
  walkoverPoints: number,
): TeamGame {
  const side = table.teamA.id === teamId ? 'A' : 'B';
  const opponent = side === 'A' ? table.teamB : table.teamA;
  return {
    round,
    table: {
      id: table.id,
      number: table.number,
      side,
      seats: side === 'A' ? [0, 2] : [1, 3],
      opponent: { id: opponent.id, name: opponent.name, players: opponent.players },
      totals: table.forfeitedBy ? walkoverTotals(table.forfeitedBy, walkoverPoints) : table.totals,
      dealCount: table.deals.length,
      dealsCounted: dealsCounted(table.deals, tournament.passedOutCounts),
      finished: table.finished,
    },
    result: !table.finished
      ? null
      : table.winner === null
        ? 'drawn'
        : table.winner === side
          ? 'won'
          : 'lost',
    decidedBy: table.finished ? decision(table, tournament) : null,
  };
}

/** A walkover's score: a bye's points for the winner, nothing for the team that withdrew. */
function walkoverTotals(forfeitedBy: TeamSide, points: number): { A: number; B: number } {
  return forfeitedBy === 'A' ? { A: 0, B: points } : { A: points, B: 0 };
}

/**
 * What decided a finished game: a walkover; in a knockout, one more deal after the bell; equal
 * totals given to the last declarer, or at the bell to the organiser's choice; the bell; or how
 * the game's rules ended it (the sheet scored again with the tournament's game).
 */
function decision(table: TeamTable, tournament: TournamentView): GameDecision | null {
  if (table.forfeitedBy) return 'walkover';
  if (table.extraDeal) return 'extra-deal';
  const level = table.totals.A === table.totals.B && table.winner !== null;
  if (table.closedAtBell) {
    if (!level) return 'bell';
    return declared(table.deals) ? 'last-declarer' : 'organiser';
  }
  const game = getRuleset(tournament.ruleset).scoreGame(table.deals, {
    target: tournament.target,
    dealsPerGame: tournament.dealsPerGame,
    passedOutCounts: tournament.passedOutCounts,
    tieAtEnd: table.knockout
      ? (tournament.poolsKnockout?.knockoutTie ?? 'last-declarer')
      : tournament.tieAtBell,
  });
  const ending = howGameEnded(table.deals, game, tournament.target);
  return ending === 'deals' && level ? 'last-declarer' : ending;
}

/** Whether a deal of the sheet was declared (not passed out): a last declarer exists. */
function declared(deals: readonly AnyDealRecord[]): boolean {
  return deals.some((deal) => !isPassedOut(deal));
}
