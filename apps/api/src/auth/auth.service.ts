import {
  Injectable,
  Logger,
  UnauthorizedException,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import bcrypt from 'bcryptjs';
import type { Request } from 'express';
import { bearerToken } from './access';
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
  ) {}

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
