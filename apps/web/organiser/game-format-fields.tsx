import type { ReactNode } from 'react';
import type { Locale, Translate } from '../i18n';
import { useTranslator } from '../i18n/client';
import type { RulesetForm } from '../lib/api-types';
import { formatNumber } from '../lib/format';
import {
  BYE_RULE_CHOICES,
  byePreview,
  type ByePreview,
  GAME_END_CHOICES,
  withGameEnd,
  type GameFormatDraft,
} from './game-format-draft';

/**
 * How a game ends (at a target, after N deals: the concours, or the first of both), the ranking
 * (games won or points) and what a bye scores: the format fields of a new tournament.
 */
export function GameFormatFields({
  locale,
  bounds,
  dealPoints,
  draft,
  onChange,
  errorOf,
}: {
  locale: Locale;
  /** The game's target range, once the API has said it. */
  bounds: RulesetForm['target'] | undefined;
  /** The points of one of the game's deals, once the API has said it. */
  dealPoints?: number;
  draft: GameFormatDraft;
  onChange: (draft: GameFormatDraft) => void;
  errorOf: (field: string) => ReactNode;
}) {
  const t = useTranslator();
  const number = (value: number) => formatNumber(locale, value);
  const set = (change: Partial<GameFormatDraft>) => onChange({ ...draft, ...change });
  return (
    <>
      <fieldset className="stack">
        <legend>{t('create.gameEnd')}</legend>
        {GAME_END_CHOICES.map((end) => (
          <label key={end} className="inline">
            <input
              type="radio"
              name="game-end"
              checked={draft.end === end}
              onChange={() => onChange(withGameEnd(draft, end))}
            />{' '}
            {t(`create.gameEnd.${end}`)}
          </label>
        ))}
        <div className="row">
          {draft.end !== 'deals' ? (
            <div className="stack">
              <label htmlFor="t-target">{t('create.target')}</label>
              <input
                id="t-target"
                type="number"
                min={bounds?.min}
                max={bounds?.max}
                required={draft.end === 'both'}
                placeholder={bounds ? String(bounds.default) : undefined}
                aria-describedby={bounds ? 't-target-hint' : undefined}
                value={draft.target}
                onChange={(e) => set({ target: e.target.value })}
              />
              {bounds ? (
                <p id="t-target-hint" className="hint">
                  {t('create.targetHint', {
                    default: number(bounds.default),
                    min: number(bounds.min),
                    max: number(bounds.max),
                  })}
                </p>
              ) : null}
              {errorOf('target')}
            </div>
          ) : null}
          {draft.end !== 'target' ? (
            <div className="stack">
              <label htmlFor="t-deals">{t('create.dealsPerGame')}</label>
              <input
                id="t-deals"
                type="number"
                min={1}
                max={100}
                required
                value={draft.dealsPerGame}
                onChange={(e) => set({ dealsPerGame: e.target.value })}
              />
              {errorOf('dealsPerGame')}
            </div>
          ) : null}
        </div>
        {draft.end !== 'target' ? (
          <label className="inline">
            <input
              type="checkbox"
              checked={draft.passedOutCounts}
              onChange={(e) => set({ passedOutCounts: e.target.checked })}
            />{' '}
            {t('create.passedOutCounts')}
          </label>
        ) : null}
      </fieldset>
      <fieldset>
        <legend>{t('create.ranking')}</legend>
        {(['wins', 'points'] as const).map((ranking) => (
          <label key={ranking} className="inline">
            <input
              type="radio"
              name="ranking"
              checked={draft.ranking === ranking}
              onChange={() => set({ ranking })}
            />{' '}
            {t(`ranking.${ranking}`)}
          </label>
        ))}
        {errorOf('ranking')}
      </fieldset>
      <fieldset className="stack">
        <legend>{t('create.byeRule')}</legend>
        {BYE_RULE_CHOICES.map((rule) => (
          <label key={rule} className="inline">
            <input
              type="radio"
              name="bye-rule"
              checked={draft.byeRule === rule}
              onChange={() => set({ byeRule: rule })}
            />{' '}
            {t(`byeRule.${rule}`)}
          </label>
        ))}
        {draft.byeRule === 'fixed' ? (
          <div className="stack">
            <label htmlFor="t-bye-points">{t('create.byePoints')}</label>
            <input
              id="t-bye-points"
              type="number"
              min={0}
              required
              value={draft.byePoints}
              onChange={(e) => set({ byePoints: e.target.value })}
            />
          </div>
        ) : null}
        {bounds && dealPoints ? (
          <p className="hint" data-testid="bye-preview" aria-live="polite">
            {byePreviewText(
              t,
              number,
              byePreview(draft, { totalPoints: dealPoints, target: bounds }),
            )}
          </p>
        ) : null}
        {errorOf('byeRule.points')}
        {errorOf('byeRule')}
      </fieldset>
    </>
  );
}

/** « Un bye rapporte la victoire et 972 points : … », the numbers in the reader's format. */
function byePreviewText(t: Translate, number: (value: number) => string, preview: ByePreview) {
  const { key, ...values } = preview;
  const shown = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, number(value)]),
  );
  return t(key, shown);
}
