'use client';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { TableView } from '../lib/api-types';
import { useTournamentEvents } from '../lib/use-tournament-events';
import { ScoreSheet } from '../score-sheet/score-sheet';
import { TableHeader } from '../score-sheet/table-header';

/** One table's score sheet, read only, live. */
export function PublicTable({
  locale,
  tournamentId,
  tableId,
}: {
  locale: Locale;
  tournamentId: string;
  tableId: string;
}) {
  const t = useTranslator();
  const [table, setTable] = useState<TableView | null>(null);
  const reload = useCallback(async () => {
    const result = await callApi<TableView>(`/tables/${tableId}`, { locale });
    if (result.ok) setTable(result.data);
  }, [tableId, locale]);
  useEffect(() => void reload(), [reload]);
  useTournamentEvents(tournamentId, (type, data) => {
    const about = (data as { tableId?: string } | null)?.tableId;
    if (type === 'poll' || type === 'round' || about === tableId) void reload();
  });
  return (
    <>
      <p>
        <Link href={`/${locale}/tournaments/${tournamentId}/standings`}>
          {t('standings.title')}
        </Link>
        {table ? (
          <>
            {' · '}
            <Link href={`/${locale}/rules/${table.ruleset.id}`}>{t('rules.link')}</Link>
          </>
        ) : null}
      </p>
      {table ? (
        <>
          <TableHeader locale={locale} table={table} />
          <ScoreSheet table={table} />
        </>
      ) : (
        <p aria-busy="true">{t('common.loading')}</p>
      )}
    </>
  );
}
