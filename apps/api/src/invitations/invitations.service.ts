import { HttpStatus, Injectable } from '@nestjs/common';
import type { InvitationCreated, InvitationPreview } from '@marque/contracts';
import { auditAccounts } from '../accounts/account-audit';
import type { OrganiserIdentity } from '../auth/auth.service';
import { Passwords } from '../auth/passwords';
import { UsersRepository, type Organiser } from '../auth/users.repository';
import { ClubsRepository } from '../clubs/clubs.repository';
import { ClubsService } from '../clubs/clubs.service';
import { ApiError } from '../common/api-error';
import { PrismaService } from '../database/prisma.service';
import { RateLimits } from '../rate-limits/rate-limits.service';
import { invitationMail } from './invitation-mail';
import { hashOfToken, INVITATION_DAYS, newInvitationToken } from './invitation-token';
import { InvitationsRepository, type StoredInvitation } from './invitations.repository';
import { Mailer } from './mailer';

/**
 * Invitations: an organiser invites someone by e-mail to open an account (in one of the
 * inviter's clubs, or any club for the administrator); the link works once, for a week.
 */
@Injectable()
export class InvitationsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly invitations: InvitationsRepository,
    private readonly users: UsersRepository,
    private readonly clubs: ClubsRepository,
    private readonly clubsService: ClubsService,
    private readonly limits: RateLimits,
    private readonly mailer: Mailer,
    private readonly passwords: Passwords,
  ) {}

  /**
   * A new invitation. Its link (the web app's `/<locale>/join/<token>` on MARQUE_PUBLIC_URL, else
   * on the inviting page's origin) is answered once and mailed where SMTP is configured; only a
   * hash of its token is kept.
   */
  async invite(
    organiser: OrganiserIdentity,
    request: { email: string; clubId?: string; locale?: 'fr' | 'en' },
    pageOrigin: string | null,
  ): Promise<InvitationCreated> {
    const email = request.email.toLowerCase();
    if (request.clubId) await this.clubsService.assertMayInviteTo(organiser, request.clubId);
    const { token, tokenHash } = newInvitationToken();
    const expiresAt = new Date(Date.now() + INVITATION_DAYS * 24 * 3600 * 1000);
    const { id, club } = await this.prisma.inTransaction(async (tx) => {
      if (await this.users.findByEmail(email, tx)) throw accountExists();
      const clubId = request.clubId ?? null;
      const created = await this.invitations.create(tx, {
        tokenHash,
        email,
        clubId,
        invitedById: organiser.id,
        expiresAt,
      });
      await auditAccounts(tx, {
        action: 'account.invited',
        actor: `organiser:${organiser.displayName}`,
        after: { invitationId: created.id, email, clubId },
      });
      const club = clubId ? await this.clubs.find(clubId, tx) : null;
      return { id: created.id, club: club && { id: club.id, name: club.name } };
    });
    const locale = request.locale ?? 'fr';
    const path = `/${locale}/join/${token}`;
    const base = process.env['MARQUE_PUBLIC_URL']?.trim().replace(/\/+$/, '') || pageOrigin;
    const link = base ? `${base}${path}` : null;
    const mailed =
      link !== null &&
      (await this.mailer.send({
        to: email,
        ...invitationMail(locale, {
          inviter: organiser.displayName,
          club: club?.name ?? null,
          link,
          expiresAt,
        }),
      }));
    return { id, email, club, expiresAt: expiresAt.toISOString(), path, link, mailed };
  }

  /** Whom an invitation is for, before its password is chosen. */
  async preview(token: string, address: string): Promise<InvitationPreview> {
    const invitation = usable(await this.find(token, address));
    return {
      email: invitation.email,
      club: invitation.club,
      invitedBy: invitation.invitedBy,
      expiresAt: invitation.expiresAt.toISOString(),
    };
  }

  /**
   * The invited person's account, with the name and password they chose, in the invitation's
   * club; the invitation is used up in the same transaction (a second try is a 409).
   */
  async accept(
    request: { token: string; displayName: string; password: string },
    address: string,
  ): Promise<Organiser> {
    const invitation = usable(await this.find(request.token, address));
    const passwordHash = await this.passwords.hash(request.password);
    return this.prisma.inTransaction(async (tx) => {
      if (!(await this.invitations.markAccepted(tx, invitation.id, new Date())))
        throw invitationUsed();
      if (await this.users.findByEmail(invitation.email, tx)) throw accountExists();
      const user = await this.users
        .create(tx, { email: invitation.email, displayName: request.displayName, passwordHash })
        .catch((error: unknown) => {
          // Another invitation to the same address, accepted at the same moment.
          throw (error as { code?: string }).code === 'P2002' ? accountExists() : error;
        });
      if (invitation.club) await this.clubs.addMember(tx, invitation.club.id, user.id);
      await auditAccounts(tx, {
        action: 'account.joined',
        actor: `organiser:${user.displayName}`,
        after: {
          invitationId: invitation.id,
          accountId: user.id,
          clubId: invitation.club?.id ?? null,
        },
      });
      return user;
    });
  }

  /** The invitation of a token, counted against the address's budget when there is none (429). */
  private async find(token: string, address: string): Promise<StoredInvitation> {
    const invitation = await this.limits.invitation(address, () =>
      this.invitations.findByTokenHash(hashOfToken(token)),
    );
    if (!invitation)
      throw new ApiError(HttpStatus.NOT_FOUND, 'INVITATION_NOT_FOUND', 'No such invitation');
    return invitation;
  }
}

/** The invitation, unless it was used (409) or has expired (410). */
function usable(invitation: StoredInvitation): StoredInvitation {
  if (invitation.accepted) throw invitationUsed();
  if (invitation.expiresAt.getTime() <= Date.now())
    throw new ApiError(HttpStatus.GONE, 'INVITATION_EXPIRED', 'This invitation has expired');
  return invitation;
}

function invitationUsed(): ApiError {
  return new ApiError(HttpStatus.CONFLICT, 'INVITATION_USED', 'This invitation was already used');
}

function accountExists(): ApiError {
  return new ApiError(HttpStatus.CONFLICT, 'ACCOUNT_EXISTS', 'An account has this e-mail address', {
    details: [{ field: 'email', code: 'ACCOUNT_EXISTS', message: 'An account has this address' }],
  });
}
