import { Injectable } from '@nestjs/common';
import type { ClubRef, SeriesInvitationView } from '@marque/contracts';
import { PrismaService, type Transaction } from '../database/prisma.service';

const INVITATION_SELECT = {
  invitedAt: true,
  club: { select: { id: true, name: true } },
  series: {
    select: {
      id: true,
      name: true,
      season: true,
      club: { select: { id: true, name: true } },
    },
  },
} as const;

/** The clubs invited into a series and those that accepted (`series_clubs`). */
@Injectable()
export class SeriesClubsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The club's place in the series: invited, taking part, or none (null). */
  async standing(
    tx: Transaction,
    seriesId: string,
    clubId: string,
  ): Promise<'invited' | 'taking-part' | null> {
    const row = await tx.seriesClub.findUnique({
      where: { seriesId_clubId: { seriesId, clubId } },
      select: { acceptedAt: true },
    });
    return row ? (row.acceptedAt ? 'taking-part' : 'invited') : null;
  }

  async invite(tx: Transaction, seriesId: string, clubId: string): Promise<SeriesInvitationView> {
    const row = await tx.seriesClub.create({
      data: { seriesId, clubId },
      select: INVITATION_SELECT,
    });
    return invitationView(row);
  }

  /** Whether a waiting invitation was accepted. */
  async accept(tx: Transaction, seriesId: string, clubId: string): Promise<boolean> {
    const accepted = await tx.seriesClub.updateMany({
      where: { seriesId, clubId, acceptedAt: null },
      data: { acceptedAt: new Date() },
    });
    return accepted.count > 0;
  }

  /**
   * Takes the club out of the series (an invitation, or a club taking part), and its tournaments
   * with it: their ids, which leave the series' ranking.
   */
  async remove(tx: Transaction, seriesId: string, clubId: string): Promise<string[]> {
    await tx.seriesClub.deleteMany({ where: { seriesId, clubId } });
    const leaving = await tx.seriesTournament.findMany({
      where: { seriesId, tournament: { clubId } },
      select: { tournamentId: true },
    });
    const ids = leaving.map((row) => row.tournamentId);
    await tx.seriesTournament.deleteMany({ where: { seriesId, tournamentId: { in: ids } } });
    return ids;
  }

  /** The invitations waiting an answer: of one series, or to some clubs; the oldest first. */
  async waiting(where: { seriesId?: string; clubIds?: string[] }): Promise<SeriesInvitationView[]> {
    const rows = await this.prisma.seriesClub.findMany({
      where: {
        acceptedAt: null,
        ...(where.seriesId ? { seriesId: where.seriesId } : {}),
        ...(where.clubIds ? { clubId: { in: where.clubIds } } : {}),
      },
      select: INVITATION_SELECT,
      orderBy: [{ invitedAt: 'asc' }, { clubId: 'asc' }],
    });
    return rows.map(invitationView);
  }

  /**
   * The clubs a series may invite: every club of the server but its own and those invited or
   * taking part, by name. Names and ids only: no member, no account.
   */
  choices(seriesId: string, ownClubId: string): Promise<ClubRef[]> {
    return this.prisma.club.findMany({
      where: { id: { not: ownClubId }, seriesJoined: { none: { seriesId } } },
      select: { id: true, name: true },
      orderBy: [{ name: 'asc' }, { createdAt: 'asc' }],
    });
  }
}

function invitationView(row: {
  invitedAt: Date;
  club: { id: string; name: string };
  series: SeriesInvitationView['series'];
}): SeriesInvitationView {
  return { series: row.series, club: row.club, invitedAt: row.invitedAt.toISOString() };
}
