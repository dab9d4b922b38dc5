import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUUID } from 'class-validator';
import { cookieValue } from '../http/cookies';

/**
 * A referee's pass: what a phone is given the first time it shows a right referee code, kept in a
 * cookie no script reads. Referee codes are short enough to be typed, so wrong ones are limited;
 * and since the phones of a hall often share one address (the venue's wifi), a limit per address
 * alone would let a guesser on that wifi lock every referee out. A phone with a pass has a budget
 * of wrong codes of its own (RateLimits.refereeCode): the address's budget, which a guesser can
 * spend, only gates phones that have never opened a table. A pass cannot be guessed (signed like
 * the organiser logins, with MARQUE_JWT_SECRET) and opens nothing by itself: every request still
 * needs its table's code.
 */
export const REFEREE_PASS_COOKIE = 'marque_referee_pass';

/** A tournament day and the evening after: the next event starts with a right code again. */
export const REFEREE_PASS_SECONDS = 24 * 60 * 60;

const PASS_TYPE = 'referee-pass';

@Injectable()
export class RefereePasses {
  constructor(private readonly jwt: JwtService) {}

  /**
   * The table whose right code earned the request's pass, or null without a valid pass. The
   * table names the pass's budget: a referee who shows his code again gets the same budget, not
   * a fresh one.
   */
  async tableOf(request: FastifyRequest): Promise<string | null> {
    const token = cookieValue(request, REFEREE_PASS_COOKIE);
    if (!token) return null;
    try {
      const claims = await this.jwt.verifyAsync<{ typ?: unknown; tbl?: unknown; exp?: unknown }>(
        token,
        { algorithms: ['HS256'] },
      );
      const valid =
        claims.typ === PASS_TYPE &&
        typeof claims.exp === 'number' &&
        typeof claims.tbl === 'string' &&
        isUUID(claims.tbl);
      return valid ? (claims.tbl as string) : null;
    } catch {
      return null;
    }
  }

  /** Gives the phone a pass earned by the right code of `tableId` (a cookie on the answer). */
  give(reply: FastifyReply, request: FastifyRequest, tableId: string): void {
    const token = this.jwt.sign(
      { typ: PASS_TYPE, tbl: tableId },
      { expiresIn: REFEREE_PASS_SECONDS, algorithm: 'HS256' },
    );
    // As the organiser's session cookie (session-cookie.ts): the API's routes only, no script,
    // no other site, Secure over HTTPS.
    const secure = request.protocol === 'https' ? '; Secure' : '';
    void reply.header(
      'set-cookie',
      `${REFEREE_PASS_COOKIE}=${token}; Path=/api; Max-Age=${REFEREE_PASS_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
    );
  }
}
