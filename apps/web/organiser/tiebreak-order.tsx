'use client';
import { useTranslator } from '../i18n/client';
import type { Tiebreak } from '../lib/api-types';

/** The tiebreaks in the order they apply, each moved up or down with a button. */
export function TiebreakOrder({
  tiebreaks,
  onChange,
}: {
  tiebreaks: readonly Tiebreak[];
  onChange: (next: Tiebreak[]) => void;
}) {
  const t = useTranslator();
  const move = (index: number, by: -1 | 1) => {
    const next = [...tiebreaks];
    const [item] = next.splice(index, 1);
    if (item) next.splice(index + by, 0, item);
    onChange(next);
  };
  return (
    <ol className="tiebreaks">
      {tiebreaks.map((tiebreak, index) => (
        <li key={tiebreak}>
          <span>{t(`tiebreak.${tiebreak}`)}</span>
          <button
            type="button"
            className="small"
            disabled={index === 0}
            onClick={() => move(index, -1)}
            aria-label={t('create.moveUp', { name: t(`tiebreak.${tiebreak}`) })}
          >
            ↑
          </button>
          <button
            type="button"
            className="small"
            disabled={index === tiebreaks.length - 1}
            onClick={() => move(index, 1)}
            aria-label={t('create.moveDown', { name: t(`tiebreak.${tiebreak}`) })}
          >
            ↓
          </button>
        </li>
      ))}
    </ol>
  );
}
