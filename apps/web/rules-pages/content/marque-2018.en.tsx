import { RulesSection } from '../components/rules-section';
import { WorkedExample } from '../components/worked-example';
import type { RulesContent } from '../rules-content';
import {
  JassBiddingEn,
  JassCardsEn,
  JassEndEn,
  JassMarksTableEn,
  JassRefereeEn,
} from './jass-family.en';
import { MARQUE_2018_EXAMPLES as EXAMPLES } from './marque-2018.examples';

function Body() {
  const [made80, failed80, coinched100, allTricks120, failedGenerale] = EXAMPLES;
  return (
    <>
      <RulesSection id="basics" title="At a glance">
        <ul>
          <li>Four players in two teams of two, partners sitting opposite each other.</li>
          <li>
            A Jass deck of <strong>36 cards</strong> (6 to ace): each player gets 9 cards, three at
            a time, and a deal is played in 9 tricks.
          </li>
          <li>
            Everything goes counterclockwise: the player on the dealer’s right speaks first, leads
            to the first trick, and deals the next deal (after a passed-out deal too). The first
            dealer is drawn at random.
          </li>
          <li>
            Misdeal (a card turned face up, a player without 9 cards): the same dealer deals again,
            nothing is marked.
          </li>
          <li>
            A game is played to <strong>2,000 points</strong>, unless the tournament sets another
            target.
          </li>
        </ul>
      </RulesSection>

      <JassCardsEn />
      <JassBiddingEn lowest={60} />

      <RulesSection id="made" title="What must be made">
        <ul>
          <li>
            <strong>A number</strong>: the declaring team must take at least that many card points.
            Equal is enough: bid 80, take 80, the contract is made.
          </li>
          <li>
            <strong>Match</strong>: the declaring team must take all 9 tricks.
          </li>
          <li>
            <strong>Générale</strong>: the declarer must take all 9 tricks <em>alone</em>; one trick
            taken by the partner and it fails.
          </li>
        </ul>
        <p>
          <strong>Every trick.</strong> A team that takes all 9 tricks counts 250 card points
          instead of 157 (the other team 0); a player who takes them all alone counts 500. This
          holds even when the contract was not a match.
        </p>
        <p>There is no belote and no other announcement: only the points in the tricks count.</p>
      </RulesSection>

      <RulesSection id="scoring" title="Scoring a deal">
        <p>
          Let <strong>V</strong> be the contract’s value: the number bid, 250 for a match, 500 for a
          générale. Card points are rounded to the nearest ten, fives up: 64&nbsp;→&nbsp;60,
          65&nbsp;→&nbsp;70, 155&nbsp;→&nbsp;160, 4&nbsp;→&nbsp;0, 5&nbsp;→&nbsp;10.
        </p>
        <JassMarksTableEn />
        <p>So a match made is worth 250 + 250 = 500, a générale made 500 + 500 = 1,000.</p>
        <WorkedExample locale="en" number={1} title="80 made" facts={made80}>
          <p>
            A took 84 points, at least 80: the contract is made. A marks 80 + 80 (84 rounded) ={' '}
            <strong>160</strong>; B marks its 73 points rounded, <strong>70</strong>.
          </p>
        </WorkedExample>
        <WorkedExample locale="en" number={2} title="80 failed by one point" facts={failed80}>
          <p>
            A took only 79 points: the contract fails. A marks nothing; B marks 80 + 160 ={' '}
            <strong>240</strong>, whatever its own points.
          </p>
        </WorkedExample>
        <WorkedExample locale="en" number={3} title="100 coinched" facts={coinched100}>
          <p>
            Coinched, only one team marks. A took 101 points: made, so A marks 2 × 100 + 160 ={' '}
            <strong>360</strong> and B nothing. Surcoinched, A would have marked 4 × 100 + 160 =
            560; had it failed, B would have marked it.
          </p>
        </WorkedExample>
        <WorkedExample locale="en" number={4} title="120 and every trick" facts={allTricks120}>
          <p>
            A took all 9 tricks without bidding a match: its card points count 250. A marks 120 +
            250 = <strong>370</strong>, B nothing.
          </p>
        </WorkedExample>
        <WorkedExample
          locale="en"
          number={5}
          title="a générale failed by the partner"
          facts={failedGenerale}
        >
          <p>
            Team A took every trick, but the declarer’s partner took one of them: the générale
            fails. B marks 500 + 160 = <strong>660</strong>.
          </p>
        </WorkedExample>
      </RulesSection>

      <JassEndEn />
      <JassRefereeEn />
    </>
  );
}

export const marque2018En: RulesContent = {
  title: 'Coinche, 2018 tournament rules',
  summary:
    'A 36-card Jass deck, 157 points, contracts from 60 to 150, match and générale, games to 2,000 points.',
  Body,
};
