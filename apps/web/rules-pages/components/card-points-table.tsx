import type { Locale } from '../../i18n';
import { RULES_LABELS } from '../labels';

/**
 * The card values of the coinche games, trumps and other suits side by side. The 36-card games
 * (Jass) and belote coinchée count the same cards alike; the 32-card deck has no 6.
 */
export function CardPointsTable({ locale, deck }: { locale: Locale; deck: 32 | 36 }) {
  const labels = RULES_LABELS[locale];
  const rows: readonly [string, number, number][] = [
    [labels.cards.jack, 20, 2],
    [labels.cards.nine, 14, 0],
    [labels.cards.ace, 11, 11],
    [labels.cards.ten, 10, 10],
    [labels.cards.king, 4, 4],
    [labels.cards.queen, 3, 3],
    [deck === 36 ? '8, 7, 6' : '8, 7', 0, 0],
  ];
  return (
    <table className="data rules-table" data-testid="card-points">
      <caption>{labels.cardPoints}</caption>
      <thead>
        <tr>
          <th scope="col">{labels.card}</th>
          <th scope="col" className="num">
            {labels.trump}
          </th>
          <th scope="col" className="num">
            {labels.otherSuits}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([card, trump, other]) => (
          <tr key={card}>
            <th scope="row">{card}</th>
            <td className="num">{trump}</td>
            <td className="num">{other}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
