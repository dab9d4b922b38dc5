import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Pool } from 'pg';
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { TooManyAttemptsException } from '../common/too-many-attempts.exception';
import { PrismaService } from '../database/prisma.service';

/**
 * Limits on guessing, kept in PostgreSQL (the `rate_limits` table): every API process counts in
 * the same budgets, so three replicas allow no more guesses than one. A database that cannot be
 * asked refuses the attempt with the 503 every other request gets then, never lets it through
 * uncounted. Each attempt is counted before it is checked (so a burst of parallel tries cannot
 * all get in) and given back unless it was a wrong guess: a right secret never uses an allowance,
 * nor does a check the database could not make.
 *
 * Counting wrong guesses per address protects a secret only as far as addresses are real (see
 * client-address.ts), and a budget that refuses everything also refuses the one person with the
 * right secret: what each budget refuses is chosen so that someone else's guesses cannot lock
 * him out. The README's "Limits and proxies" gives the reasoning.
 *
 * `login`, `refereeCode` and `invitation` return what the secret opens, or null when it is wrong.
 */
@Injectable()
export class RateLimits {
  // A typo or two, not a dictionary: per account and address, which gates that address only.
  private readonly loginByAccountAndAddress: Limiter;
  // Per account from anywhere (addresses can be many): this one gates only the addresses the
  // account has never signed in from, so a guesser on many addresses does not lock its owner out
  // of his own (known for 30 days after a right password).
  private readonly loginByAccount: Limiter;
  private readonly knownLoginAddress: Limiter;
  // A referee code is 8 characters of 31: guessing needs ~10^12 tries. 100 wrong codes in
  // 10 minutes per address is plenty for a hall's mistyping referees, so the neighbour who tries
  // a few dozen does not lock the hall out, and bounds a guesser to 600 an hour. It gates only
  // the phones without a referee's pass (referee-pass.ts): a guesser who spends it cannot lock out
  // a referee who has opened a table once.
  private readonly refereeCodeByAddress: Limiter;
  // A phone with a pass: its own budget, named by the table whose code earned the pass.
  private readonly refereeCodeByPass: Limiter;
  // An invitation's token is 256 random bits: a wrong one is a typo or a guess, and opens no
  // account to name. Counted per address, as a login's per account and address (10 a minute),
  // and 30 in 10 minutes, as a login's per account.
  private readonly invitationByAddress: Limiter;
  private readonly invitationByAddressLong: Limiter;

  constructor(prisma: PrismaService) {
    const pool = prisma.pool;
    this.loginByAccountAndAddress = new Limiter(pool, 'login-account-address', 10, 60);
    this.loginByAccount = new Limiter(pool, 'login-account', 30, 10 * 60);
    this.knownLoginAddress = new Limiter(pool, 'login-known-address', 1, 30 * 24 * 3600);
    this.refereeCodeByAddress = new Limiter(pool, 'referee-code', 100, 10 * 60);
    this.refereeCodeByPass = new Limiter(pool, 'referee-code-pass', 30, 10 * 60);
    this.invitationByAddress = new Limiter(pool, 'invitation-address', 10, 60);
    this.invitationByAddressLong = new Limiter(pool, 'invitation-address-long', 30, 10 * 60);
  }

  /**
   * A password for the account of `email` from `address`. `check` is given `known`: whether the
   * account has signed in from that address in the last 30 days (a query, asked when needed).
   */
  async login<T>(
    email: string,
    address: string,
    check: (known: () => Promise<boolean>) => Promise<T | null>,
  ): Promise<T | null> {
    const account = email.trim().toLowerCase();
    const accountAtAddress = `${account} ${address}`;
    const known = async () => (await this.knownLoginAddress.get(accountAtAddress)) !== null;
    const limits: Limits = [
      { limiter: this.loginByAccountAndAddress, key: accountAtAddress },
      { limiter: this.loginByAccount, key: account, unlessExempt: known },
    ];
    const result = await counted(limits, () => check(known));
    if (result !== null) await this.knownLoginAddress.fill(accountAtAddress);
    return result;
  }

