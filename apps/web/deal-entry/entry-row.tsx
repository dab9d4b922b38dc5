import { useRef, useState } from 'react';
import type { Translate } from '../i18n';
import type { DraftMode } from './deal-draft';

/**
 * A tap that lands within this long of the question appearing is the second tap of the one that
 * opened it (a double tap), not an answer.
 */
const SECOND_TAP_MS = 350;

/**
 * "Donne nulle" beside the ways of entering a deal. A passed-out deal is one tap, so it asks once
 * before it is recorded: "No" sits where "Donne nulle" was, so a double tap never records it.
 */
export function EntryRow({
  t,
  modes,
  mode,
  busy,
  onMode,
  onPassedOut,
}: {
  t: Translate;
  modes: DraftMode[];
  mode: DraftMode;
  busy: boolean;
  onMode: (mode: DraftMode) => void;
  onPassedOut: () => void;
}) {
  const [asking, setAsking] = useState(false);
  const askedAt = useRef(0);
  const answer = (yes: boolean) => {
    if (Date.now() - askedAt.current < SECOND_TAP_MS) return;
    setAsking(false);
    if (yes) onPassedOut();
  };
  if (asking) {
    return (
      <div className="entry-row passed-out-question" role="group" aria-labelledby="passed-out-q">
        <p id="passed-out-q">{t('form.passedOutQuestion')}</p>
        <button type="button" className="secondary" onClick={() => answer(false)}>
          {t('form.passedOutNo')}
        </button>
        <button type="button" className="primary" disabled={busy} onClick={() => answer(true)}>
          {t('form.passedOutYes')}
        </button>
      </div>
    );
  }
  return (
    <div className="entry-row" style={{ gridTemplateColumns: `1fr ${modes.length}fr` }}>
      <button
        type="button"
        className="passed-out"
        disabled={busy}
        onClick={() => {
          askedAt.current = Date.now();
          setAsking(true);
        }}
      >
        {t('form.passedOut')}
      </button>
      <div
        className="modes"
        role="group"
        aria-label={t('form.mode')}
        style={{ gridTemplateColumns: `repeat(${modes.length}, minmax(0, 1fr))` }}
      >
        {modes.map((option) => (
          <button
            key={option}
            type="button"
            aria-pressed={mode === option}
            onClick={() => onMode(option)}
          >
            {t(`form.mode.${option}`)}
          </button>
        ))}
      </div>
    </div>
  );
}
