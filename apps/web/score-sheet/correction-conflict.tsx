import type { Translate } from '../i18n';
import type { SheetDeal, TableView } from '../lib/api-types';
import { describeDeal, type DescribableDeal } from '../deal-entry/describe-deal';

/**
 * What changed on the sheet while a correction was being typed, with both versions of the deal
 * in full (card points included) beside the correction waiting: nothing is overwritten until
 * the corrector has read them and chosen.
 */
export function CorrectionConflict({
  t,
  base,
  now,
  number,
  yours,
  onRedo,
  onGiveUp,
}: {
  t: Translate;
  /** The sheet the correction was made on. */
  base: TableView;
  /** The sheet as it is now. */
  now: TableView;
  number: number;
  /** The correction typed, or null for a deletion. */
  yours: DescribableDeal | null;
  onRedo: () => void;
  onGiveUp: () => void;
}) {
  const before = base.game.deals.find((entry) => entry.number === number);
  const after = now.game.deals.find((entry) => entry.number === number);
  const added = now.game.deals.filter((entry) => entry.number > base.game.deals.length);
  const changed = before && after && !sameFacts(before, after);
  return (
    <section className="card conflict" role="alertdialog" aria-labelledby="conflict-title">
      <h2 id="conflict-title">{t('conflict.title')}</h2>
      <p>{t('conflict.versions', { seen: base.game.version, now: now.game.version })}</p>
      <ul>
        {changed ? (
          <li data-testid="conflict-changed">
            {t('conflict.dealChanged', {
              number,
              before: describeDeal(t, base, before),
              after: describeDeal(t, now, after),
            })}
          </li>
        ) : null}
        {!after ? <li>{t('conflict.dealGone', { number })}</li> : null}
        {added.map((entry) => (
          <li key={entry.number}>
            {t('conflict.dealAdded', { number: entry.number, deal: describeDeal(t, now, entry) })}
          </li>
        ))}
        <li>
          {t('conflict.totals', {
            a: now.teamA.name,
            totalA: now.game.totals.A,
            b: now.teamB.name,
            totalB: now.game.totals.B,
          })}
        </li>
      </ul>
      <p data-testid="conflict-yours">
        {yours
          ? t('conflict.yours', { deal: describeDeal(t, base, yours) })
          : t('conflict.yoursDelete', { number })}
      </p>
      {after ? <p>{t('conflict.redoReplaces')}</p> : null}
      <div className="form-actions">
        {after ? (
          <button type="button" className="primary" onClick={onRedo}>
            {t('conflict.redo')}
          </button>
        ) : null}
        <button type="button" className="secondary" onClick={onGiveUp}>
          {t('conflict.giveUp')}
        </button>
      </div>
    </section>
  );
}

function sameFacts(a: SheetDeal, b: SheetDeal): boolean {
  const facts = ({ marks: _m, totals: _t, made: _made, ...rest }: SheetDeal) => rest;
  return JSON.stringify(facts(a)) === JSON.stringify(facts(b));
}
