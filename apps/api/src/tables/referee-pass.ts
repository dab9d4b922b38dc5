import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUUID } from 'class-validator';
import { REFEREE_PASS_COOKIE } from '@marque/contracts';
import { apiCookie, cookieValue } from '../http/cookies';

/**
 * A referee's pass: what a phone is given the first time it shows a right referee code, kept in a
 * cookie no script reads. Referee codes are short enough to be typed, so wrong ones are limited;
 * and since the phones of a hall often share one address (the venue's wifi), a limit per address
 * alone would let a guesser on that wifi lock every referee out. A phone with a pass has a budget
 * of wrong codes of its own (RateLimits.refereeCode): the address's budget, which a guesser can
 * spend, only gates phones that have never opened a table. A pass cannot be guessed (an HMAC with
 * MARQUE_JWT_SECRET, the secret of the organiser logins, so every replica accepts it) and opens
 * nothing by itself: every request still needs its table's code.
 */
export { REFEREE_PASS_COOKIE };

/** A tournament day and the evening after: the next event starts with a right code again. */
export const REFEREE_PASS_SECONDS = 24 * 60 * 60;

/** `rp1.<table id>.<expiry, Unix seconds>.<HMAC-SHA256 of what comes before, base64url>` */
const PASS = /^(rp1\.([0-9a-f-]{36})\.(\d{10}))\.([A-Za-z0-9_-]{43})$/;

@Injectable()
export class RefereePasses {
  // Without MARQUE_JWT_SECRET, passes last until the API restarts, as logins do; a phone then
  // earns a new one with its next right code.
  private readonly secret = process.env['MARQUE_JWT_SECRET'] || randomBytes(32).toString('hex');

  /**
   * The table whose right code earned the request's pass, or null without a valid pass. The
   * table names the pass's budget: a referee who shows his code again gets the same budget, not
   * a fresh one.
   */
  tableOf(request: FastifyRequest): string | null {
    const match = PASS.exec(cookieValue(request, REFEREE_PASS_COOKIE) ?? '');
    if (!match) return null;
    const [, signed, tableId, expiry, signature] = match as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    const expected = Buffer.from(this.sign(signed));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    if (Number(expiry) * 1000 <= Date.now() || !isUUID(tableId)) return null;
    return tableId;
  }

  /** Gives the phone a pass earned by the right code of `tableId` (a cookie on the answer). */
  give(reply: FastifyReply, request: FastifyRequest, tableId: string): void {
    const expiry = Math.floor(Date.now() / 1000) + REFEREE_PASS_SECONDS;
    const signed = `rp1.${tableId}.${expiry}`;
    const pass = `${signed}.${this.sign(signed)}`;
    void reply.header(
      'set-cookie',
      apiCookie(REFEREE_PASS_COOKIE, pass, REFEREE_PASS_SECONDS, request),
    );
  }

  private sign(text: string): string {
    return createHmac('sha256', this.secret).update(text).digest('base64url');
  }
}
