import {
  ForbiddenException,
  Injectable,
  Logger,
  UnauthorizedException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import bcrypt from 'bcryptjs';
import type { Request } from 'express';
import { isUUID } from 'class-validator';
import { bearerToken } from './access';
import { OwnershipRepository } from './ownership.repository';
import { UsersRepository } from './users.repository';

export interface OrganiserIdentity {
  id: string;
  email: string;
}

const BCRYPT_ROUNDS = 12;
// Compared against when the e-mail is unknown, so both cases take the same time.
const UNKNOWN_USER_HASH = bcrypt.hashSync('unknown organiser', BCRYPT_ROUNDS);

@Injectable()
export class AuthService implements OnApplicationBootstrap {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly jwt: JwtService,
    private readonly ownership: OwnershipRepository,
  ) {}

  /**
   * An organiser acts on the tournaments they created: a route naming another organiser's
   * tournament (`:tournamentId`) or one of its tables (`:tableId`) is a 403. An id that is not a
   * UUID, or names nothing, is left to the route (400 or 404).
   */
  async assertRuns(
    organiser: OrganiserIdentity,
    params: Partial<Record<string, string | string[]>>,
  ): Promise<void> {
    if (!(await this.runs(organiser, params)))
      throw new ForbiddenException('This tournament is run by another organiser');
  }

  async runs(
    organiser: OrganiserIdentity,
    params: Partial<Record<string, string | string[]>>,
  ): Promise<boolean> {
    const [tournamentId, tableId] = [params['tournamentId'], params['tableId']];
    const owner =
      typeof tournamentId === 'string' && isUUID(tournamentId)
        ? await this.ownership.ownerOfTournament(tournamentId)
        : typeof tableId === 'string' && isUUID(tableId)
          ? await this.ownership.ownerOfTable(tableId)
          : null;
    return !owner?.ownerId || owner.ownerId === organiser.id;
  }

  /** Makes sure the organiser named by MARQUE_ADMIN_EMAIL / MARQUE_ADMIN_PASSWORD exists. */
  async onApplicationBootstrap(): Promise<void> {
    const email = process.env['MARQUE_ADMIN_EMAIL']?.trim();
    const password = process.env['MARQUE_ADMIN_PASSWORD'];
    if (!email || !password) return;
    await this.users.upsert(email, await bcrypt.hash(password, BCRYPT_ROUNDS));
    this.logger.log(`Organiser account ready: ${email}`);
  }

  async login(email: string, password: string): Promise<{ accessToken: string }> {
    const user = await this.users.findByEmail(email);
    const matches = await bcrypt.compare(password, user?.passwordHash ?? UNKNOWN_USER_HASH);
    if (!user || !matches) throw new UnauthorizedException('Wrong e-mail or password');
    return { accessToken: await this.jwt.signAsync({ sub: user.id, email: user.email }) };
  }

  /** The organiser a request's Bearer token names: null without a token, 401 for a bad one. */
  async organiserOf(request: Request): Promise<OrganiserIdentity | null> {
    const token = bearerToken(request);
    if (!token) return null;
    const organiser = await this.verify(token);
    if (!organiser)
      throw new UnauthorizedException(
        'The organiser login is not valid or has expired: log in again',
      );
    return organiser;
  }

  private async verify(token: string): Promise<OrganiserIdentity | null> {
    try {
      const payload = await this.jwt.verifyAsync<{ sub: string; email: string }>(token);
      return { id: payload.sub, email: payload.email };
    } catch {
      return null;
    }
  }
}
