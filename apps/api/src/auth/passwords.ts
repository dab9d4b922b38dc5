import { availableParallelism } from 'node:os';
import { HttpStatus, Injectable } from '@nestjs/common';
import bcrypt from 'bcrypt';
import { ApiError } from '../common/api-error';
import { BoundedWork } from '../common/bounded-work';

export const BCRYPT_ROUNDS = 12;

/** The bounds of a password an organiser chooses (invitation, change): a login takes 1 to 200. */
export const NEW_PASSWORD = { min: 8, max: 200 } as const;

/**
 * bcrypts at once: one core always left to the event loop (the referees' deals), and never
 * more than two, which leaves libuv's other threads to files and DNS.
 */
export const PASSWORD_CHECKS_AT_ONCE = Math.max(1, Math.min(2, availableParallelism() - 1));
/** bcrypts waiting their turn: a second or two at most, past which the answer is a 503. */
export const PASSWORD_CHECKS_WAITING = 4;
const RETRY_AFTER_SECONDS = 2;

/**
 * Passwords hashed and checked with bcrypt at cost 12 (some 0.3 s of CPU each), by the native
 * `bcrypt` package on libuv's thread pool: the event loop never runs one, so a flood of logins
 * does not hold up the referees' deals. Its hashes are bcryptjs's ($2a$, $2b$): those stored
 * before are checked as they are.
 *
 * Every hash and check waits its turn in one bounded line (PASSWORD_CHECKS_AT_ONCE running,
 * PASSWORD_CHECKS_WAITING waiting), past which it is a 503 PASSWORD_CHECKS_BUSY with
 * Retry-After: someone cycling e-mails and addresses, whom the rate limits cannot count, gets
 * no more than those threads. A login from an address its account has signed in from (in the
 * last 30 days) that finds the line full waits in a second one, as short, served first: the
 * flood cannot refuse the organiser at his home or club, who waits at most that line.
 */
@Injectable()
export class Passwords {
  private readonly line = new BoundedWork(PASSWORD_CHECKS_AT_ONCE, PASSWORD_CHECKS_WAITING, busy);
  // Compared against when the e-mail is unknown, so both cases cost the same. Made once, off the
  // event loop, while the API starts.
  private readonly unknownUserHash = bcrypt.hash('unknown organiser', BCRYPT_ROUNDS);

  hash(password: string): Promise<string> {
    return this.line.run(() => bcrypt.hash(password, BCRYPT_ROUNDS));
  }

  /**
   * Whether `password` is the one of `hash`; without a hash (an unknown e-mail), never, at the
   * same cost. `fromKnownAddress`, asked only when the line is full, lets the check jump it.
   */
  async matches(
    password: string,
    hash: string | undefined,
    fromKnownAddress?: () => Promise<boolean>,
  ): Promise<boolean> {
    const against = hash ?? (await this.unknownUserHash);
    return this.line.run(() => bcrypt.compare(password, against), fromKnownAddress);
  }
}

function busy(): ApiError {
  return new ApiError(
    HttpStatus.SERVICE_UNAVAILABLE,
    'PASSWORD_CHECKS_BUSY',
    `Too many passwords being checked: try again in ${RETRY_AFTER_SECONDS} s`,
    { params: { seconds: RETRY_AFTER_SECONDS }, retryAfterSeconds: RETRY_AFTER_SECONDS },
  );
}
