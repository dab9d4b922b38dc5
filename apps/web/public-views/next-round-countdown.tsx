'use client';
import { useEffect, useState } from 'react';
import { useTimeFormat, useTranslator } from '../i18n/client';
import type { TournamentView } from '../lib/api-types';
import { formatClock } from '../lib/format';

/**
 * The countdown to the next round's start, as the organiser announced it (`nextRoundAt`): « Tour
 * 3 à 15:30 · dans 12:04 ». Nothing when none is announced; the API clears it when the round
 * starts, and the page's live stream brings the change.
 */
export function NextRoundCountdown({
  tournament,
  large,
}: {
  tournament: Pick<TournamentView, 'nextRoundAt' | 'roundsStarted'> | null;
  large?: boolean;
}) {
  const t = useTranslator();
  const time = useTimeFormat();
  const [now, setNow] = useState<number | null>(null);
  const startsAt = tournament?.nextRoundAt ?? null;
  useEffect(() => {
    if (!startsAt) return;
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [startsAt]);
  if (!tournament || !startsAt || now === null) return null;
  const left = Date.parse(startsAt) - now;
  return (
    <p
      className={`clock next-round ${large ? 'clock-large' : ''}`}
      role="timer"
      aria-live="off"
      data-testid="next-round"
    >
      <span className="clock-label">
        {t('nextRound.countdown', { round: tournament.roundsStarted + 1, time: time(startsAt) })}
      </span>{' '}
      <span className="clock-time">
        {left <= 0 ? t('nextRound.now') : t('nextRound.left', { left: formatClock(left) })}
      </span>
    </p>
  );
}
