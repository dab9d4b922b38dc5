import type { AuditEntry } from '@marque/contracts';
import type { AuditEntry as AuditEntryRow } from '../generated/prisma/client';

/** An `audit_entries` row as the API shows it (a table's or a tournament's rounds' audit). */
export function toAuditEntry(row: AuditEntryRow): AuditEntry {
  return {
    id: row.id,
    // Written only by the API, with one of the contract's actions.
    action: row.action as AuditEntry['action'],
    actor: row.actor,
    tournamentId: row.tournamentId,
    tableId: row.tableId,
    dealNumber: row.dealNumber,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}
