import type { RoundAuditEntry } from '../lib/api-types';

/** One line of the round history: an entry alone, or a run of entries of the same kind. */
export type AuditLine =
  | { kind: 'one'; entry: RoundAuditEntry }
  | { kind: 'group'; action: string; actor: string; entries: RoundAuditEntry[] };

/** Actions that come by the hundred at once (the bell closes every unfinished game). */
const GROUPED = new Set(['game.closed-at-bell']);

/**
 * The history's lines, in the entries' order: consecutive entries of a grouped action by one
 * actor become one line ("412 parties arrêtées à la cloche"), unfolded on demand; a run of one
 * stays a line of its own.
 */
export function groupRoundAudit(entries: readonly RoundAuditEntry[]): AuditLine[] {
  const lines: AuditLine[] = [];
  for (const entry of entries) {
    const last = lines[lines.length - 1];
    if (
      GROUPED.has(entry.action) &&
      last?.kind === 'group' &&
      last.action === entry.action &&
      last.actor === entry.actor
    ) {
      last.entries.push(entry);
    } else if (
      GROUPED.has(entry.action) &&
      last?.kind === 'one' &&
      last.entry.action === entry.action &&
      last.entry.actor === entry.actor
    ) {
      lines[lines.length - 1] = {
        kind: 'group',
        action: entry.action,
        actor: entry.actor,
        entries: [last.entry, entry],
      };
    } else {
      lines.push({ kind: 'one', entry });
    }
  }
  return lines;
}
