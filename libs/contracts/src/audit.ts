/** An entry of `GET /api/tables/:id/audit` or `GET /api/tournaments/:id/rounds/audit`, newest first. */
export interface AuditEntry {
  id: string;
  action:
    | 'deal.recorded'
    | 'deal.corrected'
    | 'deal.deleted'
    | 'sheet.signed'
    | 'sheet.disputed'
    | 'sheet.dispute-resolved'
    | 'sheet.signatures-cleared'
    | 'round.started'
    | 'round.undone'
    | 'round.teams-swapped'
    | 'round.closed'
    | 'round.start-announced'
    | 'pools.drawn'
    | 'team.pool-moved'
    | 'game.closed-at-bell'
    | 'game.extra-deal-at-bell'
    | 'game.walkover'
    | 'person.created'
    | 'person.updated'
    | 'person.merged'
    | 'person.deleted'
    | 'player.entered'
    | 'player.withdrawn'
    | 'player.readmitted';
  /** `organiser:<display name>` (before accounts: `organiser:<e-mail>`) or `referee:table:<id>`. */
  actor: string;
  /** Null for a change to the player registry. */
  tournamentId: string | null;
  /** Null for a change to a round or to the registry. */
  tableId: string | null;
  dealNumber: number | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

/** What the audit keeps of accounts and clubs (entries of no tournament and no table). */
export type AccountAuditAction =
  | 'account.invited'
  | 'account.joined'
  | 'account.disabled'
  | 'account.enabled'
  | 'club.created'
  | 'club.member-added'
  | 'club.member-removed';

/** What the audit keeps of a club's seasons (entries of no tournament and no table). */
export type SeriesAuditAction =
  | 'series.created'
  | 'series.updated'
  | 'series.tournament-added'
  | 'series.tournament-removed'
  | 'series.club-invited'
  | 'series.invitation-accepted'
  | 'series.invitation-declined'
  | 'series.invitation-withdrawn'
  | 'series.club-removed';
