import { HttpStatus, Injectable } from '@nestjs/common';
import type { ClubRef, SeriesInvitationView, SeriesView } from '@marque/contracts';
import type { OrganiserIdentity } from '../auth/auth.service';
import { ClubsRepository } from '../clubs/clubs.repository';
import { ApiError } from '../common/api-error';
import { PrismaService, type Transaction } from '../database/prisma.service';
import { SeriesAccess } from './series-access';
import { SeriesClubsRepository } from './series-clubs.repository';
import { audit, viewOf } from './series.service';

/**
 * A series across several clubs: its own club's members invite another club, withdraw the
 * invitation or remove a club taking part (its tournaments leave the series with it); a member
 * of the invited club accepts or declines. Each change is audited under its author's name.
 */
@Injectable()
export class SeriesClubsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly access: SeriesAccess,
    private readonly seriesClubs: SeriesClubsRepository,
    private readonly clubs: ClubsRepository,
  ) {}

  invite(
    id: string,
    clubId: string,
    organiser: OrganiserIdentity,
    actor: string,
  ): Promise<SeriesInvitationView> {
    return this.prisma.inTransaction(async (tx) => {
      const series = await this.access.ownedBy(tx, id, organiser);
      const club = await this.clubs.find(clubId, tx);
      if (!club)
        throw new ApiError(HttpStatus.NOT_FOUND, 'CLUB_NOT_FOUND', `No club ${clubId}`, {
          details: [{ field: 'clubId', code: 'CLUB_NOT_FOUND', message: 'No such club' }],
        });
      if (clubId === series.club.id || (await this.seriesClubs.standing(tx, id, clubId)))
        throw new ApiError(
          HttpStatus.CONFLICT,
          'SERIES_CLUB_ALREADY_IN',
          `${club.name} is invited or taking part already`,
          { params: { club: club.name } },
        );
      const invitation = await this.seriesClubs.invite(tx, id, clubId);
      await audit(tx, 'series.club-invited', actor, { id, clubId });
      return invitation;
    });
  }

  /** A member of the invited club answers: its members add its tournaments from now on. */
  accept(
    id: string,
    clubId: string,
    organiser: OrganiserIdentity,
    actor: string,
  ): Promise<SeriesView> {
    return this.prisma.inTransaction(async (tx) => {
      await this.answering(tx, id, clubId, organiser);
      if (!(await this.seriesClubs.accept(tx, id, clubId))) throw invitationNotFound();
      await audit(tx, 'series.invitation-accepted', actor, { id, clubId });
      return viewOf(await this.access.found(tx, id));
    });
  }

  decline(id: string, clubId: string, organiser: OrganiserIdentity, actor: string): Promise<void> {
    return this.prisma.inTransaction(async (tx) => {
      await this.answering(tx, id, clubId, organiser);
      if ((await this.seriesClubs.standing(tx, id, clubId)) !== 'invited')
        throw invitationNotFound();
      await this.seriesClubs.remove(tx, id, clubId);
      await audit(tx, 'series.invitation-declined', actor, { id, clubId });
    });
  }

  /**
   * The series' own club withdraws an invitation, or removes a club taking part: that club's
   * tournaments leave the series, and so its ranking.
   */
  remove(
    id: string,
    clubId: string,
    organiser: OrganiserIdentity,
    actor: string,
  ): Promise<SeriesView> {
    return this.prisma.inTransaction(async (tx) => {
      await this.access.ownedBy(tx, id, organiser);
      const standing = await this.seriesClubs.standing(tx, id, clubId);
      if (!standing)
        throw new ApiError(
          HttpStatus.NOT_FOUND,
          'CLUB_NOT_IN_SERIES',
          `Club ${clubId} is neither invited nor taking part`,
        );
      const tournaments = await this.seriesClubs.remove(tx, id, clubId);
      if (standing === 'invited')
        await audit(tx, 'series.invitation-withdrawn', actor, { id, clubId });
      else await audit(tx, 'series.club-removed', actor, { id, clubId, tournaments });
      return viewOf(await this.access.found(tx, id));
    });
  }

  /** The invitations waiting for an answer from one of the organiser's clubs. */
  async invitationsTo(organiser: OrganiserIdentity): Promise<SeriesInvitationView[]> {
    const clubs = await this.clubs.clubsOf(organiser.id);
    return this.seriesClubs.waiting({ clubIds: clubs.map((club) => club.id) });
  }

  /** The series' invitations not answered yet: for its own club's members. */
  async invitationsOf(id: string, organiser: OrganiserIdentity): Promise<SeriesInvitationView[]> {
    await this.access.ownedBy(this.prisma, id, organiser);
    return this.seriesClubs.waiting({ seriesId: id });
  }

  /** The clubs the series may invite, names only: for its own club's members. */
  async choices(id: string, organiser: OrganiserIdentity): Promise<ClubRef[]> {
    const series = await this.access.ownedBy(this.prisma, id, organiser);
    return this.seriesClubs.choices(id, series.club.id);
  }

  /** The series exists and the organiser is a member of the club it invited. */
  private async answering(
    tx: Transaction,
    id: string,
    clubId: string,
    organiser: OrganiserIdentity,
  ): Promise<void> {
    await this.access.found(tx, id);
    if (!(await this.clubs.isMember(clubId, organiser.id, tx)))
      throw new ApiError(
        HttpStatus.FORBIDDEN,
        'NOT_CLUB_MEMBER',
        'Only a member of the invited club answers',
      );
  }
}

function invitationNotFound(): ApiError {
  return new ApiError(
    HttpStatus.NOT_FOUND,
    'SERIES_INVITATION_NOT_FOUND',
    'No invitation of this club waits for an answer',
  );
}
