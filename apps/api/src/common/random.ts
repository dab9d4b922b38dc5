import { randomInt } from 'node:crypto';

/** Chance as an injectable input (draws, first dealers, referee codes), replaceable in tests. */
export abstract class RandomSource {
  /** A number in [0, 1). */
  abstract next(): number;
  /** A whole number in [0, max). */
  abstract int(max: number): number;
}

export class CryptoRandomSource extends RandomSource {
  next(): number {
    return randomInt(0, 2 ** 32) / 2 ** 32;
  }

  int(max: number): number {
    return randomInt(0, max);
  }
}

// No 0/O, 1/I/L: a referee reads the code off a card and types it on a phone.
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A referee code: 8 characters of a 31-letter alphabet, about 2^40 possibilities. */
export function refereeCode(random: RandomSource, length = 8): string {
  return Array.from({ length }, () => CODE_ALPHABET[random.int(CODE_ALPHABET.length)]).join('');
}
