import { Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyAttemptsException } from '../common/too-many-attempts.exception';

/**
 * Limits on guessing, in this process's memory. Each attempt is counted before it is checked (so
 * a burst of parallel tries cannot all get in) and given back unless it was a wrong guess: a
 * referee or an organiser who gets it right never uses the allowance, however many share one
 * address (a club's wifi behind one public address), nor does a check the database could not
 * make; a guesser is stopped (429 with Retry-After) whatever he tries.
 *
 * `check` returns what the secret opens, or null when it is wrong.
 */
@Injectable()
export class RateLimits {
  // A typo or two, not a dictionary: per account and address, then per account from anywhere
  // (an address is only what proxies say it is: this one does not depend on them).
  private readonly loginByAccountAndAddress = limiter('login-account-address', 10, 60);
  private readonly loginByAccount = limiter('login-account', 30, 10 * 60);
  // A referee code is 8 characters of 31: guessing needs ~10^12 tries; 30 a minute is plenty
  // for mistyping ones, and the same allowance covers the code look-up and every sheet write.
  private readonly refereeCodeByAddress = limiter('referee-code', 30, 60);

  login<T>(email: string, address: string, check: () => Promise<T | null>): Promise<T | null> {
    const account = email.trim().toLowerCase();
    const limits: Limits = [
      [this.loginByAccountAndAddress, `${account} ${address}`],
      [this.loginByAccount, account],
    ];
    return counted(limits, check);
  }

  refereeCode<T>(address: string, check: () => Promise<T | null>): Promise<T | null> {
    return counted([[this.refereeCodeByAddress, address]], check);
  }
}

function limiter(keyPrefix: string, points: number, durationSeconds: number): RateLimiterMemory {
  return new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds });
}

type Limits = Array<[RateLimiterMemory, string]>;

async function counted<T>(limits: Limits, check: () => Promise<T | null>): Promise<T | null> {
  const taken = await take(limits);
  try {
    const result = await check();
    if (result !== null) await giveBack(taken);
    return result;
  } catch (error) {
    await giveBack(taken);
    throw error;
  }
}

/**
 * Takes one point of each limiter, or none (429) when one of them has none left. A refused
 * `consume` still counts its point: it is given back too, since that attempt was never checked.
 * Otherwise a burst of right codes from one address (a hall's referees at the start of a round)
 * would leave the count past the limit, and every right code refused until the window ends.
 */
async function take(limits: Limits): Promise<Limits> {
  const taken: Limits = [];
  try {
    for (const [limit, key] of limits) {
      taken.push([limit, key]);
      await limit.consume(key);
    }
  } catch (refused) {
    await giveBack(taken);
    if (!(refused instanceof RateLimiterRes)) throw refused;
    throw new TooManyAttemptsException(Math.max(1, Math.ceil(refused.msBeforeNext / 1000)));
  }
  return taken;
}

async function giveBack(taken: Limits): Promise<void> {
  await Promise.all(taken.map(([limit, key]) => limit.reward(key)));
}
