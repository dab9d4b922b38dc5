'use client';
import { useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { RoundView, RulesetInfo, TableView, TournamentView } from '../lib/api-types';
import { describeGame } from '../lib/game-end';
import { loadRounds } from '../lib/rounds';
import { usePublicOrigin } from '../lib/public-url';
import { playerAt } from '../lib/seats';
import { useOrganiserSession } from '../lib/session';
import { LoginForm } from './login-form';
import { PaperGrid } from './paper-grid';
import { SheetMarks } from '../score-sheet/sheet-marks';
import { QrCode } from '../components/qr-code';

/**
 * What the organiser prints for a round: per table, a table card with the QR code of its
 * referee page and its code, and an empty score sheet. Print styles put one on each page.
 */
export function PrintSheets({
  locale,
  tournamentId,
  roundNumber,
  publicUrl,
}: {
  locale: Locale;
  tournamentId: string;
  roundNumber: number | null;
  /** `MARQUE_PUBLIC_URL`: the address the QR codes point to; this page's own when null. */
  publicUrl: string | null;
}) {
  const t = useTranslator();
  const { signedIn, ready, signIn } = useOrganiserSession();
  const [tournament, setTournament] = useState<TournamentView | null>(null);
  const [round, setRound] = useState<RoundView | null>(null);
  const [tables, setTables] = useState<Record<string, TableView>>({});
  const [rulesets, setRulesets] = useState<RulesetInfo[]>([]);
  const { origin, unreachable } = usePublicOrigin(publicUrl);

  useEffect(() => {
    if (!signedIn) return;
    void (async () => {
      const [found, rounds, games] = await Promise.all([
        callApi<TournamentView>(`/tournaments/${tournamentId}`),
        loadRounds(tournamentId),
        callApi<RulesetInfo[]>('/rulesets'),
      ]);
      if (found.ok) setTournament(found.data);
      if (games.ok) setRulesets(games.data);
      const chosen =
        rounds?.find((entry) => entry.number === roundNumber) ??
        rounds?.[rounds.length - 1] ??
        null;
      setRound(chosen);
      if (!chosen) return;
      const sheets = await Promise.all(
        chosen.tables.map((table) => callApi<TableView>(`/tables/${table.id}`)),
      );
      setTables(
        Object.fromEntries(
          sheets.flatMap((sheet) => (sheet.ok ? [[sheet.data.id, sheet.data]] : [])),
        ),
      );
    })();
  }, [signedIn, tournamentId, roundNumber]);

  if (!ready) return <p aria-busy="true">{t('common.loading')}</p>;
  if (!signedIn) return <LoginForm locale={locale} onSignedIn={signIn} />;
  if (!round || !tournament) return <p aria-busy="true">{t('common.loading')}</p>;
  const game = describeGame(t, locale, tournament);
  // A walkover is over before it starts: nobody sits at it, nobody scores it.
  const played = round.tables.filter((table) => !table.forfeitedBy);

  return (
    <>
      <div className="no-print toolbar">
        <p>{t('print.help', { count: played.length })}</p>
        {unreachable ? (
          <p className="form-error" role="alert" data-testid="print-localhost">
            {t('print.localhost', { origin })}
          </p>
        ) : null}
        <button type="button" className="primary" onClick={() => window.print()}>
          {t('print.print')}
        </button>
      </div>
      {played.map((entry) => {
        const sheet = tables[entry.id];
        const form =
          sheet?.ruleset.form ?? rulesets.find((info) => info.id === tournament.ruleset)?.form;
        const url = entry.refereeCode ? `${origin}/${locale}/table/${entry.refereeCode}` : null;
        return (
          <div key={entry.id}>
            <article className="print-page table-card" data-testid={`table-card-${entry.number}`}>
              <p className="card-tournament">
                {tournament.name} · {t('print.round', { round: round.number })}
              </p>
              <h2 className="card-number">{t('print.table', { number: entry.number })}</h2>
              <p className="card-game">{game}</p>
              <p className="card-teams">
                {entry.teamA.name} – {entry.teamB.name}
              </p>
              {url ? (
                <>
                  <QrCode text={url} size={260} label={t('print.qr', { number: entry.number })} />
                  <p className="card-code">
                    {t('print.code')} <strong>{entry.refereeCode}</strong>
                  </p>
                  <p className="card-url">{url}</p>
                </>
              ) : (
                <p className="form-error">{t('print.noCode')}</p>
              )}
              {origin ? (
                <div className="card-players" data-testid={`players-qr-${entry.number}`}>
                  <QrCode
                    text={`${origin}/${locale}/tournaments/${tournamentId}/players`}
                    size={160}
                    label={t('player.qr')}
                    className="qr-players"
                  />
                  <p>{t('player.qrHelp')}</p>
                </div>
              ) : null}
            </article>
            <article className="print-page paper-sheet">
              <h2>
                {tournament.name} · {t('print.round', { round: round.number })} ·{' '}
                {t('print.table', { number: entry.number })}
              </h2>
              <p className="paper-game">{game}</p>
              {sheet ? (
                <p>
                  {t('print.seats', {
                    a: `${sheet.teamA.name} (${playerAt(sheet, 0)}, ${playerAt(sheet, 2)})`,
                    b: `${sheet.teamB.name} (${playerAt(sheet, 1)}, ${playerAt(sheet, 3)})`,
                    dealer: playerAt(sheet, sheet.firstDealer),
                  })}
                </p>
              ) : null}
              {sheet ? <SheetMarks locale={locale} table={sheet} /> : null}
              {form ? (
                <PaperGrid
                  form={form}
                  teamA={entry.teamA}
                  teamB={entry.teamB}
                  // Deals that do not count need rows of their own: a full-length grid then.
                  deals={tournament.passedOutCounts ? tournament.dealsPerGame : null}
                />
              ) : null}
              <p>{t('print.signatures')}</p>
            </article>
          </div>
        );
      })}
    </>
  );
}
