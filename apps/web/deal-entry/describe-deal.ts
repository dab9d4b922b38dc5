import type { DealFacts } from '@marque/contracts';
import type { Translate } from '../i18n';
import type {
  AnyContractValue,
  Contract,
  DealBody,
  Doubling,
  Suit,
  TableView,
} from '../lib/api-types';
import { SUIT_SYMBOLS } from '../lib/format';
import { playerAt, teamName } from '../lib/seats';

/**
 * What a sheet shows of a deal: its recorded facts, a body still waiting to be sent, or the
 * contract of a correction being typed.
 */
export type DescribableDeal =
  DealFacts | DealBody | { contract: Contract; doubling?: Doubling; cardPoints?: undefined };

/** The teams and the game of a table: all a deal's description needs. */
export type DescribedTable = Pick<TableView, 'teamA' | 'teamB' | 'ruleset'>;

export function contractValueLabel(t: Translate, value: AnyContractValue): string {
  if (value === 'match') return t('contract.match');
  if (value === 'generale') return t('contract.generale');
  if (value === 'capot') return t('contract.capot');
  return String(value);
}

/** The contract in words: "80 ♥", "Capot ♠"; a Cinch bid says it is one ("Enchère 7 ♣"). */
export function contractLabel(
  t: Translate,
  table: Pick<DescribedTable, 'ruleset'>,
  value: AnyContractValue,
  suit: Suit,
): string {
  const label = contractValueLabel(t, value);
  const named = table.ruleset.id === 'cinch' ? t('deal.bid', { value: label }) : label;
  return `${named} ${SUIT_SYMBOLS[suit]}`;
}

/**
 * One line for a deal's facts, card points included (team A's first): "80 ♥ · Anne · Coinché ·
 * 101 – 56 points · belote annoncée par Les As", "Donne nulle"…
 */
export function describeDeal(t: Translate, table: DescribedTable, facts: DescribableDeal): string {
  if ('passedOut' in facts && facts.passedOut) return t('deal.passedOut');
  const points =
    'cardPoints' in facts && facts.cardPoints
      ? [t('deal.points', { a: facts.cardPoints.A, b: facts.cardPoints.B })]
      : [];
  if ('auction' in facts && facts.auction) {
    return [t('deal.auctionCalls', { count: facts.auction.length }), ...points].join(' · ');
  }
  if (!('contract' in facts) || !facts.contract) return '—';
  const { value, suit, declarer } = facts.contract;
  const parts = [contractLabel(t, table, value, suit), playerAt(table, declarer)];
  if (facts.doubling === 'coinche') parts.push(t('doubling.coinche'));
  if (facts.doubling === 'surcoinche') parts.push(t('doubling.surcoinche'));
  parts.push(...points);
  if ('allTricks' in facts && facts.allTricks) {
    parts.push(
      facts.allTricks.seat !== undefined
        ? t('deal.allTricksAlone', { player: playerAt(table, facts.allTricks.seat) })
        : t('deal.allTricksTeam', { team: teamName(table, facts.allTricks.team) }),
    );
  }
  if ('belote' in facts && facts.belote) {
    parts.push(t('deal.belote', { team: teamName(table, facts.belote) }));
  }
  if ('revoke' in facts && facts.revoke) {
    parts.push(t('deal.revoke', { team: teamName(table, facts.revoke) }));
  }
  if ('claim' in facts && facts.claim) {
    parts.push(t('deal.claimBy', { team: teamName(table, facts.claim.team) }));
    const { A, B } = facts.claim.cardPointsSoFar;
    parts.push(t('deal.claimPoints', { a: A, b: B }));
  }
  return parts.join(' · ');
}

export function madeLabel(t: Translate, made: boolean | null): string {
  if (made === null) return '—';
  return made ? t('deal.made') : t('deal.failed');
}
