'use client';
import { useRouter } from 'next/navigation';
import { memo, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import type { Tiebreak, TournamentView } from '../lib/api-types';
import { TiebreakOrder } from './tiebreak-order';

/**
 * "Modifier le tournoi": its name, day, number of rounds and round clock at any time; its target
 * and tiebreak order before round 1. Then deleting it, once its name has been typed back. Drawn
 * again only when the tournament changes, not at every deal of the console's live tables.
 */
export const TournamentSettings = memo(function TournamentSettings({
  locale,
  tournament,
  onChanged,
}: {
  locale: Locale;
  tournament: TournamentView;
  onChanged: (tournament: TournamentView) => void;
}) {
  const t = useTranslator();
  const router = useRouter();
  const beforeRoundOne = tournament.roundsStarted === 0;
  const [name, setName] = useState(tournament.name);
  const [date, setDate] = useState(tournament.date ?? '');
  const [rounds, setRounds] = useState(String(tournament.rounds));
  const [roundMinutes, setRoundMinutes] = useState(
    tournament.roundMinutes === null ? '' : String(tournament.roundMinutes),
  );
  const [target, setTarget] = useState(tournament.target === null ? '' : String(tournament.target));
  const [tiebreaks, setTiebreaks] = useState<Tiebreak[]>([...tournament.tiebreaks]);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [confirmName, setConfirmName] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    const body = {
      name,
      date: date || null,
      rounds: Number(rounds),
      roundMinutes: roundMinutes ? Number(roundMinutes) : null,
      ...(beforeRoundOne ? { tiebreaks } : {}),
      ...(beforeRoundOne && tournament.target !== null && target ? { target: Number(target) } : {}),
    };
    const result = await callApi<TournamentView>(`/tournaments/${tournament.id}`, {
      method: 'PATCH',
      body,
      locale,
    });
    setBusy(false);
    if (!result.ok) return setStatus({ ok: false, text: errorText(t, result.error) });
    setStatus({ ok: true, text: t('settings.saved') });
    onChanged(result.data);
  };

  const remove = async () => {
    setBusy(true);
    const result = await callApi(`/tournaments/${tournament.id}`, {
      method: 'DELETE',
      locale,
    });
    setBusy(false);
    if (!result.ok) return setStatus({ ok: false, text: errorText(t, result.error) });
    router.push(`/${locale}/organiser`);
  };

  return (
    <details className="card stack" data-testid="tournament-settings">
      <summary>{t('settings.title')}</summary>
      <form
        className="stack"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label htmlFor="s-name">{t('create.name')}</label>
        <input
          id="s-name"
          required
          maxLength={120}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <label htmlFor="s-date">{t('create.date')}</label>
        <input id="s-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
        <label htmlFor="s-rounds">{t('create.rounds')}</label>
        <input
          id="s-rounds"
          type="number"
          required
          min={Math.max(1, tournament.roundsStarted)}
          max={30}
          value={rounds}
          onChange={(e) => setRounds(e.target.value)}
        />
        <label htmlFor="s-minutes">{t('create.roundMinutes')}</label>
        <input
          id="s-minutes"
          type="number"
          min={5}
          max={600}
          value={roundMinutes}
          onChange={(e) => setRoundMinutes(e.target.value)}
        />
        {beforeRoundOne ? (
          <>
            {tournament.target !== null ? (
              <>
                <label htmlFor="s-target">{t('settings.target')}</label>
                <input
                  id="s-target"
                  type="number"
                  min={1}
                  max={10000}
                  value={target}
                  onChange={(e) => setTarget(e.target.value)}
                />
              </>
            ) : null}
            <fieldset>
              <legend>{t('create.tiebreaks')}</legend>
              <TiebreakOrder tiebreaks={tiebreaks} onChange={setTiebreaks} />
            </fieldset>
          </>
        ) : (
          <p className="hint">{t('settings.lockedAfterRoundOne')}</p>
        )}
        <button type="submit" className="primary" disabled={busy}>
          {t('settings.save')}
        </button>
        {status ? (
          <p className={status.ok ? 'success' : 'form-error'} role={status.ok ? 'status' : 'alert'}>
            {status.text}
          </p>
        ) : null}
      </form>
      <section className="danger-zone stack" aria-labelledby="delete-title">
        <h3 id="delete-title">{t('settings.deleteTitle')}</h3>
        <p>{t('settings.deleteHelp', { name: tournament.name })}</p>
        <label htmlFor="s-confirm">{t('settings.deleteConfirm', { name: tournament.name })}</label>
        <input
          id="s-confirm"
          autoComplete="off"
          value={confirmName}
          onChange={(e) => setConfirmName(e.target.value)}
        />
        <button
          type="button"
          className="danger"
          disabled={busy || confirmName.trim() !== tournament.name}
          onClick={() => void remove()}
        >
          {t('settings.delete', { name: tournament.name })}
        </button>
      </section>
    </details>
  );
});
