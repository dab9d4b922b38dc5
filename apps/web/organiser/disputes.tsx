'use client';
import Link from 'next/link';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import type { RoundView } from '../lib/api-types';
import { SettleDispute } from './settle-dispute';

/**
 * The disputed sheets of every round, at the top of the console: which team disputes which deal
 * (and its note), a link to the table's sheet to correct it, and the ruling that settles it.
 */
export function Disputes({
  locale,
  tournamentId,
  rounds,
  onChanged,
}: {
  locale: Locale;
  tournamentId: string;
  rounds: readonly RoundView[];
  onChanged: (error: string | null) => void;
}) {
  const t = useTranslator();
  const disputes = rounds.flatMap((round) =>
    round.tables.flatMap((table) =>
      (table.confirmations ?? [])
        .filter((each) => each.kind === 'disputed')
        .map((dispute) => ({ round: round.number, table, dispute })),
    ),
  );
  if (disputes.length === 0) return null;
  return (
    <section className="disputes" aria-labelledby="disputes-title" data-testid="disputes">
      <h2 id="disputes-title">{t('disputes.title', { count: disputes.length })}</h2>
      <ul>
        {disputes.map(({ round, table, dispute }) => {
          const values = {
            round,
            table: table.number,
            team: dispute.side === 'A' ? table.teamA.name : table.teamB.name,
          };
          return (
            <li key={`${table.id}-${dispute.side}`} data-testid={`dispute-${table.number}`}>
              {dispute.dealNumber === null
                ? t('disputes.sheet', values)
                : t('disputes.deal', { ...values, number: dispute.dealNumber })}
              {dispute.note ? <q>{dispute.note}</q> : null}{' '}
              <Link href={`/${locale}/organiser/${tournamentId}/tables/${table.id}`}>
                {t('disputes.open')}
              </Link>
              <SettleDispute
                locale={locale}
                tableId={table.id}
                dispute={dispute}
                onSettled={onChanged}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
