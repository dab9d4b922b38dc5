'use client';
import { useEffect, useState } from 'react';
import { useTranslator } from '../i18n/client';
import type { RoundView } from '../lib/api-types';
import { formatClock } from '../lib/format';

/** The round's clock counting down to the bell, from the server's `endsAt`. */
export function RoundClock({ round, large }: { round: RoundView; large?: boolean }) {
  const t = useTranslator();
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  if (round.closedAt) return <p className="clock">{t('clock.closed', { round: round.number })}</p>;
  if (!round.endsAt || now === null) return null;
  const left = Date.parse(round.endsAt) - now;
  return (
    <p
      className={`clock ${large ? 'clock-large' : ''} ${left <= 0 ? 'clock-over' : ''}`}
      role="timer"
      aria-live="off"
    >
      <span className="clock-label">{t('clock.label', { round: round.number })}</span>{' '}
      <span className="clock-time">{left <= 0 ? t('clock.bell') : formatClock(left)}</span>
    </p>
  );
}
