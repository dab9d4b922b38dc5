import Link from 'next/link';
import { RulesSection } from '../components/rules-section';
import { WorkedExample } from '../components/worked-example';
import type { RulesContent } from '../rules-content';
import { JASS_COINCHE_EXAMPLES as EXAMPLES } from './jass-coinche.examples';
import {
  JassBiddingEn,
  JassCardsEn,
  JassEndEn,
  JassMarksTableEn,
  JassRefereeEn,
} from './jass-family.en';

function Body() {
  const [made50, failed50, madeMatch, coinchedMatch, defendersAllTricks] = EXAMPLES;
  return (
    <>
      <RulesSection id="basics" title="At a glance">
        <p>
          Coinche, or Jass coinché (the J is said like a Y), is played in Switzerland. It is the
          game of the <Link href="/en/rules/marque-2018">2018 tournament rules</Link> with two
          differences: contracts start at <strong>50</strong>, and a match earns{' '}
          <strong>100 extra card points</strong>.
        </p>
        <ul>
          <li>Four players in two teams of two, partners sitting opposite each other.</li>
          <li>
            <strong>36 cards</strong> (6 to ace, French, German or Austrian pattern): each player
            gets 9 cards, three at a time, and a deal is played in 9 tricks. No announcements, no
            stock.
          </li>
          <li>
            Everything goes counterclockwise: the player on the dealer’s right speaks first, leads
            to the first trick, and deals the next deal (after a passed-out deal too). The first
            dealer is drawn at random.
          </li>
          <li>
            A game is played to <strong>2,000 points</strong>, unless the tournament sets another
            target.
          </li>
        </ul>
      </RulesSection>

      <JassCardsEn jackAndNine />
      <JassBiddingEn lowest={50} />

      <RulesSection id="made" title="What must be made">
        <ul>
          <li>
            <strong>A number</strong>: the declaring team must take at least that many card points.
            Equal is enough.
          </li>
          <li>
            <strong>Match</strong>: the declaring team must take all 9 tricks. Holding every point
            is not enough; it takes every trick.
          </li>
          <li>
            <strong>Générale</strong>: the declarer must take all 9 tricks <em>alone</em>; one trick
            taken by the partner and it fails.
          </li>
        </ul>
        <p>
          <strong>Every trick.</strong> A team that takes all 9 tricks “makes match”: it earns 100
          extra card points, 157 + 100 = 257 points. A player who takes every trick alone counts 500
          card points.
        </p>
      </RulesSection>

      <RulesSection id="scoring" title="Scoring a deal">
        <p>
          Let <strong>V</strong> be the contract’s value: the number bid, 250 for a match, 500 for a
          générale. Card points are rounded to the nearest ten, fives up: 64&nbsp;→&nbsp;60,
          65&nbsp;→&nbsp;70, 155&nbsp;→&nbsp;160, 4&nbsp;→&nbsp;0, 5&nbsp;→&nbsp;10.
        </p>
        <JassMarksTableEn />
        <p>
          A générale made is worth 500 + 500 = 1,000; a 120 made with every trick, 120 + 260 (257
          rounded) = 380.
        </p>
        <WorkedExample locale="en" number={1} title="50 made" facts={made50}>
          <p>
            A took 52 points, at least 50: made. A marks 50 + 50 (52 rounded) = <strong>100</strong>
            ; B marks its 105 points rounded, <strong>110</strong>. The defenders can mark more than
            the declarers.
          </p>
        </WorkedExample>
        <WorkedExample locale="en" number={2} title="50 failed" facts={failed50}>
          <p>
            A took only 49 points: failed. B marks 50 + 160 = <strong>210</strong>; its 108 card
            points do not count on top.
          </p>
        </WorkedExample>
        <WorkedExample locale="en" number={3} title="match made" facts={madeMatch}>
          <p>
            A takes all 9 tricks: its card points count 157 + 100 = 257, rounded to 260. A marks 250
            + 260 = <strong>510</strong>.
          </p>
        </WorkedExample>
        <WorkedExample locale="en" number={4} title="match coinched, made" facts={coinchedMatch}>
          <p>
            Coinched, only one team marks and card points no longer count: A marks 2 × 250 + 160 ={' '}
            <strong>660</strong>.
          </p>
        </WorkedExample>
        <WorkedExample
          locale="en"
          number={5}
          title="the defenders take every trick"
          facts={defendersAllTricks}
        >
          <p>
            A bid 100 and B took all 9 tricks: the contract fails. B marks 100 + 160 ={' '}
            <strong>260</strong>; its 257 match points do not count.
          </p>
        </WorkedExample>
      </RulesSection>

      <JassEndEn />
      <JassRefereeEn />
    </>
  );
}

export const jassCoincheEn: RulesContent = {
  title: 'Jass coinché',
  summary:
    'The Swiss coinche: 36 cards, 157 points, contracts from 50 to 150, match and générale, games to 2,000 points.',
  Body,
};
