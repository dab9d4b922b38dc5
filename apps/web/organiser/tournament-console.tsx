'use client';
import Link from 'next/link';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Locale } from '../i18n';
import { useNumberFormat, useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import type { DealEvent, EntrantView, RoundView, TeamView, TournamentView } from '../lib/api-types';
import { formatDay } from '../lib/format';
import { gameLength } from '../lib/game-end';
import { loadRounds } from '../lib/rounds';
import { useOrganiserSession } from '../lib/session';
import { useTournamentEvents } from '../lib/use-tournament-events';
import { coalesce } from '../lib/coalesce';
import { applyDealEvent } from '../public-views/use-public-tournament';
import { BracketsSection } from '../public-views/bracket';
import { NextRoundCountdown } from '../public-views/next-round-countdown';
import { RoundClock } from '../public-views/round-clock';
import { bracketVersion, useBrackets } from '../public-views/use-brackets';
import { Disputes } from './disputes';
import { downloadFile } from './download';
import { LiveTables } from './live-tables';
import { LoginForm } from './login-form';
import { meleeStep } from './melee-step';
import { MeleePlayers } from './melee-players';
import { MeleeTables } from './melee-tables';
import { NextRoundForm } from './next-round-form';
import { nextStep } from './next-step';
import { usePairings } from './pairings';
import { PoolDraw } from './pool-draw';
import { BellButton, RoundActions } from './round-actions';
import { RoundAudit } from './round-audit';
import { SeedingChoice, SeedingRatingsList, type Seeding } from './seeding-choice';
import { tableStages, teamPools } from './table-stages';
import { TeamSection } from './team-section';
import { TournamentSettings } from './tournament-settings';

/** One tournament for its organiser: teams, rounds, every table live, print, export. */
export function TournamentConsole({
  locale,
  tournamentId,
}: {
  locale: Locale;
  tournamentId: string;
}) {
  const t = useTranslator();
  const number = useNumberFormat();
  const { signedIn, ready, signIn } = useOrganiserSession();
  const [tournament, setTournament] = useState<TournamentView | null>(null);
  const [teams, setTeams] = useState<TeamView[]>([]);
  const [players, setPlayers] = useState<EntrantView[]>([]);
  const [rounds, setRounds] = useState<RoundView[]>([]);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [seeding, setSeeding] = useState<Seeding>('draw');
  const [seededByRating, setSeededByRating] = useState(false);

  const reloadTeams = useCallback(async () => {
    const result = await callApi<TeamView[]>(`/tournaments/${tournamentId}/teams`, {
      locale,
    });
    if (result.ok) setTeams(result.data);
  }, [tournamentId, locale]);
  const reloadPlayers = useCallback(async () => {
    const result = await callApi<EntrantView[]>(`/tournaments/${tournamentId}/players`, {
      locale,
    });
    if (result.ok) setPlayers(result.data);
  }, [tournamentId, locale]);
  const reloadRounds = useCallback(async () => {
    const loaded = await loadRounds(tournamentId);
    if (loaded) setRounds(loaded);
  }, [tournamentId]);

  const reloadTournament = useCallback(async () => {
    const result = await callApi<TournamentView>(`/tournaments/${tournamentId}`, {
      locale,
    });
    if (result.ok) setTournament(result.data);
    else setMessage(errorText(t, result.error));
  }, [tournamentId, locale, t]);

  useEffect(() => {
    if (!signedIn) return;
    void reloadTournament();
    void reloadTeams();
    void reloadRounds();
  }, [signedIn, reloadTournament, reloadTeams, reloadRounds]);
  const melee = tournament?.entry === 'individual';
  useEffect(() => {
    if (signedIn && melee) void reloadPlayers();
  }, [signedIn, melee, reloadPlayers]);

  // A deal updates its table from the event itself; anything else (a round, a signature, a
  // reconnection) reads the rounds again, at most twice a second however many events come.
  const reloadSoon = useMemo(() => coalesce(() => void reloadRounds(), 500), [reloadRounds]);
  const live = useTournamentEvents(signedIn ? tournamentId : null, (type, data) => {
    if ((type === 'deal' || type === 'correction') && data) {
      setRounds((current) => applyDealEvent(current, data as DealEvent));
      if (!(data as DealEvent).game.finished) return;
    }
    // A round started, or the next one's start announced: the tournament says when it starts.
    if (type === 'round') void reloadTournament();
    reloadSoon();
  });
  // Moves in the pools before round 1 change no round: they are counted here.
  const [poolChanges, setPoolChanges] = useState(0);
  const brackets = useBrackets(
    tournamentId,
    locale,
    tournament?.pairing === 'pools-knockout',
    // Teams count too: before round 1 they say how many rounds the format will make.
    `${bracketVersion(rounds)}|${teams.length}|${poolChanges}`,
  );
  const stages = useMemo(
    () => (rounds.length ? tableStages(t, rounds[rounds.length - 1]!, brackets) : new Map()),
    [t, rounds, brackets],
  );
  const current = rounds[rounds.length - 1] ?? null;
  const poolOf = useMemo(
    () =>
      brackets && current && !current.knockout && current.number <= brackets.poolRounds
        ? teamPools(brackets.pools)
        : null,
    [brackets, current?.knockout, current?.number],
  );

  // The rounds as last paired: the history and the swap's lists are not drawn at every deal.
  const pairings = usePairings(rounds);
  const onRoundChanged = useCallback(
    (error: string | null) => {
      setMessage(error);
      void reloadRounds();
    },
    [reloadRounds],
  );

  if (!ready) return <p aria-busy="true">{t('common.loading')}</p>;
  if (!signedIn) return <LoginForm locale={locale} onSignedIn={signIn} />;
  if (!tournament) return <p aria-busy={!message}>{message ?? t('common.loading')}</p>;

  // Pools then a knockout: before round 1 draws the pools, the rounds the teams so far would make.
  const totalRounds = brackets && brackets.rounds > 0 ? brackets.rounds : tournament.rounds;
  const step =
    meleeStep(melee ? players : null, rounds) ??
    nextStep({ ...tournament, rounds: totalRounds }, teams, rounds, brackets?.poolRounds ?? null);
  // Round 1 of a Swiss teams tournament or of a mêlée may be drawn by Elo rating.
  const offersSeeding = rounds.length === 0 && (melee || tournament.pairing === 'swiss');
  const byRating = offersSeeding && seeding === 'rating';
  const startRound = async () => {
    setBusy(true);
    const result = await callApi<RoundView>(`/tournaments/${tournamentId}/rounds`, {
      method: 'POST',
      locale,
      ...(byRating ? { body: { seeding: 'rating' } } : {}),
    });
    setBusy(false);
    if (!result.ok) return setMessage(errorText(t, result.error));
    setMessage(null);
    setSeededByRating(byRating);
    await reloadRounds();
    // Pools then a knockout: round 1 draws the pools, which set the number of rounds.
    if (tournament.pairing === 'pools-knockout') await reloadTournament();
  };
  const download = async (file: 'standings' | 'deals') => {
    const failed = await downloadFile(
      `/tournaments/${tournamentId}/export/${file}.csv?lang=${locale}`,
      `${tournament.name}-${file}.csv`,
    );
    setMessage(failed ? errorText(t, failed) : null);
  };
  const downloadArchive = async () => {
    const failed = await downloadFile(`/tournaments/${tournamentId}/archive`, null);
    setMessage(failed ? errorText(t, failed) : null);
  };

  return (
    <>
      <header className="console-header">
        <h1>{tournament.name}</h1>
        <p data-testid="console-game">
          {tournament.date ? `${formatDay(locale, tournament.date)} · ` : ''}
          {t(`game.${tournament.ruleset}`)} ·{' '}
          {t('console.summary', {
            rounds: totalRounds,
            length: gameLength(t, locale, tournament),
          })}{' '}
          · {melee ? `${t('melee.kind')} · ` : ''}
          {t(`pairing.${tournament.pairing}`)}
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
          <button type="button" className="link-button" onClick={() => void downloadArchive()}>
            {t('console.exportArchive')}
          </button>
        </nav>
      </header>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      <nav
        aria-label={t('console.toolbar')}
        className="console-toolbar"
        data-testid="console-toolbar"
      >
        {/* The next round can start once every game of this one is over (won, or ended at the bell). */}
        {rounds.length < totalRounds &&
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
          <BellButton
            locale={locale}
            tournamentId={tournamentId}
            round={current}
            knockoutTie={tournament.poolsKnockout?.knockoutTie}
            onChanged={onRoundChanged}
          />
        ) : null}
        {current ? (
          <Link href={`/${locale}/organiser/${tournamentId}/print?round=${current.number}`}>
            {t('console.printShort')}
          </Link>
        ) : null}
        <span className="console-anchors">
          <a href="#tables">{t('console.toTables')}</a>
          <a href="#history">{t('console.toHistory')}</a>
          <a href="#teams">{t('console.toTeams')}</a>
        </span>
      </nav>
      <Disputes
        locale={locale}
        tournamentId={tournamentId}
        rounds={rounds}
        onChanged={onRoundChanged}
      />
      <section aria-labelledby="rounds-title" className="stack">
        <h2 id="rounds-title">
          {t('console.rounds', { played: rounds.length, total: totalRounds })}{' '}
          <span className="live-mode">{t(`live.mode.${live}`)}</span>
        </h2>
        <p className="next-step" data-testid="next-step" aria-live="polite">
          {t(step.key, step.values)}
        </p>
        {tournament.pairing === 'pools-knockout' && rounds.length === 0 && brackets ? (
          <PoolDraw
            locale={locale}
            tournamentId={tournamentId}
            pools={brackets.pools}
            onChanged={(error) => {
              setMessage(error);
              setPoolChanges((count) => count + 1);
            }}
          />
        ) : null}
        {offersSeeding ? (
          <SeedingChoice
            locale={locale}
            tournamentId={tournamentId}
            melee={melee}
            seeding={seeding}
            onChange={setSeeding}
          />
        ) : null}
        {seededByRating && rounds.length === 1 ? (
          <SeedingRatingsList locale={locale} tournamentId={tournamentId} title="seeding.used" />
        ) : null}
        {rounds.length < totalRounds ? (
          <NextRoundForm
            key={tournament.nextRoundAt ?? 'none'}
            locale={locale}
            tournamentId={tournamentId}
            round={rounds.length + 1}
            startsAt={tournament.nextRoundAt}
            onChanged={(error) => {
              setMessage(error);
              void reloadTournament();
            }}
          />
        ) : null}
        <NextRoundCountdown tournament={tournament} />
        {current ? (
          <>
            <RoundClock round={current} />
            <LiveTables
              locale={locale}
              tournamentId={tournamentId}
              round={current}
              dealsPerGame={tournament.dealsPerGame}
              teams={teams}
              stages={stages}
              melee={melee}
            />
            {melee ? (
              <MeleeTables
                locale={locale}
                tournamentId={tournamentId}
                version={rounds.map((round) => `${round.number}:${round.tables.length}`).join()}
              />
            ) : null}
            <RoundActions
              locale={locale}
              tournamentId={tournamentId}
              round={current}
              pairedRound={pairings[pairings.length - 1] ?? current}
              poolOf={poolOf}
              melee={melee}
              onChanged={onRoundChanged}
            />
          </>
        ) : null}
      </section>
      {brackets ? <BracketsSection brackets={brackets} t={t} number={number} /> : null}
      <RoundAudit
        locale={locale}
        tournamentId={tournamentId}
        rounds={pairings}
        version={`${poolChanges}|${tournament.nextRoundAt ?? ''}`}
      />
      {melee ? (
        <MeleePlayers
          locale={locale}
          tournamentId={tournamentId}
          players={players}
          onChanged={reloadPlayers}
        />
      ) : (
        <TeamSection
          locale={locale}
          tournamentId={tournamentId}
          teams={teams}
          onChanged={reloadTeams}
        />
      )}
      <TournamentSettings locale={locale} tournament={tournament} onChanged={setTournament} />
    </>
  );
}
