import Link from 'next/link';
import { translator, type Locale } from '../i18n';
import type { PersonRatings } from '../lib/api-types';
import { formatDecimal } from '../i18n/number-format';
import { formatSigned } from '../lib/format';

/**
 * A player's Elo rating in each game they played (libs/rating, from every finished game), the
 * games rated, and what their last tournament changed: « 1 540,6 — 2 parties classées · Dernier tournoi, … : +20,6 ».
 */
export function PersonRatingsCard({ locale, ratings }: { locale: Locale; ratings: PersonRatings }) {
  const t = translator(locale);
  const tenth = (value: number) => formatDecimal(locale, value, 1);
  return (
    <section className="card" aria-labelledby="rating-title" data-testid="person-ratings">
      <h2 id="rating-title">{t('rating.title')}</h2>
      {ratings.ratings.length === 0 ? (
        <p>{t('rating.none')}</p>
      ) : (
        <dl>
          {ratings.ratings.map((rating) => (
            <div key={rating.ruleset} data-testid="person-rating">
              <dt>{t(`game.${rating.ruleset}`)}</dt>
              <dd>
                {t('rating.value', { rating: tenth(rating.rating), games: tenth(rating.games) })}
                {rating.lastTournament ? (
                  <>
                    {' · '}
                    <Link
                      href={`/${locale}/tournaments/${rating.lastTournament.id}/standings`}
                      prefetch={false}
                    >
                      {t('rating.last', {
                        name: rating.lastTournament.name,
                        change: formatSigned(rating.lastTournament.change, tenth),
                      })}
                    </Link>
                  </>
                ) : null}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
