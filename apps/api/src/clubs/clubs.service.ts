import { HttpStatus, Injectable } from '@nestjs/common';
import type { ClubView } from '@marque/contracts';
import { auditAccounts } from '../accounts/account-audit';
import type { OrganiserIdentity } from '../auth/auth.service';
import { ApiError } from '../common/api-error';
import { PrismaService, type Transaction } from '../database/prisma.service';
import { ClubsRepository } from './clubs.repository';

/** Clubs: the administrator makes them and names their members; members run their tournaments. */
@Injectable()
export class ClubsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly clubs: ClubsRepository,
  ) {}

  /** Every club for the administrator; an organiser's own otherwise. */
  list(organiser: OrganiserIdentity): Promise<ClubView[]> {
    return this.clubs.list(organiser.administrator ? undefined : organiser.id);
  }

  create(name: string, actor: string): Promise<ClubView> {
    return this.prisma.inTransaction(async (tx) => {
      const club = await this.clubs.create(tx, name);
      await auditAccounts(tx, { action: 'club.created', actor, after: { ...club } });
      return { ...club, members: [] };
    });
  }

  addMember(clubId: string, accountId: string, actor: string): Promise<ClubView> {
    return this.prisma.inTransaction(async (tx) => {
      await this.clubOrThrow(tx, clubId);
      const account = await tx.user.findUnique({ where: { id: accountId }, select: { id: true } });
      if (!account) throw accountNotFound();
      if (await this.clubs.addMember(tx, clubId, accountId))
        await auditAccounts(tx, {
          action: 'club.member-added',
          actor,
          after: { clubId, accountId },
        });
      return this.clubOrThrow(tx, clubId);
    });
  }

  removeMember(clubId: string, accountId: string, actor: string): Promise<ClubView> {
    return this.prisma.inTransaction(async (tx) => {
      await this.clubOrThrow(tx, clubId);
      if (!(await this.clubs.removeMember(tx, clubId, accountId))) throw accountNotFound();
      await auditAccounts(tx, {
        action: 'club.member-removed',
        actor,
        after: { clubId, accountId },
      });
      return this.clubOrThrow(tx, clubId);
    });
  }

  /**
   * The club a new tournament of this organiser goes to: the one named, which must be theirs
   * (403); else their only club; else, without any, a club named after them that they join
   * (422 `CLUB_REQUIRED` when they have several and named none).
   */
  async clubForNewTournament(
    tx: Transaction,
    organiser: OrganiserIdentity,
    clubId: string | undefined,
  ): Promise<string> {
    if (clubId !== undefined) {
      if (await this.clubs.isMember(clubId, organiser.id, tx)) return clubId;
      throw notClubMember();
    }
    const clubs = await this.clubs.clubsOf(organiser.id, tx);
    if (clubs.length === 1 && clubs[0]) return clubs[0].id;
    if (clubs.length > 1)
      throw new ApiError(
        HttpStatus.UNPROCESSABLE_ENTITY,
        'CLUB_REQUIRED',
        'Say which of your clubs the tournament belongs to',
        { details: [{ field: 'clubId', code: 'CLUB_REQUIRED', message: 'clubId is required' }] },
      );
    const own = await this.clubs.create(tx, organiser.displayName, organiser.id);
    await auditAccounts(tx, {
      action: 'club.created',
      actor: `organiser:${organiser.displayName}`,
      after: { ...own, members: [organiser.id] },
    });
    return own.id;
  }

  /** The club an organiser may invite someone to: one of theirs, or any for the administrator. */
  async assertMayInviteTo(organiser: OrganiserIdentity, clubId: string): Promise<void> {
    const club = await this.clubOrThrow(this.prisma, clubId);
    if (!organiser.administrator && !club.members.some((member) => member.id === organiser.id))
      throw notClubMember();
  }

  private async clubOrThrow(tx: Transaction, clubId: string): Promise<ClubView> {
    const club = await this.clubs.find(clubId, tx);
    if (!club) throw new ApiError(HttpStatus.NOT_FOUND, 'CLUB_NOT_FOUND', 'No such club');
    return club;
  }
}

function accountNotFound(): ApiError {
  return new ApiError(HttpStatus.NOT_FOUND, 'ACCOUNT_NOT_FOUND', 'No such account in this club');
}

function notClubMember(): ApiError {
  return new ApiError(
    HttpStatus.FORBIDDEN,
    'NOT_CLUB_MEMBER',
    'You are not a member of this club',
    {
      details: [{ field: 'clubId', code: 'NOT_CLUB_MEMBER', message: 'Not one of your clubs' }],
    },
  );
}
