'use client';
import { memo, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import type { EntrantView, RegisteredEntrant } from '../lib/api-types';
import { scrollRegion } from '../components/scroll-region';
import { EMPTY_SEAT, PersonPicker, pickOf, type SeatChoice } from './person-picker';

/**
 * A mêlée's players: entered one at a time with the registry's picker, or as a pasted list (one
 * player a line, « name ; club »), withdrawn and re-admitted between rounds.
 */
export const MeleePlayers = memo(function MeleePlayers({
  locale,
  tournamentId,
  players,
  onChanged,
}: {
  locale: Locale;
  tournamentId: string;
  players: EntrantView[];
  onChanged: () => void;
}) {
  const t = useTranslator();
  const [message, setMessage] = useState<string | null>(null);
  const path = `/tournaments/${tournamentId}/players`;
  const setWithdrawn = async (player: EntrantView) => {
    const result = await callApi(`${path}/${player.id}`, {
      method: 'PATCH',
      body: { withdrawn: !player.withdrawn },
      locale,
    });
    setMessage(result.ok ? null : errorText(t, result.error));
    if (result.ok) onChanged();
  };
  const title = t('melee.players', { count: players.filter((p) => !p.withdrawn).length });
  return (
    <section id="teams" aria-labelledby="players-title" className="stack console-anchor">
      <h2 id="players-title">{title}</h2>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      {players.length ? (
        <div {...scrollRegion(title)}>
          <table className="data" data-testid="melee-players">
            <thead>
              <tr>
                <th scope="col">{t('melee.player')}</th>
                <th scope="col">{t('team.club')}</th>
                <th scope="col">{t('team.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {players.map((player) => (
                <tr key={player.id} className={player.withdrawn ? 'withdrawn' : ''}>
                  <td>
                    {player.name || t('person.former')}
                    {player.withdrawn ? ` (${t('melee.withdrawn')})` : ''}
                    {player.joinedRound > 1
                      ? ` · ${t('melee.joins', { round: player.joinedRound })}`
                      : ''}
                  </td>
                  <td>{player.club ?? ''}</td>
                  <td className="actions">
                    <button
                      type="button"
                      className="small"
                      onClick={() => void setWithdrawn(player)}
                    >
                      {player.withdrawn ? t('melee.readmit') : t('melee.withdraw')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>{t('melee.none')}</p>
      )}
      <AddPlayerForm locale={locale} path={path} onAdded={onChanged} />
      <PastePlayers locale={locale} path={path} onImported={onChanged} />
    </section>
  );
});

function AddPlayerForm({
  locale,
  path,
  onAdded,
}: {
  locale: Locale;
  path: string;
  onAdded: () => void;
}) {
  const t = useTranslator();
  const [choice, setChoice] = useState<SeatChoice>(EMPTY_SEAT);
  const [club, setClub] = useState('');
  const [error, setError] = useState<string | null>(null);
  const add = async () => {
    const pick = pickOf(choice);
    const body = 'id' in pick || !club.trim() ? pick : { ...pick, club: club.trim() };
    const result = await callApi<RegisteredEntrant>(path, { method: 'POST', body, locale });
    if (!result.ok) return setError(errorText(t, result.error));
    setError(null);
    setChoice(EMPTY_SEAT);
    setClub('');
    onAdded();
  };
  return (
    <form
      className="card stack"
      aria-label={t('melee.add')}
      onSubmit={(event) => {
        event.preventDefault();
        void add();
      }}
    >
      <label htmlFor="melee-player">{t('melee.player')}</label>
      <PersonPicker inputId="melee-player" choice={choice} onChange={setChoice} required />
      {choice.kind !== 'person' ? (
        <>
          <label htmlFor="melee-club">{t('melee.club')}</label>
          <input
            id="melee-club"
            maxLength={80}
            value={club}
            onChange={(e) => setClub(e.target.value)}
          />
        </>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <button type="submit" className="primary">
        {t('melee.add')}
      </button>
    </form>
  );
}

/** « Anne Rey ; CC Sion » → { name, club }: one player a line, blank lines skipped. */
export function parsePlayerList(
  text: string,
): Array<{ line: number; name: string; club?: string }> {
  return text.split(/\r?\n/).flatMap((raw, index) => {
    const [name = '', club = ''] = raw.split(/[;\t]/).map((part) => part.trim());
    if (!name) return [];
    return [{ line: index + 1, name, ...(club ? { club } : {}) }];
  });
}

function PastePlayers({
  locale,
  path,
  onImported,
}: {
  locale: Locale;
  path: string;
  onImported: () => void;
}) {
  const t = useTranslator();
  const [text, setText] = useState('');
  const [report, setReport] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  /** How far a long list has gone (one request a player): « 12 / 40 ». */
  const [progress, setProgress] = useState<{ done: number; of: number } | null>(null);
  const importAll = async () => {
    setBusy(true);
    const lines: string[] = [];
    let entered = 0;
    let created = 0;
    const list = parsePlayerList(text);
    for (const [done, player] of list.entries()) {
      setProgress({ done, of: list.length });
      const result = await callApi<RegisteredEntrant>(path, {
        method: 'POST',
        body: player.club ? { name: player.name, club: player.club } : { name: player.name },
        locale,
      });
      if (result.ok) {
        entered += 1;
        if (result.data.newPerson) created += 1;
      } else
        lines.push(
          t('melee.importFailed', {
            line: player.line,
            text: player.name,
            error: errorText(t, result.error),
          }),
        );
    }
    setBusy(false);
    setProgress(null);
    setReport([t('melee.imported', { count: entered, created }), ...lines]);
    if (!lines.length) setText('');
    onImported();
  };
  return (
    <form
      className="card stack"
      onSubmit={(event) => {
        event.preventDefault();
        void importAll();
      }}
    >
      <label htmlFor="melee-paste">{t('melee.paste')}</label>
      <textarea id="melee-paste" rows={6} value={text} onChange={(e) => setText(e.target.value)} />
      <button type="submit" disabled={busy || !text.trim()}>
        {t('melee.import')}
      </button>
      {progress ? (
        <p role="status" data-testid="melee-import-progress">
          {t('melee.importing', { done: progress.done, of: progress.of })}
        </p>
      ) : null}
      {report.length ? (
        <ul aria-live="polite" data-testid="melee-import-report">
          {report.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
