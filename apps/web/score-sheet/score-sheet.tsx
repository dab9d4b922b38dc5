import { useNumberFormat, useTranslator } from '../i18n/client';
import type { DealBody, SheetDeal, TableView } from '../lib/api-types';
import { playerAt } from '../lib/seats';
import { describeDeal, madeLabel } from '../deal-entry/describe-deal';
import { scrollRegion } from '../components/scroll-region';

/** A deal typed on the phone that the server has not recorded yet (the referee's outbox). */
export interface QueuedDeal {
  key: string;
  body: DealBody;
  /** The number it will have; null while the phone cannot tell. */
  number: number | null;
}

/**
 * A table's score sheet as the server computed it: each deal's facts (card points included),
 * marks and running totals. Deals still on the phone show as "en attente", without marks: only
 * the server gives marks. `highlight`: the deal just recorded from this device.
 */
export function ScoreSheet({
  table,
  queued = [],
  canCorrect,
  onCorrect,
  highlight,
}: {
  table: TableView;
  queued?: readonly QueuedDeal[];
  canCorrect?: (deal: SheetDeal) => boolean;
  onCorrect?: (deal: SheetDeal) => void;
  highlight?: number | null;
}) {
  const t = useTranslator();
  const number = useNumberFormat();
  const { deals } = table.game;
  return (
    <div {...scrollRegion(t('sheet.caption', { a: table.teamA.name, b: table.teamB.name }))}>
      <table className="sheet">
        <caption className="visually-hidden">
          {t('sheet.caption', { a: table.teamA.name, b: table.teamB.name })}
        </caption>
        <thead>
          <tr>
            <th scope="col">{t('sheet.number')}</th>
            <th scope="col">{t('sheet.deal')}</th>
            <th scope="col" className="num">
              {table.teamA.name}
            </th>
            <th scope="col" className="num">
              {table.teamB.name}
            </th>
          </tr>
        </thead>
        <tbody>
          {deals.map((deal) => (
            <tr
              key={deal.number}
              data-testid={`deal-${deal.number}`}
              className={deal.number === highlight ? 'just-recorded' : undefined}
            >
              <th scope="row">{deal.number}</th>
              <td>
                <span className="deal-facts">{describeDeal(t, table, deal)}</span>
                <span className="deal-meta">
                  {t('sheet.dealtBy', { player: playerAt(table, deal.dealer) })} ·{' '}
                  {madeLabel(t, deal.made)}
                </span>
                {onCorrect && canCorrect?.(deal) ? (
                  <button type="button" className="link-button" onClick={() => onCorrect(deal)}>
                    {t('sheet.correct', { number: deal.number })}
                  </button>
                ) : null}
              </td>
              <td className="num">
                <span className="marks">+{number(deal.marks.A)}</span>
                <strong>{number(deal.totals.A)}</strong>
              </td>
              <td className="num">
                <span className="marks">+{number(deal.marks.B)}</span>
                <strong>{number(deal.totals.B)}</strong>
              </td>
            </tr>
          ))}
          {queued.map((item) => (
            <tr key={item.key} className="queued" data-testid="queued-deal">
              <th scope="row">{item.number ?? '?'}</th>
              <td colSpan={3}>
                <span className="deal-facts">{describeDeal(t, table, item.body)}</span>
                <span className="deal-meta">
                  {t('sheet.dealtBy', { player: playerAt(table, item.body.dealer) })}
                </span>
                <span className="badge">{t('sheet.pending')}</span>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2}>
              {t('sheet.totals')}
            </th>
            <td className="num total" data-testid="total-A">
              {number(table.game.totals.A)}
            </td>
            <td className="num total" data-testid="total-B">
              {number(table.game.totals.B)}
            </td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
