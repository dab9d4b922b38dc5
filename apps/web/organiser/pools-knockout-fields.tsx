'use client';
import { useTranslator } from '../i18n/client';
import type { PoolsKnockout } from '../lib/api-types';

export const INITIAL_POOLS_KNOCKOUT: PoolsKnockout = {
  poolSize: 4,
  poolSeeding: 'draw',
  qualifiersPerPool: 2,
  consolation: 'first-round-losers',
  knockoutTie: 'last-declarer',
};

/**
 * The options of pools then a knockout: pool size, how pools are made, how many of each pool
 * qualify, who plays the consolation, and what decides a knockout game with equal totals.
 */
export function PoolsKnockoutFields({
  value,
  onChange,
  errorOf,
}: {
  value: PoolsKnockout;
  onChange: (value: PoolsKnockout) => void;
  errorOf: (field: string) => React.ReactNode;
}) {
  const t = useTranslator();
  const radios = <K extends 'poolSeeding' | 'consolation' | 'knockoutTie'>(
    field: K,
    options: ReadonlyArray<PoolsKnockout[K]>,
    label: (option: PoolsKnockout[K]) => string,
  ) =>
    options.map((option) => (
      <label key={option} className="inline">
        <input
          type="radio"
          name={`pools-${field}`}
          checked={value[field] === option}
          onChange={() => onChange({ ...value, [field]: option })}
        />{' '}
        {label(option)}
      </label>
    ));
  return (
    <fieldset className="stack" data-testid="pools-knockout-fields">
      <legend>{t('create.pools.title')}</legend>
      <p className="hint">{t('create.pools.rounds')}</p>
      <div className="row">
        <div className="stack">
          <label htmlFor="t-pool-size">{t('create.pools.size')}</label>
          <input
            id="t-pool-size"
            type="number"
            min={2}
            max={16}
            value={value.poolSize}
            onChange={(e) => onChange({ ...value, poolSize: Number(e.target.value) })}
          />
          {errorOf('poolsKnockout.poolSize')}
        </div>
        <div className="stack">
          <label htmlFor="t-qualifiers">{t('create.pools.qualifiers')}</label>
          <input
            id="t-qualifiers"
            type="number"
            min={1}
            max={8}
            value={value.qualifiersPerPool}
            onChange={(e) => onChange({ ...value, qualifiersPerPool: Number(e.target.value) })}
          />
          {errorOf('poolsKnockout.qualifiersPerPool')}
        </div>
      </div>
      <fieldset>
        <legend>{t('create.pools.seeding')}</legend>
        {radios('poolSeeding', ['draw', 'clubs'], (option) => t(`poolSeeding.${option}`))}
      </fieldset>
      <fieldset>
        <legend>{t('create.pools.consolation')}</legend>
        {radios('consolation', ['first-round-losers', 'non-qualified', 'none'], (option) =>
          t(`consolation.${option}`),
        )}
      </fieldset>
      <fieldset>
        <legend>{t('create.pools.knockoutTie')}</legend>
        {radios('knockoutTie', ['last-declarer', 'extra-deal'], (option) =>
          t(`knockoutTie.${option}`),
        )}
      </fieldset>
    </fieldset>
  );
}
