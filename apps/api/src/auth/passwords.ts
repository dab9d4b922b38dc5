import bcrypt from 'bcryptjs';

export const BCRYPT_ROUNDS = 12;

/** The bounds of a password an organiser chooses (invitation, change): a login takes 1 to 200. */
export const NEW_PASSWORD = { min: 8, max: 200 } as const;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_ROUNDS);
}
