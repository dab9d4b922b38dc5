'use client';
import { useState } from 'react';
import type { Locale, Translate } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import type { RoundView } from '../lib/api-types';
import { roundControls } from './round-controls';

/** Undo a round before play, swap two teams, close the round at the bell. */
export function RoundActions({
  locale,
  token,
  tournamentId,
  round,
  onChanged,
}: {
  locale: Locale;
  token: string;
  tournamentId: string;
  round: RoundView;
  onChanged: (message: string | null) => void;
}) {
  const t = useTranslator();
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const teams = round.tables.flatMap((table) => [table.teamA, table.teamB]);
  const controls = roundControls(round);
  const base = `/tournaments/${tournamentId}/rounds/${round.number}`;
  const act = async (
    path: string,
    method: 'POST' | 'DELETE',
    body?: unknown,
    done?: () => void,
  ) => {
    const result = await callApi(path, { method, body, token, locale });
    if (result.ok) done?.();
    onChanged(result.ok ? null : errorText(t, result.error));
  };
  return (
    <div className="round-actions stack">
      {controls.canUndo ? (
        <button
          type="button"
          className="secondary"
          onClick={() => {
            if (window.confirm(t('round.undoConfirm', { round: round.number })))
              void act(base, 'DELETE');
          }}
        >
          {t('round.undo', { round: round.number })}
        </button>
      ) : null}
      {controls.canSwap ? (
        <form
          className="row"
          onSubmit={(event) => {
            event.preventDefault();
            if (first && second && first !== second)
              void act(`${base}/swap`, 'POST', { teamIds: [first, second] });
          }}
        >
          {[
            ['swap-first', first, setFirst, 'round.swapFirst'] as const,
            ['swap-second', second, setSecond, 'round.swapSecond'] as const,
          ].map(([id, value, set, label]) => (
            <div className="stack" key={id}>
              <label htmlFor={id}>{t(label)}</label>
              <select id={id} value={value} onChange={(e) => set(e.target.value)}>
                <option value="">—</option>
                {teams.map((team) => (
                  <option key={team.id} value={team.id}>
                    {team.name}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <button
            type="submit"
            className="secondary"
            disabled={!first || !second || first === second}
          >
            {t('round.swap')}
          </button>
        </form>
      ) : null}
      {controls.canRingBell ? (
        <>
          {controls.emptyTables.length ? (
            <p className="hint" data-testid="bell-warning">
              {bellWarning(t, controls.emptyTables)}
            </p>
          ) : null}
          <button
            type="button"
            className="danger"
            onClick={() => {
              const question = [
                t('round.closeConfirm', { round: round.number }),
                controls.emptyTables.length ? bellWarning(t, controls.emptyTables) : '',
              ].join(' ');
              if (window.confirm(question.trim())) void act(`${base}/close`, 'POST');
            }}
          >
            {t('round.close', { round: round.number })}
          </button>
        </>
      ) : (
        <p>{round.closedAt ? t('round.closed') : t('round.allFinished')}</p>
      )}
    </div>
  );
}

/** "Tables 3 et 7 : aucune donne. La cloche les clora sur une partie nulle 0 – 0." */
function bellWarning(t: Translate, tables: readonly number[]): string {
  return t('round.bellEmptyTables', {
    count: tables.length,
    tables: tables.join(', '),
  });
}
