import type { ReactNode } from 'react';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import { RULESET_IDS, type RulesetId, type RulesetInfo } from '../lib/api-types';
import { formatNumber } from '../lib/format';

/**
 * The game a tournament plays, one radio button each, with a line on what it is and its default
 * target (from `GET /api/rulesets`; the games' names alone until the API answers).
 */
export function GameChoice({
  locale,
  rulesets,
  value,
  onChange,
  error,
}: {
  locale: Locale;
  rulesets: RulesetInfo[] | null;
  value: RulesetId;
  onChange: (id: RulesetId) => void;
  error: ReactNode;
}) {
  const t = useTranslator();
  const games = rulesets?.map((info) => info.id) ?? RULESET_IDS;
  return (
    <fieldset className="games">
      <legend>{t('create.game')}</legend>
      {games.map((id) => {
        const target = rulesets?.find((info) => info.id === id)?.form.target.default;
        return (
          <div key={id} className="game-choice">
            <input
              id={`t-game-${id}`}
              type="radio"
              name="ruleset"
              value={id}
              checked={value === id}
              aria-describedby={`t-game-${id}-about`}
              onChange={() => onChange(id)}
            />
            <label htmlFor={`t-game-${id}`}>{t(`game.${id}`)}</label>
            <p id={`t-game-${id}-about`} className="game-about">
              {t(`game.about.${id}`)}
              {target === undefined
                ? ''
                : ` · ${t('create.gameDefault', { target: formatNumber(locale, target) })}`}
            </p>
          </div>
        );
      })}
      {error}
    </fieldset>
  );
}
