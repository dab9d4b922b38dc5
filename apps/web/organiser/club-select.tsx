'use client';
import type { ReactNode } from 'react';
import { useTranslator } from '../i18n/client';
import type { ClubRef } from '../lib/api-types';

/**
 * Which of the organiser's clubs a new tournament belongs to: asked only when they have several
 * (the first chosen until they pick another); nothing is drawn for one club.
 */
export function ClubSelect({
  id,
  clubs,
  value,
  onChange,
  error = null,
}: {
  id: string;
  clubs: readonly ClubRef[];
  /** The club picked; empty: the first. */
  value: string;
  onChange: (clubId: string) => void;
  /** The API's complaint about the club, shown under it. */
  error?: ReactNode;
}) {
  const t = useTranslator();
  if (clubs.length < 2) return null;
  return (
    <>
      <label htmlFor={id}>{t('create.club')}</label>
      <select id={id} value={value || clubs[0]?.id} onChange={(e) => onChange(e.target.value)}>
        {clubs.map((club) => (
          <option key={club.id} value={club.id}>
            {club.name}
          </option>
        ))}
      </select>
      {error}
    </>
  );
}
