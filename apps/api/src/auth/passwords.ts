import { Injectable } from '@nestjs/common';
import bcrypt from 'bcrypt';

export const BCRYPT_ROUNDS = 12;

/** The bounds of a password an organiser chooses (invitation, change): a login takes 1 to 200. */
export const NEW_PASSWORD = { min: 8, max: 200 } as const;

/**
 * Passwords hashed and checked with bcrypt at cost 12 (some 0.3 s of CPU each), by the native
 * `bcrypt` package on libuv's thread pool: the event loop never runs one, so a flood of logins
 * does not hold up the referees' deals. Its hashes are bcryptjs's ($2a$, $2b$): those stored
 * before are checked as they are.
 */
@Injectable()
export class Passwords {
  // Compared against when the e-mail is unknown, so both cases cost the same. Made once, off the
  // event loop, while the API starts.
  private readonly unknownUserHash = bcrypt.hash('unknown organiser', BCRYPT_ROUNDS);

  hash(password: string): Promise<string> {
    return bcrypt.hash(password, BCRYPT_ROUNDS);
  }

  /** Whether `password` is the one of `hash`; without a hash (an unknown e-mail), never, at the same cost. */
  async matches(password: string, hash: string | undefined): Promise<boolean> {
    const against = hash ?? (await this.unknownUserHash);
    return bcrypt.compare(password, against);
  }
}
