import type { SheetDeal, TableView } from '@marque/contracts';
import { nextDealer, type AnyDealRecord, type RulesetId, type Seat } from '@marque/rules';
import type { Prisma } from '../generated/prisma/client';
import { rulesetInfo } from '../rulesets/ruleset-info';
import { toSheetConfirmation } from './confirmations.repository';
import { dealsCounted } from './score-sheet';

/** What `tableView` reads of a table: `findUnique({ include: TABLE_VIEW_INCLUDE })`. */
export const TABLE_VIEW_INCLUDE = {
  teamA: { select: { id: true, name: true, player1: true, player2: true } },
  teamB: { select: { id: true, name: true, player1: true, player2: true } },
  round: {
    select: {
      number: true,
      tournamentId: true,
      tournament: {
        select: { ruleset: true, target: true, dealsPerGame: true, passedOutCounts: true },
      },
    },
  },
  deals: { orderBy: { number: 'asc' } },
  confirmations: { orderBy: { side: 'asc' } },
} as const satisfies Prisma.TableInclude;

type TableRow = Prisma.TableGetPayload<{ include: typeof TABLE_VIEW_INCLUDE }>;

/** What anyone may read of a table: teams, seats and the score sheet (never the referee code). */
export function tableView(table: TableRow): TableView {
  const deals = table.deals.map((deal): SheetDeal => ({
    number: deal.number,
    dealer: deal.dealer as Seat,
    ...(deal.facts as unknown as AnyDealRecord),
    made: deal.made,
    marks: { A: deal.marksA, B: deal.marksB },
    totals: { A: deal.totalA, B: deal.totalB },
  }));
  const last = table.deals[table.deals.length - 1];
  return {
    id: table.id,
    number: table.number,
    round: table.round.number,
    tournamentId: table.round.tournamentId,
    ruleset: rulesetInfo(table.round.tournament.ruleset as RulesetId),
    target: table.round.tournament.target,
    dealsPerGame: table.round.tournament.dealsPerGame,
    passedOutCounts: table.round.tournament.passedOutCounts,
    teamA: {
      id: table.teamA.id,
      name: table.teamA.name,
      players: [table.teamA.player1, table.teamA.player2],
      seats: [0, 2],
    },
    teamB: {
      id: table.teamB.id,
      name: table.teamB.name,
      players: [table.teamB.player1, table.teamB.player2],
      seats: [1, 3],
    },
    firstDealer: table.firstDealer as Seat,
    nextDealer: table.finishedAt
      ? null
      : last
        ? nextDealer(last.dealer as Seat)
        : (table.firstDealer as Seat),
    game: {
      version: table.version,
      totals: { A: table.totalA, B: table.totalB },
      finished: table.finishedAt !== null,
      winner: table.winner,
      dealsCounted: dealsCounted(
        table.deals.map((deal) => deal.facts as unknown as AnyDealRecord),
        table.round.tournament.passedOutCounts,
      ),
      closedAtBell: table.closedAtBell,
      deals,
    },
    confirmations: table.confirmations.map(toSheetConfirmation),
  };
}
