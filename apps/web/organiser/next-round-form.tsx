'use client';
import { useId, useState } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { useApiAction } from './use-api-action';

const HALF_A_DAY_MS = 12 * 3_600_000;

/**
 * The `15:30` nearest to now (within 12 hours either way), in the browser's time zone, as the
 * API takes it (ISO 8601); null for a time that is not `HH:MM`. Tournaments play past midnight:
 * at 23:55, `00:10` is tomorrow's, not a time of this morning the API refuses as past.
 */
export function nearestAt(time: string, now: Date = new Date()): string | null {
  const match = /^(\d{2}):(\d{2})$/.exec(time);
  if (!match) return null;
  const at = new Date(now);
  at.setHours(Number(match[1]), Number(match[2]), 0, 0);
  const ahead = at.getTime() - now.getTime();
  if (ahead < -HALF_A_DAY_MS) at.setDate(at.getDate() + 1);
  else if (ahead > HALF_A_DAY_MS) at.setDate(at.getDate() - 1);
  return at.toISOString();
}

/** `HH:MM` of an ISO time, in the browser's time zone: what the time field shows. */
export function timeOfDay(iso: string): string {
  const at = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * The organiser says when the next round starts (or takes it back): the projector, the players'
 * page and the team pages count down to it. `onChanged` gets what failed, or null.
 */
export function NextRoundForm({
  locale,
  tournamentId,
  round,
  startsAt,
  onChanged,
}: {
  locale: Locale;
  tournamentId: string;
  round: number;
  startsAt: string | null;
  onChanged: (error: string | null) => void;
}) {
  const t = useTranslator();
  const id = useId();
  const [time, setTime] = useState(startsAt ? timeOfDay(startsAt) : '');
  const { busy, act } = useApiAction(locale, onChanged);
  const announce = (at: string | null) =>
    act(`/tournaments/${tournamentId}/next-round`, 'PUT', { startsAt: at });
  return (
    <form
      className="row next-round-form"
      data-testid="next-round-form"
      onSubmit={(event) => {
        event.preventDefault();
        const at = nearestAt(time);
        if (at) void announce(at);
      }}
    >
      <div className="stack">
        <label htmlFor={id}>{t('nextRound.label', { round })}</label>
        <input
          id={id}
          type="time"
          required
          value={time}
          onChange={(event) => setTime(event.target.value)}
        />
      </div>
      <button type="submit" className="secondary" disabled={busy || !time}>
        {t('nextRound.announce')}
      </button>
      {startsAt ? (
        <button
          type="button"
          className="link-button"
          disabled={busy}
          onClick={() => void announce(null)}
        >
          {t('nextRound.withdraw')}
        </button>
      ) : null}
    </form>
  );
}
