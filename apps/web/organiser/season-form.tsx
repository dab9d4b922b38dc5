'use client';
import { useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import type { ApiErrorBody, ClubRef, SeriesView } from '../lib/api-types';
import { errorText } from '../lib/error-text';
import { DEFAULT_RULE_DRAFT, ruleOfDraft, type SeasonRuleDraft } from './season-rule-draft';

/** A new season: its name, label, club and rule (the preset table, or « N − place + 1 »). */
export function SeasonForm({
  locale,
  clubs,
  onCreated,
}: {
  locale: Locale;
  clubs: ClubRef[];
  onCreated: (series: SeriesView) => void;
}) {
  const t = useTranslator();
  const [name, setName] = useState('');
  const [season, setSeason] = useState('');
  const [clubId, setClubId] = useState(clubs[0]?.id ?? '');
  const [draft, setDraft] = useState<SeasonRuleDraft>(DEFAULT_RULE_DRAFT);
  const [error, setError] = useState<ApiErrorBody | null>(null);
  const [done, setDone] = useState(false);
  const field = (
    key: keyof SeasonRuleDraft,
    label: string,
    inputMode: 'numeric' | 'text' = 'numeric',
  ) => (
    <>
      <label htmlFor={`season-${key}`}>{label}</label>
      <input
        id={`season-${key}`}
        inputMode={inputMode}
        value={draft[key]}
        onChange={(event) => setDraft({ ...draft, [key]: event.target.value })}
      />
    </>
  );
  const submit = async () => {
    const result = await callApi<SeriesView>('/series', {
      method: 'POST',
      locale,
      body: {
        name,
        season,
        ...(clubs.length > 1 && clubId ? { clubId } : {}),
        rule: ruleOfDraft(draft),
      },
    });
    setError(result.ok ? null : result.error);
    setDone(result.ok);
    if (result.ok) onCreated(result.data);
  };
  return (
    <form
      className="card stack"
      aria-labelledby="season-create-title"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id="season-create-title">{t('seasonConsole.create')}</h2>
      <label htmlFor="season-name">{t('seasonConsole.name')}</label>
      <input
        id="season-name"
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <label htmlFor="season-label">{t('seasonConsole.season')}</label>
      <input
        id="season-label"
        required
        placeholder="2026-2027"
        value={season}
        onChange={(event) => setSeason(event.target.value)}
      />
      {clubs.length > 1 ? (
        <>
          <label htmlFor="season-club">{t('seasonConsole.club')}</label>
          <select
            id="season-club"
            value={clubId}
            onChange={(event) => setClubId(event.target.value)}
          >
            {clubs.map((club) => (
              <option key={club.id} value={club.id}>
                {club.name}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <fieldset>
        <legend>{t('seasonConsole.scale')}</legend>
        {(['table', 'field'] as const).map((scale) => (
          <label key={scale}>
            <input
              type="radio"
              name="season-scale"
              checked={draft.scale === scale}
              onChange={() => setDraft({ ...draft, scale })}
            />{' '}
            {t(`seasonConsole.scale.${scale}`)}
          </label>
        ))}
      </fieldset>
      {draft.scale === 'table' ? (
        <>
          {field('points', t('seasonConsole.points'), 'text')}
          {field('beyond', t('seasonConsole.beyond'))}
        </>
      ) : null}
      {field('participation', t('seasonConsole.participation'))}
      {field('best', t('seasonConsole.best'))}
      {field('clubMembers', t('seasonConsole.clubMembers'))}
      {error ? (
        <p className="form-error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
      {done ? <p role="status">{t('seasonConsole.created')}</p> : null}
      <button type="submit">{t('seasonConsole.submit')}</button>
    </form>
  );
}
