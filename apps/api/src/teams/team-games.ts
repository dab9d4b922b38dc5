import type { GameDecision, TeamGame, TournamentView } from '@marque/contracts';
import { getRuleset, howGameEnded } from '@marque/rules';
import { dealsCounted } from '../tables/score-sheet';
import type { TeamRounds, TeamTable } from './teams.repository';

/** A team's rounds in order: its game at each table, or its bye (a win without a game). */
export function teamGames(found: TeamRounds, tournament: TournamentView): TeamGame[] {
  return found.rounds.flatMap((round): TeamGame[] => {
    const table = round.tables[0];
    if (table) return [gameAt(round.number, table, found.team.id, tournament)];
    return round.bye ? [{ round: round.number, table: null, result: 'won', decidedBy: 'bye' }] : [];
  });
}

function gameAt(
  round: number,
  table: TeamTable,
  teamId: string,
  tournament: TournamentView,
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
      totals: table.totals,
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

/** The bell, or how the game's rules ended it: the sheet scored again with the tournament's game. */
function decision(table: TeamTable, tournament: TournamentView): GameDecision | null {
  if (table.closedAtBell) return 'bell';
  const game = getRuleset(tournament.ruleset).scoreGame(table.deals, {
    target: tournament.target,
    dealsPerGame: tournament.dealsPerGame,
    passedOutCounts: tournament.passedOutCounts,
    tieAtEnd: tournament.tieAtBell,
  });
  return howGameEnded(table.deals, game, tournament.target);
}
