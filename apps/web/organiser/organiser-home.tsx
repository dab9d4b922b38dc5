'use client';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { TournamentView } from '../lib/api-types';
import { formatDay } from '../lib/format';
import { readStoredJson, useOrganiserSession, writeStoredJson } from '../lib/session';
import { BackupsCard } from './backups-card';
import { CreateTournamentForm } from './create-tournament-form';
import { ImportTournament } from './import-tournament';
import { LoginForm } from './login-form';

const KNOWN = 'marque.organiser.tournaments';

/** The organiser's start: sign in, the tournaments, a new one. */
export function OrganiserHome({ locale }: { locale: Locale }) {
  const t = useTranslator();
  const router = useRouter();
  const { organiser, signedIn, ready, signIn, signOut } = useOrganiserSession();
  const [tournaments, setTournaments] = useState<TournamentView[] | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    void (async () => {
      const result = await callApi<TournamentView[]>('/tournaments', { locale });
      if (result.ok) return setTournaments(result.data);
      if (result.status === 401) return signOut();
      // An API without the list: the tournaments created from this browser.
      setTournaments(readStoredJson<TournamentView[]>(KNOWN) ?? []);
    })();
  }, [signedIn, locale, signOut]);

  if (!ready) return <p aria-busy="true">{t('common.loading')}</p>;
  const clubs = organiser?.clubs ?? [];
  // An API of before clubs names none: the list then says nothing of them.
  const severalClubs = clubs.length > 1;
  if (!signedIn) return <LoginForm locale={locale} onSignedIn={signIn} />;
  return (
    <>
      <div className="toolbar">
        <span data-testid="signed-in-as">
          {t('account.signedInAs', {
            name: organiser?.displayName ?? '',
            email: organiser?.email ?? '',
          })}
        </span>
        <Link href={`/${locale}/organiser/account`}>{t('account.link')}</Link>
        {organiser?.administrator ? (
          <Link href={`/${locale}/organiser/accounts`}>{t('account.adminLink')}</Link>
        ) : null}
        <button type="button" className="secondary" onClick={() => void signOut()}>
          {t('login.signOut')}
        </button>
      </div>
      <section className="card" aria-labelledby="list-title">
        <h2 id="list-title">{t('organiser.tournaments')}</h2>
        {tournaments === null ? (
          <p aria-busy="true">{t('common.loading')}</p>
        ) : tournaments.length === 0 ? (
          <p>{t('organiser.none')}</p>
        ) : (
          <ul className="plain-list">
            {tournaments.map((tournament) => (
              <li key={tournament.id}>
                <Link href={`/${locale}/organiser/${tournament.id}`}>{tournament.name}</Link>
                {severalClubs && tournament.club ? ` · ${tournament.club.name}` : ''}
                {tournament.date ? ` · ${formatDay(locale, tournament.date)}` : ''} ·{' '}
                {t(`game.${tournament.ruleset}`)} · {t(`status.${tournament.status}`)}
              </li>
            ))}
          </ul>
        )}
        <p>
          <Link href={`/${locale}/organiser/people`}>{t('registry.link')}</Link> ·{' '}
          <Link href={`/${locale}/organiser/seasons`}>{t('seasonConsole.link')}</Link>
        </p>
      </section>
      <ImportTournament
        locale={locale}
        clubs={clubs}
        onImported={(id) => router.push(`/${locale}/organiser/${id}`)}
      />
      <CreateTournamentForm
        locale={locale}
        clubs={clubs}
        onCreated={(tournament) => {
          writeStoredJson(KNOWN, [...(readStoredJson<TournamentView[]>(KNOWN) ?? []), tournament]);
          router.push(`/${locale}/organiser/${tournament.id}`);
        }}
      />
      {organiser?.administrator ? <BackupsCard locale={locale} /> : null}
    </>
  );
}
