import type { Suit, TeamSide } from '@marque/contracts';
import type { ReactNode } from 'react';
import type { Locale } from '../../i18n';
import { RULES_LABELS } from '../labels';
import type { WorkedExampleFacts } from '../rules-content';

const SUIT_SYMBOLS: Record<Suit, string> = {
  spades: '♠',
  hearts: '♥',
  diamonds: '♦',
  clubs: '♣',
};
const SIDES: readonly TeamSide[] = ['A', 'B'];

/**
 * A deal worked through: the contract and what happened, each team's points and marks from
 * `facts`, and `children` saying why, in words.
 */
export function WorkedExample({
  locale,
  number,
  title,
  facts,
  children,
}: {
  locale: Locale;
  number: number;
  title: string;
  facts: WorkedExampleFacts;
  children: ReactNode;
}) {
  const labels = RULES_LABELS[locale];
  const cinch = facts.ruleset === 'cinch';
  const { value, suit, declarer } = facts.contract;
  const circumstances = [
    labels.declaredBy(declarer % 2 === 0 ? 'A' : 'B'),
    cinch ? null : labels.doubling[facts.doubling ?? 'none'],
    facts.belote ? labels.belote(facts.belote) : null,
    facts.allTricks
      ? labels.allTricks(facts.allTricks.team, facts.allTricks.seat !== undefined)
      : null,
    facts.revoke ? labels.revoke(facts.revoke) : null,
  ].filter((text) => text !== null);
  const headingId = `example-${facts.id}`;
  return (
    <section className="rules-example" data-example={facts.id} aria-labelledby={headingId}>
      <h3 id={headingId}>{labels.example(number, title)}</h3>
      <p className="rules-example-contract">
        {cinch ? labels.bid : labels.contract}
        {locale === 'fr' ? '\u00a0: ' : ': '}
        <strong>
          {cinch ? value : labels.contractName(value, suit)}
          {cinch ? null : (
            <span className={`suit-${suit}`} aria-hidden="true">
              {' '}
              {SUIT_SYMBOLS[suit]}
            </span>
          )}
        </strong>
        , {circumstances.join(', ')}.
      </p>
      <table className="data rules-example-table">
        <thead>
          <tr>
            <td />
            {SIDES.map((side) => (
              <th key={side} scope="col" className="num">
                {labels.team(side)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{cinch ? labels.cinchPoints : labels.points}</th>
            {SIDES.map((side) => (
              <td key={side} className="num">
                {facts.cardPoints[side]}
              </td>
            ))}
          </tr>
          <tr className="rules-example-marks">
            <th scope="row">{labels.marks}</th>
            {SIDES.map((side) => (
              <td key={side} className="num" data-marks={side}>
                {facts.marks[side]}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <div className="rules-example-why">{children}</div>
    </section>
  );
}
