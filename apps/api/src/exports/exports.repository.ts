import { Injectable } from '@nestjs/common';
import type { AnyDealRecord } from '@marque/rules';
import { PrismaService } from '../database/prisma.service';

export interface ExportedDeal {
  round: number;
  table: number;
  teamA: string;
  teamB: string;
  number: number;
  dealer: number;
  facts: AnyDealRecord;
  made: boolean | null;
  marks: { A: number; B: number };
  totals: { A: number; B: number };
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
            teamA: { select: { name: true } },
            teamB: { select: { name: true } },
            deals: { orderBy: { number: 'asc' } },
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
          number: deal.number,
          dealer: deal.dealer,
          facts: deal.facts as unknown as AnyDealRecord,
          made: deal.made,
          marks: { A: deal.marksA, B: deal.marksB },
          totals: { A: deal.totalA, B: deal.totalB },
        })),
      ),
    );
  }
}
