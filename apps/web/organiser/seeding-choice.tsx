'use client';
import { useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useNumberFormat, useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { SeedingRatings } from '../lib/api-types';

export type Seeding = 'draw' | 'rating';

/**
 * Round 1 of a Swiss teams tournament or of a mêlée: « Tirage au sort » or « Classement Elo »,
 * a line saying what each does, and with Elo the ratings the draw will read (the preview).
 */
export function SeedingChoice({
  locale,
  tournamentId,
  melee,
  seeding,
  onChange,
}: {
  locale: Locale;
  tournamentId: string;
  melee: boolean;
  seeding: Seeding;
  onChange: (seeding: Seeding) => void;
}) {
  const t = useTranslator();
  const kind = melee ? 'melee' : 'swiss';
  return (
    <fieldset className="stack seeding-choice" data-testid="seeding-choice">
      <legend>{t('seeding.legend')}</legend>
      <div className="row">
        {(['draw', 'rating'] as const).map((choice) => (
          <label key={choice}>
            <input
              type="radio"
              name="seeding"
              value={choice}
              checked={seeding === choice}
              onChange={() => onChange(choice)}
            />{' '}
            {t(`seeding.${choice}`)}
          </label>
        ))}
      </div>
      <p className="hint">{t(`seeding.${seeding}Hint.${kind}`)}</p>
      {seeding === 'rating' ? (
        <SeedingRatingsList locale={locale} tournamentId={tournamentId} title="seeding.preview" />
      ) : null}
    </fieldset>
  );
}

/** The ratings a seeding by rating reads, highest first: before round 1 starts, and after. */
export function SeedingRatingsList({
  locale,
  tournamentId,
  title,
}: {
  locale: Locale;
  tournamentId: string;
  title: 'seeding.preview' | 'seeding.used';
}) {
  const t = useTranslator();
  const number = useNumberFormat();
  const [ratings, setRatings] = useState<SeedingRatings | null>(null);
  useEffect(() => {
    void callApi<SeedingRatings>(`/tournaments/${tournamentId}/seeding-ratings`, { locale }).then(
      (result) => setRatings(result.ok ? result.data : null),
    );
  }, [tournamentId, locale]);
  if (!ratings) return null;
  return (
    <section className="stack" data-testid="seeding-ratings">
      <h3>{t(title, { game: t(`game.${ratings.ruleset}`) })}</h3>
      <ol className="plain-list">
        {ratings.entries.map((entry) => (
          <li key={entry.id}>
            {entry.name} — {number(entry.rating)}
            {entry.rated ? '' : ` (${t('seeding.new')})`}
          </li>
        ))}
      </ol>
    </section>
  );
}
