'use client';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { ApiErrorBody, SeriesView, TournamentView } from '../lib/api-types';
import { errorText } from '../lib/error-text';
import { formatDay } from '../lib/format';
import { useOrganiserSession } from '../lib/session';
import { LoginForm } from './login-form';
import { SeasonForm } from './season-form';

/**
 * « Saisons »: the series of the organiser's clubs, a new one with its rule, and each series'
 * tournaments, chosen among its club's.
 */
export function SeasonsConsole({ locale }: { locale: Locale }) {
  const t = useTranslator();
  const { organiser, signedIn, ready, signIn } = useOrganiserSession();
  const [series, setSeries] = useState<SeriesView[] | null>(null);
  const [tournaments, setTournaments] = useState<TournamentView[]>([]);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const clubs = organiser?.clubs ?? [];

  // The clubs' ids, as one value: a new array of the same clubs reads nothing again.
  const clubIds = clubs.map((club) => club.id).join(',');
  const reload = useCallback(async () => {
    const [all, own] = await Promise.all([
      callApi<SeriesView[]>('/series', { locale }),
      callApi<TournamentView[]>('/tournaments', { locale }),
    ]);
    const mine = new Set(clubIds.split(','));
    if (all.ok) setSeries(all.data.filter((each) => mine.has(each.club.id)));
    if (own.ok) setTournaments(own.data);
  }, [locale, clubIds]);
  useEffect(() => {
    if (signedIn) void reload();
  }, [signedIn, reload]);

  const write = async (path: string, method: 'POST' | 'DELETE') => {
    const result = await callApi(path, { method, locale });
    setError(result.ok ? null : result.error);
    await reload();
  };

  if (!ready) return <p aria-busy="true">{t('common.loading')}</p>;
  if (!signedIn) return <LoginForm locale={locale} onSignedIn={signIn} />;
  return (
    <section className="stack" aria-labelledby="seasons-title">
      <h1 id="seasons-title">{t('seasonConsole.title')}</h1>
      {error ? (
        <p className="form-error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
      {series === null ? (
        <p aria-busy="true">{t('common.loading')}</p>
      ) : series.length === 0 ? (
        <p>{t('seasonConsole.none')}</p>
      ) : (
        series.map((each) => (
          <SeriesCard
            key={each.id}
            locale={locale}
            series={each}
            clubTournaments={tournaments.filter(
              (tournament) => tournament.club?.id === each.club.id,
            )}
            onAdd={(id) => void write(`/series/${each.id}/tournaments/${id}`, 'POST')}
            onRemove={(id) => void write(`/series/${each.id}/tournaments/${id}`, 'DELETE')}
          />
        ))
      )}
      <SeasonForm locale={locale} clubs={clubs} onCreated={() => void reload()} />
    </section>
  );
}

function SeriesCard({
  locale,
  series,
  clubTournaments,
  onAdd,
  onRemove,
}: {
  locale: Locale;
  series: SeriesView;
  clubTournaments: TournamentView[];
  onAdd: (tournamentId: string) => void;
  onRemove: (tournamentId: string) => void;
}) {
  const t = useTranslator();
  const inSeries = new Set(series.tournaments.map((tournament) => tournament.id));
  const addable = clubTournaments.filter((tournament) => !inSeries.has(tournament.id));
  const [chosen, setChosen] = useState('');
  const selectId = `season-add-${series.id}`;
  return (
    <article className="card" data-testid="season-card">
      <h2>
        {series.name} · {series.season}
      </h2>
      <p>
        <Link href={`/${locale}/series/${series.id}`}>{t('seasonConsole.publicPage')}</Link> ·{' '}
        <Link href={`/${locale}/series/${series.id}/projector`}>{t('season.projector')}</Link>
      </p>
      <h3>{t('seasonConsole.tournaments')}</h3>
      {series.tournaments.length === 0 ? (
        <p>{t('seasonConsole.noTournament')}</p>
      ) : (
        <ul className="plain-list">
          {series.tournaments.map((tournament) => (
            <li key={tournament.id}>
              {tournament.name}
              {tournament.date ? ` · ${formatDay(locale, tournament.date)}` : ''} ·{' '}
              {t(tournament.finished ? 'seasonConsole.finished' : 'seasonConsole.running')}{' '}
              <button
                type="button"
                className="small secondary"
                onClick={() => onRemove(tournament.id)}
              >
                {t('seasonConsole.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {addable.length > 0 ? (
        <p className="toolbar">
          <label htmlFor={selectId}>{t('seasonConsole.addTournament')}</label>
          <select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)}>
            <option value="" />
            {addable.map((tournament) => (
              <option key={tournament.id} value={tournament.id}>
                {tournament.name}
              </option>
            ))}
          </select>
          <button
            type="button"
            disabled={!chosen}
            onClick={() => {
              onAdd(chosen);
              setChosen('');
            }}
          >
            {t('seasonConsole.add')}
          </button>
        </p>
      ) : null}
    </article>
  );
}
