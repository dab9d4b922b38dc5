import { HttpStatus, Injectable } from '@nestjs/common';
import type { OrganiserIdentity } from '../auth/auth.service';
import { ClubsRepository } from '../clubs/clubs.repository';
import { ApiError } from '../common/api-error';
import type { Transaction } from '../database/prisma.service';
import { SeriesRepository, type SeriesRecord } from './series.repository';

/**
 * Who may do what to a series: the members of its own club change it and its clubs; the
 * members of every club taking part (its own, or one that accepted an invitation) add and
 * remove their own club's tournaments.
 */
@Injectable()
export class SeriesAccess {
  constructor(
    private readonly series: SeriesRepository,
    private readonly clubs: ClubsRepository,
  ) {}

  async found(tx: Transaction, id: string): Promise<SeriesRecord> {
    const series = await this.series.find(id, tx);
    if (!series) throw new ApiError(HttpStatus.NOT_FOUND, 'SERIES_NOT_FOUND', `No series ${id}`);
    return series;
  }

  /**
   * The series, if the organiser is a member of its own club: a member of a club taking part
   * only gets 403 SERIES_OWNER_ONLY, anybody else 403 NOT_CLUB_MEMBER.
   */
  async ownedBy(tx: Transaction, id: string, organiser: OrganiserIdentity): Promise<SeriesRecord> {
    const series = await this.found(tx, id);
    if (await this.clubs.isMember(series.club.id, organiser.id, tx)) return series;
    if ((await this.takingPart(tx, series, organiser)).length > 0)
      throw new ApiError(
        HttpStatus.FORBIDDEN,
        'SERIES_OWNER_ONLY',
        "Only the members of the series' own club change it",
      );
    throw notMember();
  }

  /** The clubs taking part in the series that the organiser is a member of (403 when none). */
  async clubsRunBy(
    tx: Transaction,
    series: SeriesRecord,
    organiser: OrganiserIdentity,
  ): Promise<string[]> {
    const clubs = await this.takingPart(tx, series, organiser);
    if (clubs.length === 0) throw notMember();
    return clubs;
  }

  private async takingPart(
    tx: Transaction,
    series: SeriesRecord,
    organiser: OrganiserIdentity,
  ): Promise<string[]> {
    const own = new Set((await this.clubs.clubsOf(organiser.id, tx)).map((club) => club.id));
    return series.clubs.map((club) => club.id).filter((id) => own.has(id));
  }
}

function notMember(): ApiError {
  return new ApiError(HttpStatus.FORBIDDEN, 'NOT_CLUB_MEMBER', "This series is another club's");
}
