import { HttpStatus, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { isUUID } from 'class-validator';
import { ApiError } from '../common/api-error';
import { RateLimits } from '../rate-limits/rate-limits.service';
import { bearerToken } from './access';
import { assertNotCrossSite } from './csrf';
import { Passwords } from './passwords';
import { sessionToken } from './session-cookie';
import { UsersRepository, type Organiser } from './users.repository';

export interface OrganiserIdentity {
  id: string;
  email: string;
  displayName: string;
  administrator: boolean;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly jwt: JwtService,
    private readonly limits: RateLimits,
    private readonly passwords: Passwords,
  ) {}

  /**
   * A token for the organiser, if the password is right and guessing has not been too fast; a
   * disabled account's right password is a 403 `ACCOUNT_DISABLED`.
   */
  async login(email: string, password: string, address: string): Promise<{ accessToken: string }> {
    const user = await this.limits.login(email, address, (known) =>
      this.withPassword(email, password, known),
    );
    if (!user)
      throw new ApiError(HttpStatus.UNAUTHORIZED, 'WRONG_CREDENTIALS', 'Wrong e-mail or password');
    if (user.disabled) throw accountDisabled(HttpStatus.FORBIDDEN);
    return { accessToken: await this.tokenFor(user) };
  }

  /**
   * A new password, once the current one is given again (counted like a login's: a stolen session
   * cannot guess it faster). Every other login of the account ends; the token returned is this
   * session's new one.
   */
  async changePassword(
    organiser: OrganiserIdentity,
    change: { currentPassword: string; newPassword: string },
    address: string,
  ): Promise<{ accessToken: string }> {
    const user = await this.limits.login(organiser.email, address, (known) =>
      this.withPassword(organiser.email, change.currentPassword, known),
    );
    if (!user)
      throw new ApiError(HttpStatus.FORBIDDEN, 'WRONG_PASSWORD', 'The current password is wrong', {
        details: [
          {
            field: 'currentPassword',
            code: 'WRONG_PASSWORD',
            message: 'The current password is wrong',
          },
        ],
      });
    const passwordVersion = await this.users.setPassword(
      user.id,
      await this.passwords.hash(change.newPassword),
    );
    return { accessToken: await this.tokenFor({ ...user, passwordVersion }) };
  }

  /** A login token for the organiser: it lasts until it expires or their password changes. */
  tokenFor(user: Pick<Organiser, 'id' | 'email' | 'passwordVersion'>): Promise<string> {
    const claims: LoginClaims = { sub: user.id, email: user.email, pv: user.passwordVersion };
    return this.jwt.signAsync(claims);
  }

  /**
   * The organiser a request's login names, from its Bearer token or else its session cookie:
   * null without either, 401 for a token that is forged, expired, without an expiry, of an
   * organiser who no longer exists or is disabled (checked at every request), or made before that
   * organiser's password changed; 403 for a write signed in by the cookie without the web app's
   * CSRF proof (csrf.ts). With `cookie: false` the cookie is not looked at: a referee's request
   * from a browser where an organiser once signed in stays the referee's.
   */
  async organiserOf(
    request: FastifyRequest,
    { cookie = true }: { cookie?: boolean } = {},
  ): Promise<OrganiserIdentity | null> {
    const bearer = bearerToken(request);
    const token = bearer ?? (cookie ? sessionToken(request) : undefined);
    if (!token) return null;
    if (!bearer) assertNotCrossSite(request);
    const user = await this.userOf(token);
    if (user?.disabled) throw accountDisabled(HttpStatus.UNAUTHORIZED);
    if (!user)
      throw new ApiError(
        HttpStatus.UNAUTHORIZED,
        'LOGIN_EXPIRED',
        'The organiser login is not valid or has expired: log in again',
      );
    return identityOf(user);
  }

  /**
   * The organiser reading a public route that shows them more (the referee codes): as
   * organiserOf, except that a session cookie that is no longer valid is no login at all, so a
   * public page in a browser whose organiser session ended is still served.
   */
  async readerOf(request: FastifyRequest): Promise<OrganiserIdentity | null> {
    if (bearerToken(request)) return this.organiserOf(request);
    const token = sessionToken(request);
    const user = token ? await this.userOf(token) : null;
    return user && !user.disabled ? identityOf(user) : null;
  }

  /**
   * The organiser of that e-mail address if the password is theirs. `fromKnownAddress`: whether
   * the account has signed in from this address lately (its check may jump a full line).
   */
  private async withPassword(
    email: string,
    password: string,
    fromKnownAddress: () => Promise<boolean>,
  ): Promise<Organiser | null> {
    const found = await this.users.findByEmail(email);
    const matches = await this.passwords.matches(password, found?.passwordHash, fromKnownAddress);
    return found && matches ? found : null;
  }

  /**
   * The organiser a token names, if it is valid, or if it was theirs and they are disabled now
   * (disabling moves the password version too, so that enabling again brings back no old login).
   */
  private async userOf(token: string): Promise<Organiser | null> {
    const claims = await this.verify(token);
    // Outside verify's try: a database that is away is a 503, not a 401.
    const user = claims ? await this.users.findById(claims.sub) : null;
    if (!claims || !user) return null;
    return user.disabled || user.passwordVersion === claims.pv ? user : null;
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

function identityOf(user: Organiser): OrganiserIdentity {
  const { id, email, displayName, administrator } = user;
  return { id, email, displayName, administrator };
}

function accountDisabled(status: HttpStatus): ApiError {
  return new ApiError(status, 'ACCOUNT_DISABLED', 'This organiser account is disabled');
}

/** What a login token says: who, and the password version it was made with. */
interface LoginClaims {
  sub: string;
  email: string;
  pv: number;
}
