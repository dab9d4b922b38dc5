import type { Translate } from '../i18n';
import type { DealFacts } from '@marque/contracts';
import type { Contract, ContractValue, DealBody, Doubling, TableView } from '../lib/api-types';
import { SUIT_SYMBOLS } from '../lib/format';
import { playerAt, teamName } from '../lib/seats';

/**
 * What a sheet shows of a deal: its recorded facts, a body still waiting to be sent, or the
 * contract of a correction being typed.
 */
export type DescribableDeal =
  DealFacts | DealBody | { contract: Contract; doubling: Doubling; cardPoints?: undefined };
type Facts = DescribableDeal;

export function contractValueLabel(t: Translate, value: ContractValue): string {
  if (value === 'match') return t('contract.match');
  if (value === 'generale') return t('contract.generale');
  return String(value);
}

/** One line for a deal's facts: "80 ♥ · Anne · coinché · capot", "Donne nulle"… */
export function describeDeal(
  t: Translate,
  table: Pick<TableView, 'teamA' | 'teamB'>,
  facts: Facts,
) {
  if ('passedOut' in facts && facts.passedOut) return t('deal.passedOut');
  if ('auction' in facts && facts.auction) {
    return t('deal.auctionCalls', { count: facts.auction.length });
  }
  if (!('contract' in facts) || !facts.contract) return '—';
  const { value, suit, declarer } = facts.contract;
  const parts = [
    `${contractValueLabel(t, value)} ${SUIT_SYMBOLS[suit]}`,
    playerAt(table, declarer),
  ];
  if (facts.doubling === 'coinche') parts.push(t('doubling.coinche'));
  if (facts.doubling === 'surcoinche') parts.push(t('doubling.surcoinche'));
  if ('allTricks' in facts && facts.allTricks) {
    parts.push(
      facts.allTricks.seat !== undefined
        ? t('deal.allTricksAlone', { player: playerAt(table, facts.allTricks.seat) })
        : t('deal.allTricksTeam', { team: teamName(table, facts.allTricks.team) }),
    );
  }
  if ('claim' in facts && facts.claim) {
    parts.push(t('deal.claimBy', { team: teamName(table, facts.claim.team) }));
  }
  return parts.join(' · ');
}

export function madeLabel(t: Translate, made: boolean | null): string {
  if (made === null) return '—';
  return made ? t('deal.made') : t('deal.failed');
}
