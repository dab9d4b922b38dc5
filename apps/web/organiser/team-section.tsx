'use client';
import { memo, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { errorText, fieldErrorText } from '../lib/error-text';
import type { ApiErrorBody, TeamView } from '../lib/api-types';
import { PasteImport } from './paste-import';
import { EMPTY_SEAT, PersonPicker, pickOf, type SeatChoice } from './person-picker';
import { PlayerNames } from '../components/player-names';
import { scrollRegion } from '../components/scroll-region';

/** Registration: the teams (rename, withdraw, reinstate), one more team, or a pasted list. */
export const TeamSection = memo(function TeamSection({
  locale,
  tournamentId,
  teams,
  onChanged,
}: {
  locale: Locale;
  tournamentId: string;
  teams: TeamView[];
  onChanged: () => void;
}) {
  const t = useTranslator();
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const patch = async (teamId: string, body: { name?: string; withdrawn?: boolean }) => {
    const result = await callApi(`/tournaments/${tournamentId}/teams/${teamId}`, {
      method: 'PATCH',
      body,
      locale,
    });
    setMessage(result.ok ? null : errorText(t, result.error));
    if (result.ok) {
      setRenaming(null);
      onChanged();
    }
  };
  const active = teams.filter((team) => !team.withdrawn).length;
  return (
    <section id="teams" aria-labelledby="teams-title" className="stack console-anchor">
      <h2 id="teams-title">{t('teams.title', { count: teams.length, active })}</h2>
      {message ? (
        <p className="form-error" role="alert">
          {message}
        </p>
      ) : null}
      {teams.length ? (
        <div {...scrollRegion(t('teams.title', { count: teams.length, active }))}>
          <table className="data">
            <thead>
              <tr>
                <th scope="col">{t('team.name')}</th>
                <th scope="col">{t('team.players')}</th>
                <th scope="col">{t('team.club')}</th>
                <th scope="col">{t('team.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {teams.map((team) => (
                <tr key={team.id} className={team.withdrawn ? 'withdrawn' : ''}>
                  <td>
                    {renaming?.id === team.id ? (
                      <form
                        className="inline-form"
                        onSubmit={(event) => {
                          event.preventDefault();
                          void patch(team.id, { name: renaming.name });
                        }}
                      >
                        <label className="visually-hidden" htmlFor={`rename-${team.id}`}>
                          {t('team.newName', { name: team.name })}
                        </label>
                        <input
                          id={`rename-${team.id}`}
                          value={renaming.name}
                          onChange={(e) => setRenaming({ id: team.id, name: e.target.value })}
                          autoFocus
                        />
                        <button type="submit" className="small">
                          {t('common.save')}
                        </button>
                      </form>
                    ) : (
                      <>
                        {team.name}
                        {team.withdrawn ? ` (${t('team.withdrawn')})` : ''}
                        {(team.joinedRound ?? 1) > 1
                          ? ` · ${t('team.joinsAt', { round: team.joinedRound ?? 1 })}`
                          : ''}
                      </>
                    )}
                  </td>
                  <td>
                    <PlayerNames
                      t={t}
                      locale={locale}
                      players={team.players}
                      playerIds={team.playerIds}
                    />
                  </td>
                  <td>{team.club ?? ''}</td>
                  <td className="actions">
                    <button
                      type="button"
                      className="small"
                      onClick={() => setRenaming({ id: team.id, name: team.name })}
                    >
                      {t('team.rename')}
                    </button>
                    <button
                      type="button"
                      className="small"
                      onClick={() => void patch(team.id, { withdrawn: !team.withdrawn })}
                    >
                      {team.withdrawn ? t('team.reinstate') : t('team.withdraw')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <AddTeamForm locale={locale} tournamentId={tournamentId} onAdded={onChanged} />
      <PasteImport
        locale={locale}
        tournamentId={tournamentId}
        registered={teams}
        onImported={onChanged}
      />
    </section>
  );
});

function AddTeamForm({
  locale,
  tournamentId,
  onAdded,
}: {
  locale: Locale;
  tournamentId: string;
  onAdded: () => void;
}) {
  const t = useTranslator();
  const [fields, setFields] = useState({ name: '', club: '' });
  const [seats, setSeats] = useState<[SeatChoice, SeatChoice]>([EMPTY_SEAT, EMPTY_SEAT]);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) =>
    setFields({ ...fields, [name]: event.target.value });
  const setSeat = (seat: 0 | 1) => (choice: SeatChoice) =>
    setSeats(seat === 0 ? [choice, seats[1]] : [seats[0], choice]);
  const errorFor = (field: string) => fieldErrorText(t, error, field);
  const fieldError = (field: string) =>
    errorFor(field) ? (
      <p className="field-error" role="alert">
        {errorFor(field)}
      </p>
    ) : null;
  return (
    <form
      className="card stack"
      aria-labelledby="add-team-title"
      onSubmit={async (event) => {
        event.preventDefault();
        const body = {
          name: fields.name,
          people: seats.map(pickOf),
          ...(fields.club.trim() ? { club: fields.club } : {}),
        };
        const result = await callApi(`/tournaments/${tournamentId}/teams`, {
          method: 'POST',
          body,
          locale,
        });
        if (!result.ok) return setError(result.error);
        setError(null);
        setFields({ name: '', club: '' });
        setSeats([EMPTY_SEAT, EMPTY_SEAT]);
        onAdded();
      }}
    >
      <h3 id="add-team-title">{t('teams.add')}</h3>
      {error && !error.details?.length ? (
        <p className="form-error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
      <div className="row seats-row">
        <div className="stack">
          <label htmlFor="add-name">{t('team.name')}</label>
          <input id="add-name" value={fields.name} onChange={set('name')} required maxLength={80} />
          {fieldError('name')}
        </div>
        {([0, 1] as const).map((seat) => (
          <div className="stack" key={seat}>
            <label htmlFor={`add-player${seat + 1}`}>
              {t(seat === 0 ? 'team.player1' : 'team.player2')}
            </label>
            <PersonPicker
              inputId={`add-player${seat + 1}`}
              choice={seats[seat]}
              onChange={setSeat(seat)}
              required
            />
            {fieldError(`people.${seat}`)}
          </div>
        ))}
        <div className="stack">
          <label htmlFor="add-club">{t('team.club')}</label>
          <input id="add-club" value={fields.club} onChange={set('club')} maxLength={80} />
          {fieldError('club')}
        </div>
      </div>
      <button type="submit" className="primary">
        {t('teams.addSubmit')}
      </button>
    </form>
  );
}
