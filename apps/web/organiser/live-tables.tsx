'use client';
import Link from 'next/link';
import { memo, useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useNumberFormat, useTranslator } from '../i18n/client';
import type { RoundView } from '../lib/api-types';
import { formatAgo } from '../lib/format';
import { scrollRegion } from '../components/scroll-region';
import { sheetBadge } from '../lib/sheet-marks';
import { SheetBadge } from '../score-sheet/sheet-marks';

/** Every table of a round as it stands: teams, deals recorded, totals, finished or not, last activity. */
export function LiveTables({
  locale,
  tournamentId,
  round,
  dealsPerGame = null,
}: {
  locale: Locale;
  tournamentId: string;
  round: RoundView;
  /** The deals of a game of N deals: the deals column then says "7 / 12". */
  dealsPerGame?: number | null;
}) {
  const t = useTranslator();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), 15_000);
    return () => window.clearInterval(timer);
  }, []);
  const finished = round.tables.filter((table) => table.finished).length;
  return (
    <div
      {...scrollRegion(
        t('live.caption', { round: round.number, finished, total: round.tables.length }),
      )}
    >
      <table className="data live-tables" data-testid="live-tables">
        <caption>
          {t('live.caption', { round: round.number, finished, total: round.tables.length })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('live.table')}</th>
            <th scope="col">{t('live.teams')}</th>
            <th scope="col" className="num">
              {t('live.deals')}
            </th>
            <th scope="col" className="num">
              {t('live.totals')}
            </th>
            <th scope="col">{t('live.state')}</th>
            <th scope="col">{t('live.activity')}</th>
            <th scope="col">{t('live.code')}</th>
          </tr>
        </thead>
        <tbody>
          {round.tables.map((table) => (
            <LiveTableRow
              key={table.id}
              locale={locale}
              tournamentId={tournamentId}
              table={table}
              dealsPerGame={dealsPerGame}
              now={now}
            />
          ))}
        </tbody>
      </table>
      {round.bye ? <p>{t('live.bye', { team: round.bye.name })}</p> : null}
    </div>
  );
}

/**
 * One table of the round. Drawn again only when its own table changes (a deal event replaces that
 * table alone) or the clock of "last activity" moves: not at every deal of the 500 others.
 */
const LiveTableRow = memo(function LiveTableRow({
  locale,
  tournamentId,
  table,
  dealsPerGame,
  now,
}: {
  locale: Locale;
  tournamentId: string;
  table: RoundView['tables'][number];
  dealsPerGame: number | null;
  now: number;
}) {
  const t = useTranslator();
  const number = useNumberFormat();
  return (
    <tr data-testid={`live-table-${table.number}`} className={table.finished ? 'done' : ''}>
      <th scope="row">
        <Link href={`/${locale}/organiser/${tournamentId}/tables/${table.id}`}>
          {t('live.tableLink', { number: table.number })}
        </Link>
      </th>
      <td>
        {table.teamA.name} – {table.teamB.name}
      </td>
      <td className="num">
        {table.dealCount === undefined
          ? '…'
          : dealsPerGame === null
            ? table.dealCount
            : t('live.dealsOf', {
                count: table.dealsCounted ?? table.dealCount,
                total: dealsPerGame,
              })}
      </td>
      <td className="num">
        {table.totals ? `${number(table.totals.A)} – ${number(table.totals.B)}` : '…'}
      </td>
      <td>
        {table.finished
          ? table.winner
            ? t('live.wonBy', {
                team: table.winner === 'A' ? table.teamA.name : table.teamB.name,
              })
            : t('live.draw')
          : (table.dealCount ?? 0) > 0
            ? t('live.playing')
            : t('live.notStarted')}
        {table.closedAtBell ? ` (${t('live.bell')})` : ''}
        <SheetBadge badge={sheetBadge(table.confirmations)} />
      </td>
      <td>
        {table.updatedAt
          ? formatAgo(locale, table.updatedAt, Math.max(now, Date.parse(table.updatedAt)))
          : '—'}
      </td>
      <td>
        <code>{table.refereeCode ?? '—'}</code>
      </td>
    </tr>
  );
});
