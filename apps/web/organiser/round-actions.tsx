'use client';
import { useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { RoundView } from '../lib/api-types';

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
  const played = round.tables.some((table) => (table.dealCount ?? 0) > 0);
  const base = `/tournaments/${tournamentId}/rounds/${round.number}`;
  const act = async (
    path: string,
    method: 'POST' | 'DELETE',
    body?: unknown,
    done?: () => void,
  ) => {
    const result = await callApi(path, { method, body, token, locale });
    if (result.ok) done?.();
    onChanged(result.ok ? null : result.error.message || t('error.generic'));
  };
  return (
    <div className="round-actions stack">
      {!played && !round.closedAt ? (
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
      {!round.closedAt ? (
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
      {!round.closedAt ? (
        <button
          type="button"
          className="danger"
          onClick={() => {
            if (window.confirm(t('round.closeConfirm', { round: round.number })))
              void act(`${base}/close`, 'POST');
          }}
        >
          {t('round.close', { round: round.number })}
        </button>
      ) : (
        <p>{t('round.closed')}</p>
      )}
    </div>
  );
}
