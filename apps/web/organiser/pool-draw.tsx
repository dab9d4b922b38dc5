'use client';
import type { Locale } from '../i18n';
import { useTranslator } from '../i18n/client';
import type { BracketsView } from '../lib/api-types';
import { poolLetter } from '../public-views/pool-letter';
import { useApiAction } from './use-api-action';

/**
 * Before round 1 of a tournament of pools: draw the pools now, then move a team from one pool to
 * another (round 1 starts with them). `onChanged` reads the pools again, or says what failed.
 */
export function PoolDraw({
  locale,
  tournamentId,
  pools,
  onChanged,
}: {
  locale: Locale;
  tournamentId: string;
  pools: BracketsView['pools'];
  onChanged: (error: string | null) => void;
}) {
  const t = useTranslator();
  const { busy, act } = useApiAction(locale, onChanged);
  const draw = () => act(`/tournaments/${tournamentId}/pools`, 'POST');
  return (
    <section aria-labelledby="pool-draw-title" className="stack" data-testid="pool-draw">
      <h2 id="pool-draw-title">{t('pools.title')}</h2>
      {pools.length === 0 ? (
        <>
          <p className="hint">{t('poolDraw.notDrawn')}</p>
          <button type="button" className="secondary" disabled={busy} onClick={() => void draw()}>
            {t('poolDraw.draw')}
          </button>
        </>
      ) : (
        <>
          <p className="hint">{t('poolDraw.hint')}</p>
          <ol className="pool-list">
            {pools.map((pool) => (
              <li key={pool.number} data-testid={`pool-draw-${poolLetter(pool.number)}`}>
                <h3>{t('pools.pool', { pool: poolLetter(pool.number) })}</h3>
                <ol>
                  {pool.teams.map((team) => (
                    <li key={team.id} className="pool-move">
                      <span>{team.name}</span>
                      <select
                        aria-label={t('poolDraw.moveTo', { team: team.name })}
                        value={pool.number}
                        disabled={busy}
                        onChange={(event) =>
                          void act(`/tournaments/${tournamentId}/teams/${team.id}/pool`, 'PUT', {
                            pool: Number(event.target.value),
                          })
                        }
                      >
                        {pools.map((each) => (
                          <option key={each.number} value={each.number}>
                            {t('pools.pool', { pool: poolLetter(each.number) })}
                          </option>
                        ))}
                      </select>
                    </li>
                  ))}
                </ol>
              </li>
            ))}
          </ol>
          <button
            type="button"
            className="link-button"
            disabled={busy}
            onClick={() => {
              if (window.confirm(t('poolDraw.redrawConfirm'))) void draw();
            }}
          >
            {t('poolDraw.redraw')}
          </button>
        </>
      )}
    </section>
  );
}
