import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import type { PairingName } from './dto/create-tournament.dto';

export interface TournamentView {
  id: string;
  name: string;
  date: string | null;
  ruleset: string;
  target: number;
  rounds: number;
  pairing: PairingName;
  status: 'draft' | 'running' | 'finished';
  createdAt: string;
}

const PAIRING_TO_DB = { swiss: 'SWISS', 'round-robin': 'ROUND_ROBIN' } as const;
const PAIRING_FROM_DB = { SWISS: 'swiss', ROUND_ROBIN: 'round-robin' } as const;
const STATUS_FROM_DB = { DRAFT: 'draft', RUNNING: 'running', FINISHED: 'finished' } as const;

type TournamentRow = {
  id: string;
  name: string;
  date: Date | null;
  ruleset: string;
  target: number;
  rounds: number;
  pairing: keyof typeof PAIRING_FROM_DB;
  status: keyof typeof STATUS_FROM_DB;
  createdAt: Date;
};

@Injectable()
export class TournamentsRepository {
  constructor(private readonly prisma: PrismaService) {}

  async create(data: {
    name: string;
    rounds: number;
    pairing: PairingName;
    target: number;
    date?: string;
    ownerId: string;
  }): Promise<TournamentView> {
    const row = await this.prisma.tournament.create({
      data: {
        name: data.name,
        rounds: data.rounds,
        pairing: PAIRING_TO_DB[data.pairing],
        target: data.target,
        date: data.date ? new Date(`${data.date.slice(0, 10)}T00:00:00Z`) : null,
        ownerId: data.ownerId,
      },
    });
    return toView(row);
  }

  async findById(id: string): Promise<TournamentView | null> {
    const row = await this.prisma.tournament.findUnique({ where: { id } });
    return row ? toView(row) : null;
  }
}

function toView(row: TournamentRow): TournamentView {
  return {
    id: row.id,
    name: row.name,
    date: row.date ? row.date.toISOString().slice(0, 10) : null,
    ruleset: row.ruleset,
    target: row.target,
    rounds: row.rounds,
    pairing: PAIRING_FROM_DB[row.pairing],
    status: STATUS_FROM_DB[row.status],
    createdAt: row.createdAt.toISOString(),
  };
}