  /**
   * A referee code from `address`, on a phone whose pass was earned by the code of `passTable`
   * (null: no valid pass). The pass's budget replaces the address's.
   */
  refereeCode<T>(
    address: string,
    passTable: string | null,
    check: () => Promise<T | null>,
  ): Promise<T | null> {
    const limit =
      passTable === null
        ? { limiter: this.refereeCodeByAddress, key: address }
        : { limiter: this.refereeCodeByPass, key: passTable };
    return counted([limit], check);
  }

  /** An invitation's token from `address` (looked at, or accepted). */
  invitation<T>(address: string, check: () => Promise<T | null>): Promise<T | null> {
    return counted(
      [
        { limiter: this.invitationByAddress, key: address },
        { limiter: this.invitationByAddressLong, key: address },
      ],
      check,
    );
  }
}

/**
 * One budget an attempt is counted in. `unlessExempt`, asked only once the budget is spent,
 * lets the attempt through anyway (still counted) when it says so.
 */
interface Limit {
  limiter: Limiter;
  key: string;
  unlessExempt?: () => Promise<boolean>;
}

type Limits = Limit[];

/**
 * A budget kept in the `rate_limits` table. Keys are hashed: an e-mail address has no length
 * limit, the table's key has one.
 */
class Limiter {
  private readonly store: RateLimiterPostgres;

  constructor(pool: Pool, keyPrefix: string, points: number, duration: number) {
    this.store = new RateLimiterPostgres({
      storeClient: pool,
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      keyPrefix,
      points,
      duration,
    });
  }

  consume(key: string): Promise<RateLimiterRes> {
    return this.store.consume(hashed(key));
  }

  reward(key: string): Promise<RateLimiterRes> {
    return this.store.reward(hashed(key));
  }

  get(key: string): Promise<RateLimiterRes | null> {
    return this.store.get(hashed(key));
  }

  /** Sets the key's points to the full budget, for the budget's duration from now. */
  fill(key: string): Promise<RateLimiterRes> {
    return this.store.set(hashed(key), this.store.points, this.store.duration);
  }
}

function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/**
 * Checks the secret once counted. A right secret's point is given back without waiting: a
 * referee's every deal carries its code, and the answer need not wait for a second write to the
 * table of limits. Should that write fail (the database just went away), the point stays counted
 * until its window ends: one attempt.
 */
async function counted<T>(limits: Limits, check: () => Promise<T | null>): Promise<T | null> {
  const taken = await take(limits);
  let result: T | null;
  try {
    result = await check();
  } catch (error) {
    // A check the database could not make is not a guess.
    giveBackLater(taken);
    throw error;
  }
  if (result !== null) giveBackLater(taken);
  return result;
}

function giveBackLater(taken: Limits): void {
  giveBack(taken).catch(() => undefined);
}

/**
 * Takes one point of each budget, or none (429) when one of them has none left and the attempt
 * is not exempt from it. A refused `consume` still counts its point: it is given back too, since
 * that attempt was never checked. Otherwise a burst of right codes from one address (a hall's
 * referees at the start of a round) would leave the count past the limit, and every right code
 * refused until the window ends.
 */
async function take(limits: Limits): Promise<Limits> {
  const taken: Limits = [];
  try {
    for (const limit of limits) {
      taken.push(limit);
      try {
        await limit.limiter.consume(limit.key);
      } catch (refused) {
        if (!(refused instanceof RateLimiterRes) || !(await limit.unlessExempt?.())) throw refused;
      }
    }
  } catch (refused) {
    await giveBack(taken);
    if (!(refused instanceof RateLimiterRes)) throw refused;
    throw new TooManyAttemptsException(Math.max(1, Math.ceil(refused.msBeforeNext / 1000)));
  }
  return taken;
}

async function giveBack(taken: Limits): Promise<void> {
  await Promise.all(taken.map(({ limiter, key }) => limiter.reward(key)));
}
