import Link from 'next/link';
import { translator, type Locale } from '../i18n';
import { formatDay, formatNumber } from '../lib/format';
import type { PersonHistory, PersonRatings, PersonTournament } from '../lib/api-types';
import { playerLabel } from '../components/player-names';
import { PersonRatingsCard } from './person-ratings';
import { placeText } from './placings';

/**
 * A player's page across tournaments: every public tournament they played, the most recent
 * first, with the team, the partner, the games won and lost, the points and the place (a mêlée
 * once, with the player's own place and the partner of each round); the player's rating in each
 * game. Read on the server; a person with no public tournament shows no name.
 */
export function PersonPage({
  locale,
  history,
  ratings,
}: {
  locale: Locale;
  history: PersonHistory | null;
  ratings: PersonRatings | null;
}) {
  const t = translator(locale);
  const number = (value: number) => formatNumber(locale, value);
  if (!history) return <h1>{t('person.notFound')}</h1>;
  const { person, tournaments } = history;
  if (!person)
    return (
      <>
        <h1>{t('person.unknownTitle')}</h1>
        <p data-testid="person-none">{t('person.none')}</p>
      </>
    );
  const name = [person.firstName, person.lastName].filter(Boolean).join(' ');
  return (
    <>
      <h1 data-testid="person-name">{t('person.title', { name })}</h1>
      {person.club ? <p className="player-tournament">{person.club}</p> : null}
      {ratings ? <PersonRatingsCard locale={locale} ratings={ratings} /> : null}
      <p>{t('person.count', { count: tournaments.length })}</p>
      <ol className="person-history" data-testid="person-history">
        {tournaments.map((entry) => (
          <Entry key={entry.team.id} locale={locale} entry={entry} number={number} />
        ))}
      </ol>
    </>
  );
}

/** One tournament: its name, day and game, then the team, partner, games, points and place. */
function Entry({
  locale,
  entry,
  number,
}: {
  locale: Locale;
  entry: PersonTournament;
  number: (value: number) => string;
}) {
  const t = translator(locale);
  const { tournament, team } = entry;
  const at = `/${locale}/tournaments/${tournament.id}`;
  return (
    <li className="card">
      <h2>
        <Link href={`${at}/standings`} prefetch={false}>
          {tournament.name}
        </Link>
      </h2>
      <p className="hint">
        {tournament.date ? formatDay(locale, tournament.date) : t('person.noDate')} ·{' '}
        {t(`game.${tournament.ruleset}`)}
      </p>
      <dl>
        {entry.entry === 'individual' ? (
          <>
            <dt>{t('person.meleeEntry')}</dt>
            <dd>
              {t('melee.kind')}
              {team.withdrawn ? ` (${t('melee.withdrawn')})` : ''}
            </dd>
            <dt>{t('person.partners')}</dt>
            <dd>
              <ul className="plain-list" data-testid="person-rounds">
                {(entry.rounds ?? []).map(({ round, partner }) => (
                  <li key={round}>
                    {partner ? (
                      <>
                        {t('person.roundPartner', { round: number(round) })}{' '}
                        <PartnerName locale={locale} partner={partner} />
                      </>
                    ) : (
                      t('players.meleeSatOut', { round: number(round) })
                    )}
                  </li>
                ))}
              </ul>
            </dd>
          </>
        ) : (
          <>
            <dt>{t('person.team')}</dt>
            <dd>
              <Link href={`${at}/teams/${team.id}`} prefetch={false}>
                {team.name}
              </Link>
              {team.withdrawn ? ` (${t('person.withdrawn')})` : ''}
            </dd>
            <dt>{t('person.partner')}</dt>
            <dd>
              {entry.partners.map((partner, index) => (
                <PartnerName
                  key={partner.id ?? `left-${index}`}
                  locale={locale}
                  partner={partner}
                />
              ))}
            </dd>
          </>
        )}
        <dt>{t('person.games')}</dt>
        <dd>
          {t(entry.drawn ? 'person.recordDrawn' : 'person.record', {
            won: number(entry.won),
            drawn: number(entry.drawn),
            lost: number(entry.lost),
          })}
        </dd>
        <dt>{t('person.points')}</dt>
        <dd>
          {t('person.pointsForAgainst', {
            for: number(entry.pointsFor),
            against: number(entry.pointsAgainst),
          })}
        </dd>
        <dt>{t('person.place')}</dt>
        <dd>
          {entry.placing
            ? placeText(entry.placing, number)
            : entry.rank === null
              ? '–'
              : t('person.placeOf', { rank: number(entry.rank), of: number(entry.of) })}
        </dd>
      </dl>
    </li>
  );
}

/** A partner: a link to their page, or « joueur parti » once deleted from the registry. */
function PartnerName({
  locale,
  partner,
}: {
  locale: Locale;
  partner: { id: string | null; name: string };
}) {
  const t = translator(locale);
  return partner.id ? (
    <Link href={`/${locale}/people/${partner.id}`} prefetch={false}>
      {partner.name}
    </Link>
  ) : (
    <span>{playerLabel(t, partner.name)}</span>
  );
}
