import { HttpStatus, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import bcrypt from 'bcryptjs';
import type { FastifyRequest } from 'fastify';
import { isUUID } from 'class-validator';
import { ApiError } from '../common/api-error';
import { RateLimits } from '../rate-limits/rate-limits.service';
import { bearerToken } from './access';
import { assertNotCrossSite } from './csrf';
import { sessionToken } from './session-cookie';
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
    private readonly limits: RateLimits,
  ) {}

  /**
   * An organiser acts on the tournaments they created: a route naming another organiser's
   * tournament (`:tournamentId`) or one of its tables (`:tableId`) is a 403, and so is one whose
   * organiser is gone (nobody runs it until an owner is given back: see the README). An id that
   * is not a UUID, or names nothing, is left to the route (400 or 404).
   */
  async assertRuns(
    organiser: OrganiserIdentity,
    params: Partial<Record<string, string | string[]>>,
  ): Promise<void> {
    const owner = await this.ownerNamedBy(params);
    if (owner === undefined || owner.ownerId === organiser.id) return;
    throw owner.ownerId === null
      ? new ApiError(
          HttpStatus.FORBIDDEN,
          'TOURNAMENT_WITHOUT_ORGANISER',
          'This tournament has no organiser any more: an administrator must give it one back',
        )
      : new ApiError(
          HttpStatus.FORBIDDEN,
          'NOT_YOUR_TOURNAMENT',
          'This tournament is run by another organiser',
        );
  }

  async runs(
    organiser: OrganiserIdentity,
    params: Partial<Record<string, string | string[]>>,
  ): Promise<boolean> {
    const owner = await this.ownerNamedBy(params);
    return owner !== undefined && owner.ownerId === organiser.id;
  }

  /** The owner of the tournament the route names; undefined when it names none that exists. */
  private async ownerNamedBy(
    params: Partial<Record<string, string | string[]>>,
  ): Promise<{ ownerId: string | null } | undefined> {
    const [tournamentId, tableId] = [params['tournamentId'], params['tableId']];
    const owner =
      typeof tournamentId === 'string' && isUUID(tournamentId)
        ? await this.ownership.ownerOfTournament(tournamentId)
        : typeof tableId === 'string' && isUUID(tableId)
          ? await this.ownership.ownerOfTable(tableId)
          : null;
    return owner ?? undefined;
  }

  /**
   * Makes sure the organiser named by MARQUE_ADMIN_EMAIL / MARQUE_ADMIN_PASSWORD exists with that
   * password. The password is written (ending that organiser's earlier logins) only when it
   * changed: a restart with the same one keeps everybody logged in.
   */
  async onApplicationBootstrap(): Promise<void> {
    const email = process.env['MARQUE_ADMIN_EMAIL']?.trim();
    const password = process.env['MARQUE_ADMIN_PASSWORD'];
    if (!email || !password) return;
    const existing = await this.users.findByEmail(email);
    if (!existing || !(await bcrypt.compare(password, existing.passwordHash))) {
      await this.users.upsert(email, await bcrypt.hash(password, BCRYPT_ROUNDS));
    }
    this.logger.log(`Organiser account ready: ${email}`);
  }

  /** A token for the organiser, if the password is right and guessing has not been too fast. */
  async login(email: string, password: string, address: string): Promise<{ accessToken: string }> {
    const user = await this.limits.login(email, address, async () => {
      const found = await this.users.findByEmail(email);
      const matches = await bcrypt.compare(password, found?.passwordHash ?? UNKNOWN_USER_HASH);
      return found && matches ? found : null;
    });
    if (!user)
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'WRONG_CREDENTIALS', 'Wrong e-mail or password');
    const claims: LoginClaims = { sub: user.id, email: user.email, pv: user.passwordVersion };
    return { accessToken: await this.jwt.signAsync(claims) };
  }

  /**
   * The organiser a request's login names, from its Bearer token or else its session cookie:
   * null without either, 401 for a token that is forged, expired, without an expiry, of an
   * organiser who no longer exists, or made before that organiser's password changed; 403 for a
   * write signed in by the cookie without the web app's CSRF proof (csrf.ts). With `cookie:
   * false` the cookie is not looked at: a referee's request from a browser where an organiser
   * once signed in stays the referee's.
   */
  async organiserOf(
    request: FastifyRequest,
    { cookie = true }: { cookie?: boolean } = {},
  ): Promise<OrganiserIdentity | null> {
    const bearer = bearerToken(request);
    const token = bearer ?? (cookie ? sessionToken(request) : undefined);
    if (!token) return null;
    if (!bearer) assertNotCrossSite(request);
    const organiser = await this.identityOf(token);
    if (!organiser)
      throw new ApiError(
        HttpStatus.UNAUTHORIZED,
        'LOGIN_EXPIRED',
        'The organiser login is not valid or has expired: log in again',
      );
    return organiser;
  }

  /**
   * The organiser reading a public route that shows them more (the referee codes): as
   * organiserOf, except that a session cookie that is no longer valid is no login at all, so a
   * public page in a browser whose organiser session ended is still served.
   */
  async readerOf(request: FastifyRequest): Promise<OrganiserIdentity | null> {
    if (bearerToken(request)) return this.organiserOf(request);
    const token = sessionToken(request);
    return token ? this.identityOf(token) : null;
  }

  /** The organiser a token names, if it is valid. */
  private async identityOf(token: string): Promise<OrganiserIdentity | null> {
    const claims = await this.verify(token);
    // Outside verify's try: a database that is away is a 503, not a 401.
    const user = claims ? await this.users.findById(claims.sub) : null;
    if (!claims || !user || user.passwordVersion !== claims.pv) return null;
    return { id: user.id, email: user.email };
  }

  private async verify(token: string): Promise<LoginClaims | null> {
    try {
      const payload = await this.jwt.verifyAsync<Partial<LoginClaims> & { exp?: unknown }>(token, {
        algorithms: ['HS256'],
      });
      // jsonwebtoken checks `exp` only when present: a token that never expires is refused here.
      const valid =
        typeof payload.exp === 'number' &&
        typeof payload.sub === 'string' &&
        isUUID(payload.sub) &&
        typeof payload.email === 'string' &&
        Number.isInteger(payload.pv);
      return valid ? (payload as LoginClaims) : null;
    } catch {
      return null;
    }
  }
}

/** What a login token says: who, and the password version it was made with. */
interface LoginClaims {
  sub: string;
  email: string;
  pv: number;
}
