'use client';
import { useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { ClubRef, SeriesInvitationView, SeriesView } from '../lib/api-types';
import { PickAndAdd } from './pick-and-add';

type Write = (path: string, method: 'POST' | 'DELETE', body?: unknown) => Promise<void>;

/**
 * The clubs of a series, for the members of its own club: those taking part (each removable:
 * its tournaments leave the season), the invitations waiting (each withdrawn), and another club
 * to invite, picked by name among every club of the server.
 */
export function SeasonClubs({
  locale,
  series,
  write,
}: {
  locale: Locale;
  series: SeriesView;
  write: Write;
}) {
  const t = useTranslator();
  const [waiting, setWaiting] = useState<SeriesInvitationView[]>([]);
  const [choices, setChoices] = useState<ClubRef[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void Promise.all([
      callApi<SeriesInvitationView[]>(`/series/${series.id}/invitations`, { locale }),
      callApi<ClubRef[]>(`/series/${series.id}/club-choices`, { locale }),
    ]).then(([invitations, clubs]) => {
      if (invitations.ok) setWaiting(invitations.data);
      if (clubs.ok) setChoices(clubs.data);
    });
  }, [series, locale, version]);
  const act = async (path: string, method: 'POST' | 'DELETE', body?: unknown) => {
    await write(path, method, body);
    setVersion((count) => count + 1);
  };
  const base = `/series/${series.id}/clubs`;
  return (
    <div className="stack" data-testid="season-clubs">
      <h3>{t('seasonConsole.clubs')}</h3>
      <ul className="plain-list">
        {series.clubs.map((club) => (
          <li key={club.id}>
            {club.name}
            {club.id === series.club.id ? (
              ` (${t('seasonConsole.ownClub')})`
            ) : (
              <>
                {' '}
                <button
                  type="button"
                  className="small secondary"
                  onClick={() => {
                    if (window.confirm(t('seasonConsole.removeClubConfirm', { club: club.name })))
                      void act(`${base}/${club.id}`, 'DELETE');
                  }}
                >
                  {t('seasonConsole.removeClub')}
                </button>
              </>
            )}
          </li>
        ))}
        {waiting.map((invitation) => (
          <li key={invitation.club.id}>
            {t('seasonConsole.invited', { club: invitation.club.name })}{' '}
            <button
              type="button"
              className="small secondary"
              onClick={() => void act(`${base}/${invitation.club.id}`, 'DELETE')}
            >
              {t('seasonConsole.withdraw')}
            </button>
          </li>
        ))}
      </ul>
      <PickAndAdd
        id={`season-invite-${series.id}`}
        label={t('seasonConsole.inviteClub')}
        button={t('seasonConsole.invite')}
        choices={choices}
        onAdd={(clubId) => void act(base, 'POST', { clubId })}
      />
    </div>
  );
}

/** The invitations waiting for an answer from one of the organiser's clubs. */
export function SeasonInvitations({
  invitations,
  write,
}: {
  invitations: SeriesInvitationView[];
  write: Write;
}) {
  const t = useTranslator();
  if (invitations.length === 0) return null;
  return (
    <section className="card stack" data-testid="season-invitations">
      <h2>{t('seasonConsole.invitations')}</h2>
      <ul className="plain-list">
        {invitations.map(({ series, club }) => {
          const path = `/series/${series.id}/clubs/${club.id}`;
          return (
            <li key={`${series.id}/${club.id}`}>
              {t('seasonConsole.invitation', {
                from: series.club.name,
                club: club.name,
                name: series.name,
                season: series.season,
              })}{' '}
              <button
                type="button"
                className="small"
                onClick={() => void write(`${path}/accept`, 'POST')}
              >
                {t('seasonConsole.accept')}
              </button>{' '}
              <button
                type="button"
                className="small secondary"
                onClick={() => void write(`${path}/decline`, 'POST')}
              >
                {t('seasonConsole.decline')}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
