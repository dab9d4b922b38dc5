'use client';
import { useState, type ChangeEvent } from 'react';
import type { ClubRef } from '@marque/contracts';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { callApi } from '../lib/api-client';
import { errorText } from '../lib/error-text';
import { ClubSelect } from './club-select';

/**
 * « Importer un tournoi »: an archive file picked, sent, and the new tournament opened; it joins
 * the organiser's club (the one chosen first when they have several).
 */
export function ImportTournament({
  locale,
  clubs,
  onImported,
}: {
  locale: Locale;
  clubs: ClubRef[];
  onImported: (id: string) => void;
}) {
  const t = useTranslator();
  const [clubId, setClubId] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setError(null);
    let archive: unknown;
    try {
      archive = JSON.parse(await file.text());
    } catch {
      archive = undefined;
    }
    const result =
      archive === undefined
        ? null
        : await callApi<{ id: string }>(`/tournaments/import${clubQuery(clubs, clubId)}`, {
            method: 'POST',
            body: archive,
            locale,
          });
    setBusy(false);
    // The same file may be picked again once mended.
    input.value = '';
    if (result?.ok) return onImported(result.data.id);
    setError(result ? errorText(t, result.error) : t('organiser.importNotJson'));
  };

  return (
    <section className="card" aria-labelledby="import-title">
      <h2 id="import-title">{t('organiser.importTitle')}</h2>
      <p>{t('organiser.importHelp')}</p>
      <ClubSelect id="import-club" clubs={clubs} value={clubId} onChange={setClubId} />
      <label>
        {t('organiser.importFile')}
        <input
          type="file"
          accept=".json,application/json"
          data-testid="import-archive"
          disabled={busy}
          onChange={(event) => void importFile(event)}
        />
      </label>
      {busy ? <p aria-busy="true">{t('organiser.importing')}</p> : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/** `?clubId=` of the chosen club when the organiser has several; none for one club. */
function clubQuery(clubs: ClubRef[], chosen: string): string {
  const clubId = clubs.length > 1 ? chosen || clubs[0]?.id : undefined;
  return clubId ? `?clubId=${encodeURIComponent(clubId)}` : '';
}
