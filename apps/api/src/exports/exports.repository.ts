import { Injectable } from '@nestjs/common';
import type { SheetConfirmation } from '@marque/contracts';
import type { AnyDealRecord } from '@marque/rules';
import { PrismaService } from '../database/prisma.service';
import { toSheetConfirmation } from '../tables/confirmations.repository';

export interface ExportedDeal {
  round: number;
  table: number;
  teamA: string;
  teamB: string;
  /** Each team's players in seat order: team A sits at seats 0 and 2, team B at 1 and 3. */
  playersA: [string, string];
  playersB: [string, string];
  number: number;
  dealer: number;
  facts: AnyDealRecord;
  made: boolean | null;
  marks: { A: number; B: number };
  totals: { A: number; B: number };
  /** The teams' signatures or disputes of the deal's sheet. */
  confirmations: SheetConfirmation[];
}

@Injectable()
export class ExportsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Every deal of the tournament, by round, table and deal number. */
  async deals(tournamentId: string): Promise<ExportedDeal[]> {
    const rounds = await this.prisma.round.findMany({
      where: { tournamentId },
      orderBy: { number: 'asc' },
      select: {
        number: true,
        tables: {
          orderBy: { number: 'asc' },
          select: {
            number: true,
            teamA: { select: { name: true, player1: true, player2: true } },
            teamB: { select: { name: true, player1: true, player2: true } },
            deals: { orderBy: { number: 'asc' } },
            confirmations: true,
          },
        },
      },
    });
    return rounds.flatMap((round) =>
      round.tables.flatMap((table) =>
        table.deals.map((deal) => ({
          round: round.number,
          table: table.number,
          teamA: table.teamA.name,
          teamB: table.teamB.name,
          playersA: [table.teamA.player1, table.teamA.player2],
          playersB: [table.teamB.player1, table.teamB.player2],
          number: deal.number,
          dealer: deal.dealer,
          facts: deal.facts as unknown as AnyDealRecord,
          made: deal.made,
          marks: { A: deal.marksA, B: deal.marksB },
          totals: { A: deal.totalA, B: deal.totalB },
          confirmations: table.confirmations.map(toSheetConfirmation),
        })),
      ),
    );
  }
}
