import type { Translate } from '../i18n';
import type { Contract, TableView, TeamPoints, TeamSide } from '../lib/api-types';
import { formatNumber } from '../lib/format';
import { playerAt, teamName } from '../lib/seats';
import { contractLabel, type DescribedTable } from '../deal-entry/describe-deal';

/**
 * The name of an entry of a table's audit trail, in the organiser's language: a deal recorded,
 * corrected or deleted, the game stopped at the bell; the signatures' own (`sheet.*`) are told by
 * `confirmationAuditAction`. Null for an action it does not know.
 */
export function tableAuditAction(t: Translate, action: string): string | null {
  switch (action) {
    case 'deal.recorded':
      return t('audit.recorded');
    case 'deal.corrected':
      return t('audit.corrected');
    case 'deal.deleted':
      return t('audit.deleted');
    case 'game.closed-at-bell':
      return t('audit.closedAtBell');
    case 'game.walkover':
      return t('audit.walkover');
    case 'game.extra-deal-at-bell':
      return t('audit.extraDeal');
    default:
      return null;
  }
}

/** The game stopped at the bell: the totals it stopped at and who won it (or a draw). */
export function describeClosedAtBell(
  t: Translate,
  locale: string,
  table: Pick<TableView, 'teamA' | 'teamB'>,
  after: unknown,
): string {
  const stopped = (after ?? {}) as { totals?: TeamPoints; winner?: TeamSide | null };
  const totals = stopped.totals ?? { A: 0, B: 0 };
  const outcome = stopped.winner
    ? t('live.wonBy', { team: teamName(table, stopped.winner) })
    : t('live.draw');
  return t('audit.closedAtBellFacts', {
    a: table.teamA.name,
    totalA: formatNumber(locale, totals.A),
    b: table.teamB.name,
    totalB: formatNumber(locale, totals.B),
    outcome,
  });
}

/** What an audit entry stored of a deal: a `SheetDeal`, read field by field (it may be older). */
type StoredDeal = Record<string, unknown>;

/** One line of a correction: "points Les As 100 → 110". */
export interface DealChange {
  what: string;
  before: string;
  after: string;
}

/**
 * What a correction changed, fact by fact, in words the organiser reads: the contract, the
 * declarer, the doubling, each team's card points, belote, all tricks, the claim, the dealer, then
 * what the server computed from them (marks and totals). Facts left as they were are not listed.
 */
export function describeDealChanges(
  t: Translate,
  locale: string,
  table: DescribedTable & Pick<TableView, 'teamA' | 'teamB'>,
  before: object,
  after: object,
): DealChange[] {
  const number = (value: number | undefined) =>
    value === undefined ? '—' : formatNumber(locale, value);
  const none = t('audit.none');
  const team = (side: unknown) => (side === 'A' || side === 'B' ? teamName(table, side) : none);
  const facts: Array<[string, (deal: StoredDeal) => string]> = [
    [t('audit.field.dealer'), (deal) => seat(deal['dealer'])],
    [t('audit.field.passedOut'), (deal) => (deal['passedOut'] ? t('audit.yes') : t('audit.no'))],
    [t('audit.field.contract'), (deal) => contract(deal)],
    [
      t('audit.field.declarer'),
      (deal) => (hasContract(deal) ? seat(deal.contract.declarer) : none),
    ],
    [t('audit.field.doubling'), (deal) => doubling(deal['doubling'])],
    ...(['A', 'B'] as const).map((side): [string, (deal: StoredDeal) => string] => [
      t('audit.field.points', { team: teamName(table, side) }),
      (deal) => number(cardPoints(deal)?.[side]),
    ]),
    [t('audit.field.belote'), (deal) => team(deal['belote'])],
    [t('audit.field.revoke'), (deal) => team(deal['revoke'])],
    [t('audit.field.allTricks'), (deal) => allTricks(deal['allTricks'])],
    [
      t('audit.field.claim'),
      (deal) => team((deal['claim'] as { team?: unknown } | undefined)?.team),
    ],
    ...(['A', 'B'] as const).map((side): [string, (deal: StoredDeal) => string] => [
      t('audit.field.marks', { team: teamName(table, side) }),
      (deal) => number((deal['marks'] as { A: number; B: number } | undefined)?.[side]),
    ]),
  ];
  return facts
    .map(([what, read]) => ({
      what,
      before: read(before as StoredDeal),
      after: read(after as StoredDeal),
    }))
    .filter((change) => change.before !== change.after);

  function seat(value: unknown): string {
    return typeof value === 'number' && value >= 0 && value <= 3
      ? playerAt(table, value as 0 | 1 | 2 | 3)
      : none;
  }
  function contract(deal: StoredDeal): string {
    if (!hasContract(deal)) return none;
    return contractLabel(t, table, deal.contract.value, deal.contract.suit);
  }
  function doubling(value: unknown): string {
    if (value === 'coinche') return t('doubling.coinche');
    if (value === 'surcoinche') return t('doubling.surcoinche');
    return t('doubling.none');
  }
  function allTricks(value: unknown): string {
    if (!value || typeof value !== 'object') return none;
    const { team: side, seat: alone } = value as { team?: unknown; seat?: unknown };
    return alone === undefined
      ? t('deal.allTricksTeam', { team: team(side) })
      : t('deal.allTricksAlone', { player: seat(alone) });
  }
}

function hasContract(deal: StoredDeal): deal is StoredDeal & { contract: Contract } {
  const contract = deal['contract'] as { value?: unknown; suit?: unknown } | undefined;
  return !!contract && contract.value !== undefined && typeof contract.suit === 'string';
}

/** Card points as recorded, or those counted when "nous avons gagné" was claimed. */
function cardPoints(deal: StoredDeal): { A: number; B: number } | undefined {
  const points = deal['cardPoints'] as { A: number; B: number } | undefined;
  if (points) return points;
  return (deal['claim'] as { cardPointsSoFar?: { A: number; B: number } } | undefined)
    ?.cardPointsSoFar;
}

/**
 * Who made a change, by name: the organiser's display name, or "Table 3 (arbitre)" for a referee's
 * phone (the audit stores `organiser:<display name>` or `referee:table:<id>`), never an internal id.
 */
export function auditActorName(
  t: Translate,
  actor: string,
  tableNumbers: ReadonlyMap<string, number>,
): string {
  if (actor.startsWith('organiser:')) return actor.slice('organiser:'.length);
  const referee = /^referee:table:(.+)$/.exec(actor);
  if (referee) {
    const number = tableNumbers.get(referee[1] ?? '');
    return number === undefined ? t('audit.byReferee') : t('audit.byTable', { number });
  }
  return t('audit.bySomeone');
}
