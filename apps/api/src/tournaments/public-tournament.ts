import type { TournamentView } from '@marque/contracts';

/**
 * Whether a tournament is shown where anyone may list it (a player's page across tournaments).
 * Today any tournament is read by whoever has its address, and none is listed publicly; a
 * tournament is announced in its hall when its first round starts, so a draft (registration
 * still open, perhaps a trial) stays off every list. The one place to tighten it (private
 * tournaments, clubs' own).
 */
export function isListedPublicly(tournament: Pick<TournamentView, 'status'>): boolean {
  return tournament.status !== 'draft';
}
