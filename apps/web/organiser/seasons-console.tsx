'use client';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type {
  ApiErrorBody,
  SeriesInvitationView,
  SeriesView,
  TournamentView,
} from '../lib/api-types';
import { errorText } from '../lib/error-text';
import { formatDay } from '../lib/format';
import { useOrganiserSession } from '../lib/session';
import { LoginForm } from './login-form';
import { PickAndAdd } from './pick-and-add';
import { SeasonClubs, SeasonInvitations } from './season-clubs';
import { SeasonForm } from './season-form';

/**
 * « Saisons »: the invitations waiting for the organiser's clubs, the series their clubs run or
 * take part in, a new one with its rule, and each series' tournaments, each club adding its own;
 * the series' own club invites and removes the others (SeasonClubs).
 */
export function SeasonsConsole({ locale }: { locale: Locale }) {
  const t = useTranslator();
  const { organiser, signedIn, ready, signIn } = useOrganiserSession();
  const [series, setSeries] = useState<SeriesView[] | null>(null);
  const [tournaments, setTournaments] = useState<TournamentView[]>([]);
  const [invitations, setInvitations] = useState<SeriesInvitationView[]>([]);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const clubs = organiser?.clubs ?? [];

  // The clubs' ids, as one value: a new array of the same clubs reads nothing again.
  const clubIds = clubs.map((club) => club.id).join(',');
  const reload = useCallback(async () => {
    const [all, own, waiting] = await Promise.all([
      callApi<SeriesView[]>('/series', { locale }),
      callApi<TournamentView[]>('/tournaments', { locale }),
      callApi<SeriesInvitationView[]>('/series/invitations', { locale }),
    ]);
    const mine = new Set(clubIds.split(','));
    if (all.ok) setSeries(all.data.filter((each) => each.clubs.some(({ id }) => mine.has(id))));
    if (own.ok) setTournaments(own.data);
    if (waiting.ok) setInvitations(waiting.data);
  }, [locale, clubIds]);
  useEffect(() => {
    if (signedIn) void reload();
  }, [signedIn, reload]);

  const write = async (path: string, method: 'POST' | 'DELETE', body?: unknown) => {
    const result = await callApi(path, { method, locale, body });
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
      <SeasonInvitations invitations={invitations} write={write} />
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
            myClubIds={clubIds.split(',')}
            clubTournaments={tournaments.filter((tournament) =>
              each.clubs.some((club) => club.id === tournament.club?.id),
            )}
            write={write}
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
  myClubIds,
  clubTournaments,
  write,
  onAdd,
  onRemove,
}: {
  locale: Locale;
  series: SeriesView;
  myClubIds: readonly string[];
  /** The organiser's tournaments of the clubs taking part. */
  clubTournaments: TournamentView[];
  write: (path: string, method: 'POST' | 'DELETE', body?: unknown) => Promise<void>;
  onAdd: (tournamentId: string) => void;
  onRemove: (tournamentId: string) => void;
}) {
  const t = useTranslator();
  const inSeries = new Set(series.tournaments.map((tournament) => tournament.id));
  const addable = clubTournaments.filter((tournament) => !inSeries.has(tournament.id));
  const owner = myClubIds.includes(series.club.id);
  return (
    <article className="card" data-testid="season-card">
      <h2>
        {series.name} · {series.season}
      </h2>
      <p>
        <Link href={`/${locale}/series/${series.id}`}>{t('seasonConsole.publicPage')}</Link> ·{' '}
        <Link href={`/${locale}/series/${series.id}/projector`}>{t('season.projector')}</Link>
      </p>
      {owner ? (
        <SeasonClubs locale={locale} series={series} write={write} />
      ) : (
        <p>
          {t('seasonConsole.clubsTakingPart', {
            clubs: series.clubs.map((club) => club.name).join(', '),
          })}
        </p>
      )}
      <h3>{t('seasonConsole.tournaments')}</h3>
      {series.tournaments.length === 0 ? (
        <p>{t('seasonConsole.noTournament')}</p>
      ) : (
        <ul className="plain-list">
          {series.tournaments.map((tournament) => (
            <li key={tournament.id}>
              {tournament.name}
              {tournament.date ? ` · ${formatDay(locale, tournament.date)}` : ''} ·{' '}
              {tournament.club.name} ·{' '}
              {t(tournament.finished ? 'seasonConsole.finished' : 'seasonConsole.running')}{' '}
              {myClubIds.includes(tournament.club.id) ? (
                <button
                  type="button"
                  className="small secondary"
                  onClick={() => onRemove(tournament.id)}
                >
                  {t('seasonConsole.remove')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <PickAndAdd
        id={`season-add-${series.id}`}
        label={t('seasonConsole.addTournament')}
        button={t('seasonConsole.add')}
        choices={addable}
        onAdd={onAdd}
      />
    </article>
  );
}
