import { createHash, randomBytes } from 'node:crypto';

/** How long an invitation can be accepted: a club asks its volunteers a week ahead. */
export const INVITATION_DAYS = 7;

/** A new invitation's token (256 random bits, for the link) and the hash that is kept of it. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOfToken(token) };
}

/** What the database keeps of a token: a leaked table opens no account. */
export function hashOfToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
