import type { Translate } from '../i18n';
import type { RoundAuditEntry, RoundView, TeamPoints, TeamRef, TeamSide } from '../lib/api-types';
import { poolLetter } from '../public-views/pool-letter';

/** A round as the audit stores it before and after a change (the API's `roundView`). */
interface RoundSnapshot {
  number: number;
  bye: TeamRef | null;
  tables: Array<{ number: number; teamA: TeamRef; teamB: TeamRef }>;
}

/** Where a team sits in a round: its table and side, or the bye. */
type Place = { table: number; side: TeamSide } | 'bye';

/**
 * One round-level audit entry in words: a round started, an undone round, two teams swapped (named, with where
 * they sat), a round closed at the bell, or a game ended there with its totals and outcome; the
 * pools drawn or a team moved before round 1; the next round's start announced (at `time`).
 * `rounds` gives table numbers and team names the entry only refers to by id.
 */
export function describeRoundAudit(
  t: Translate,
  entry: RoundAuditEntry,
  rounds: readonly RoundView[],
  time: (iso: string) => string = (iso) => iso.slice(11, 16),
): string {
  switch (entry.action) {
    case 'round.started': {
      const after = (entry.after ?? {}) as { number?: number; tables?: number; seeding?: string };
      const values = { round: after.number ?? '?', tables: after.tables ?? 0 };
      return after.seeding === 'rating'
        ? t('roundAudit.startedByRating', values)
        : t('roundAudit.started', values);
    }
    case 'round.undone': {
      const before = asSnapshot(entry.before);
      return before
        ? t('roundAudit.undone', { round: before.number, tables: before.tables.length })
        : t('roundAudit.undoneUnknown');
    }
    case 'round.teams-swapped':
      return describeSwap(t, asSnapshot(entry.before), asSnapshot(entry.after));
    case 'round.closed': {
      const round = asSnapshot(entry.after)?.number ?? null;
      return round === null ? t('roundAudit.closedUnknown') : t('roundAudit.closed', { round });
    }
    case 'game.closed-at-bell':
      return describeGameAtBell(t, entry, rounds);
    case 'pools.drawn':
      return t('roundAudit.poolsDrawn', {
        pools: Array.isArray(entry.after) ? entry.after.length : 0,
      });
    case 'team.pool-moved':
      return describePoolMove(t, entry);
    case 'round.start-announced': {
      const after = (entry.after ?? {}) as { round?: number; startsAt?: string | null };
      const round = after.round ?? '?';
      return after.startsAt
        ? t('roundAudit.startAnnounced', { round, time: time(after.startsAt) })
        : t('roundAudit.startWithdrawn', { round });
    }
    case 'game.walkover':
    case 'game.extra-deal-at-bell':
      return describeTableChange(t, entry, rounds);
    // A mêlée's players, entered alone.
    case 'player.entered':
    case 'player.withdrawn':
    case 'player.readmitted': {
      const name = ((entry.after ?? {}) as { name?: string }).name ?? '?';
      const key =
        entry.action === 'player.entered'
          ? 'roundAudit.playerEntered'
          : entry.action === 'player.withdrawn'
            ? 'roundAudit.playerWithdrawn'
            : 'roundAudit.playerReadmitted';
      return t(key, { name });
    }
    // The registry's own audit: never in a tournament's.
    case 'person.created':
    case 'person.updated':
    case 'person.merged':
    case 'person.deleted':
    default:
      return entry.action;
  }
}

/** `organiser:Anne Rey` → `Anne Rey`: the person, not the kind of caller. */
export function actorName(actor: string): string {
  return actor.replace(/^organiser:/, '');
}

function describeSwap(t: Translate, before: RoundSnapshot | null, after: RoundSnapshot | null) {
  if (!before || !after) return t('roundAudit.swappedUnknown');
  const was = placesOf(before);
  const now = placesOf(after);
  const moved = [...was.entries()].filter(([id, place]) => !samePlace(place, now.get(id)));
  const [first, second] = moved;
  if (!first || !second) return t('roundAudit.swappedUnknown');
  const names = teamNames(before);
  const placeName = (place: Place | undefined) =>
    place === undefined || place === 'bye'
      ? t('roundAudit.bye')
      : t('roundAudit.table', { number: place.table });
  return t('roundAudit.swapped', {
    round: after.number,
    first: names.get(first[0]) ?? '?',
    firstPlace: placeName(first[1]),
    second: names.get(second[0]) ?? '?',
    secondPlace: placeName(second[1]),
  });
}

function describePoolMove(t: Translate, entry: RoundAuditEntry): string {
  type Move = { team?: TeamRef; pool?: number };
  const before = (entry.before ?? {}) as Move;
  const after = (entry.after ?? {}) as Move;
  return t('roundAudit.poolMoved', {
    team: after.team?.name ?? '?',
    from: poolLetter(before.pool ?? 0),
    to: poolLetter(after.pool ?? 0),
  });
}

function describeGameAtBell(t: Translate, entry: RoundAuditEntry, rounds: readonly RoundView[]) {
  const table = rounds
    .flatMap((round) => round.tables)
    .find((candidate) => candidate.id === entry.tableId);
  const after = (entry.after ?? {}) as { totals?: TeamPoints; winner?: TeamSide | null };
  const winner = after.winner === 'A' ? table?.teamA : after.winner === 'B' ? table?.teamB : null;
  const outcome = after.winner
    ? t('live.wonBy', { team: winner?.name ?? after.winner })
    : t('live.draw');
  return t('roundAudit.gameClosed', {
    table: table?.number ?? '?',
    totalA: after.totals?.A ?? 0,
    totalB: after.totals?.B ?? 0,
    outcome,
  });
}

/** A walkover given when a team withdrew, or a knockout table level at the bell playing on. */
function describeTableChange(t: Translate, entry: RoundAuditEntry, rounds: readonly RoundView[]) {
  const table = rounds
    .flatMap((round) => round.tables)
    .find((candidate) => candidate.id === entry.tableId);
  if (entry.action === 'game.extra-deal-at-bell')
    return t('roundAudit.extraDeal', { table: table?.number ?? '?' });
  const withdrawn = ((entry.after ?? {}) as { withdrawn?: string }).withdrawn;
  const winner = table?.teamA.id === withdrawn ? table?.teamB : table?.teamA;
  return t('roundAudit.walkover', { table: table?.number ?? '?', team: winner?.name ?? '?' });
}

function asSnapshot(value: unknown): RoundSnapshot | null {
  if (!value || typeof value !== 'object') return null;
  const round = value as Partial<RoundSnapshot>;
  if (typeof round.number !== 'number') return null;
  return { number: round.number, bye: round.bye ?? null, tables: round.tables ?? [] };
}

function placesOf(round: RoundSnapshot): Map<string, Place> {
  const places = new Map<string, Place>();
  for (const table of round.tables) {
    places.set(table.teamA.id, { table: table.number, side: 'A' });
    places.set(table.teamB.id, { table: table.number, side: 'B' });
  }
  if (round.bye) places.set(round.bye.id, 'bye');
  return places;
}

function samePlace(one: Place, other: Place | undefined): boolean {
  if (one === 'bye' || other === 'bye' || other === undefined) return one === other;
  return one.table === other.table && one.side === other.side;
}

function teamNames(round: RoundSnapshot): Map<string, string> {
  const names = new Map<string, string>();
  for (const table of round.tables) {
    names.set(table.teamA.id, table.teamA.name);
    names.set(table.teamB.id, table.teamB.name);
  }
  if (round.bye) names.set(round.bye.id, round.bye.name);
  return names;
}
