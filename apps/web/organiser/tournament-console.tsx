'use client';
import Link from 'next/link';
import { useCallback, useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { RoundView, TeamView, TournamentView } from '../lib/api-types';
import { formatDay } from '../lib/format';
import { gameLength } from '../lib/game-end';
import { loadRounds } from '../lib/rounds';
import { useOrganiserToken } from '../lib/session';
import { useTournamentEvents } from '../lib/use-tournament-events';
import { RoundClock } from '../public-views/round-clock';
import { downloadWithToken } from './download';
import { LiveTables } from './live-tables';
import { LoginForm } from './login-form';
import { nextStep } from './next-step';
import { RoundActions } from './round-actions';
import { RoundAudit } from './round-audit';
import { TeamSection } from './team-section';

/** One tournament for its organiser: teams, rounds, every table live, print, export. */
export function TournamentConsole({
  locale,
  tournamentId,
}: {
  locale: Locale;
  tournamentId: string;
}) {
  const t = useTranslator();
  const { token, ready, signIn } = useOrganiserToken();
  const [tournament, setTournament] = useState<TournamentView | null>(null);
  const [teams, setTeams] = useState<TeamView[]>([]);
  const [rounds, setRounds] = useState<RoundView[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const reloadTeams = useCallback(async () => {
    const result = await callApi<TeamView[]>(`/tournaments/${tournamentId}/teams`, {
      token,
      locale,
    });
    if (result.ok) setTeams(result.data);
  }, [tournamentId, token, locale]);
  const reloadRounds = useCallback(async () => {
    const loaded = await loadRounds(tournamentId, token);
    if (loaded) setRounds(loaded);
  }, [tournamentId, token]);

  useEffect(() => {
    if (!token) return;
    void (async () => {
      const result = await callApi<TournamentView>(`/tournaments/${tournamentId}`, {
        token,
        locale,
      });
      if (result.ok) setTournament(result.data);
      else setMessage(result.error.message);
    })();
    void reloadTeams();
    void reloadRounds();
  }, [token, tournamentId, locale, reloadTeams, reloadRounds]);

  const live = useTournamentEvents(token ? tournamentId : null, () => void reloadRounds());

  if (!ready) return <p aria-busy="true">{t('common.loading')}</p>;
  if (!token) return <LoginForm locale={locale} onSignedIn={signIn} />;
  if (!tournament) return <p aria-busy={!message}>{message ?? t('common.loading')}</p>;

  const current = rounds[rounds.length - 1] ?? null;
  const step = nextStep(tournament, teams, rounds);
  const startRound = async () => {
    setBusy(true);
    const result = await callApi<RoundView>(`/tournaments/${tournamentId}/rounds`, {
      method: 'POST',
      token,
      locale,
    });
    setBusy(false);
    if (!result.ok) return setMessage(result.error.message);
    setMessage(null);
    await reloadRounds();
  };
  const download = async (file: 'standings' | 'deals') => {
    const failed = await downloadWithToken(
      `/tournaments/${tournamentId}/export/${file}.csv?lang=${locale}`,
      token,
      `${tournament.name}-${file}.csv`,
    );
    setMessage(failed === 'offline' ? t('error.offline') : failed);
  };

  return (
    <>
      <header className="console-header">
        <h1>{tournament.name}</h1>
        <p data-testid="console-game">
          {tournament.date ? `${formatDay(locale, tournament.date)} · ` : ''}
          {t(`game.${tournament.ruleset}`)} ·{' '}
          {t('console.summary', {
            rounds: tournament.rounds,
            length: gameLength(t, locale, tournament),
          })}{' '}
          · {t(`pairing.${tournament.pairing}`)}
          {tournament.ranking === 'points' ? ` · ${t('console.rankingPoints')}` : ''}
        </p>
        <nav aria-label={t('console.links')} className="link-row">
          <Link href={`/${locale}/tournaments/${tournamentId}/standings`}>
            {t('console.publicStandings')}
          </Link>
          <Link href={`/${locale}/tournaments/${tournamentId}/projector`}>
            {t('console.projector')}
          </Link>
          {current ? (
            <Link href={`/${locale}/organiser/${tournamentId}/print?round=${current.number}`}>
              {t('console.print')}
            </Link>
          ) : null}
          <button type="button" className="link-button" onClick={() => void download('standings')}>
            {t('console.exportStandings')}
          </button>
          <button type="button" className="link-button" onClick={() => void download('deals')}>
            {t('console.exportDeals')}
          </button>
        </nav>
      </header>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <section aria-labelledby="rounds-title" className="stack">
        <h2 id="rounds-title">
          {t('console.rounds', { played: rounds.length, total: tournament.rounds })}{' '}
          <span className="live-mode">{t(`live.mode.${live}`)}</span>
        </h2>
        <p className="next-step" data-testid="next-step" aria-live="polite">
          {t(step.key, step.values)}
        </p>
        {/* The next round can start once every game of this one is over (won, or ended at the bell). */}
        {rounds.length < tournament.rounds &&
        (current?.tables.every((table) => table.finished) ?? true) ? (
          <button
            type="button"
            className="primary"
            disabled={busy}
            onClick={() => void startRound()}
          >
            {t('console.startRound', { round: rounds.length + 1 })}
          </button>
        ) : null}
        {current ? (
          <>
            <RoundClock round={current} />
            <LiveTables
              locale={locale}
              tournamentId={tournamentId}
              round={current}
              dealsPerGame={tournament.dealsPerGame}
            />
            <RoundActions
              locale={locale}
              token={token}
              tournamentId={tournamentId}
              round={current}
              onChanged={(error) => {
                setMessage(error);
                void reloadRounds();
              }}
            />
          </>
        ) : null}
      </section>
      <RoundAudit locale={locale} token={token} tournamentId={tournamentId} rounds={rounds} />
      <TeamSection
        locale={locale}
        token={token}
        tournamentId={tournamentId}
        teams={teams}
        onChanged={() => void reloadTeams()}
      />
    </>
  );
}
