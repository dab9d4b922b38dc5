import { RulesSection } from '../components/rules-section';
import { WorkedExample } from '../components/worked-example';
import type { RulesContent } from '../rules-content';
import { CINCH_EXAMPLES as EXAMPLES } from './cinch.examples';

function Body() {
  const [madeDefendersScore, setByOne, made7, declarerRevoked, defendersRevoked] = EXAMPLES;
  return (
    <>
      <RulesSection id="basics" title="At a glance">
        <p>
          Cinch, or Double Pedro, is an American game, different from coinche: it counts certain
          cards, not the points in the tricks, and there is no coinche and no belote.
        </p>
        <ul>
          <li>Four players in two fixed teams of two, partners sitting opposite each other.</li>
          <li>
            A <strong>52-card</strong> deck. Play goes clockwise: the deal passes to the left after
            each hand.
          </li>
          <li>
            Each player gets 9 cards, three at a time. After the bidding, once trumps are named,
            everyone discards every card that is not a trump; the dealer fills each hand up to 6
            cards, then their own by picking from the rest of the pack. The declarer leads.
          </li>
          <li>
            A game is played to <strong>51 points</strong>, unless the tournament sets another
            target.
          </li>
        </ul>
      </RulesSection>

      <RulesSection id="cards" title="Cards and points">
        <p>
          The five of trumps is the <strong>right pedro</strong>; the other five of the same colour
          (red or black) is the <strong>left pedro</strong> and becomes a trump too: with hearts
          trumps it is the five of diamonds; with spades, the five of clubs. Trumps rank, highest
          first: ace, king, queen, jack, 10, 9, 8, 7, 6, right pedro, left pedro, 4, 3, 2. Other
          suits: ace, king, queen, jack, 10… down to 2.
        </p>
        <table className="data rules-table" data-testid="cinch-points">
          <caption>The 14 points of a deal</caption>
          <thead>
            <tr>
              <th scope="col">Card</th>
              <th scope="col">Name</th>
              <th scope="col" className="num">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">Ace of trumps</th>
              <td>High</td>
              <td className="num">1</td>
            </tr>
            <tr>
              <th scope="row">Two of trumps</th>
              <td>Low</td>
              <td className="num">1</td>
            </tr>
            <tr>
              <th scope="row">Jack of trumps</th>
              <td>Jack</td>
              <td className="num">1</td>
            </tr>
            <tr>
              <th scope="row">Ten of trumps</th>
              <td>Game</td>
              <td className="num">1</td>
            </tr>
            <tr>
              <th scope="row">Five of trumps</th>
              <td>Right pedro</td>
              <td className="num">5</td>
            </tr>
            <tr>
              <th scope="row">The other five of the same colour</th>
              <td>Left pedro</td>
              <td className="num">5</td>
            </tr>
          </tbody>
        </table>
        <p>
          Each point goes to the team that wins the trick holding the card. A card left in the pack
          scores for nobody: between them the teams take <strong>14 points at most</strong>. Since
          these are distinct cards, some scores cannot happen: 4 to 4 (that would take eight
          one-point cards) or 14 to 1. 13 to 1 can. The app refuses an impossible score.
        </p>
      </RulesSection>

      <RulesSection id="bidding" title="Bidding">
        <ul>
          <li>
            One round only, starting with the player on the dealer’s left, the dealer last: each
            player passes or bids a number from <strong>1 to 14</strong>, higher than the last bid.
          </li>
          <li>The highest bidder is the declarer and names trumps.</li>
          <li>No coinche and no surcoinche in this game.</li>
          <li>
            If all four players pass, the deal is passed out: nobody scores and the next player
            deals (the dealer is not forced to bid).
          </li>
        </ul>
      </RulesSection>

      <RulesSection id="scoring" title="Scoring a deal">
        <p>
          Let <strong>V</strong> be the bid, <strong>p</strong> the declaring team’s points and{' '}
          <strong>q</strong> the defenders’.
        </p>
        <ul>
          <li>
            <strong>Made</strong> (p at least V): the team with more points marks the difference
            between the two, the other nothing; if they are equal, nobody marks. So the defenders
            can score even when the bid is made.
          </li>
          <li>
            <strong>Set</strong> (p less than V): the defenders mark 14 plus the points that were
            missing, 14 + (V − p); the declaring team nothing.
          </li>
          <li>
            <strong>Revoke</strong> (a player failed to follow suit or to trump when required): the
            offending team marks nothing on the deal. If it is the declaring team, it is set as if
            it had taken no point: the defenders mark 14 + V. If it is the defenders, the declarer
            cannot be set: it marks its points, or its bid if that is higher.
          </li>
        </ul>
        <WorkedExample
          locale="en"
          number={1}
          title="made, but the defenders score"
          facts={madeDefendersScore}
        >
          <p>
            A took its 6 points: made. But B took 8, more than A: B marks 8 − 6 = <strong>2</strong>
            , A nothing.
          </p>
        </WorkedExample>
        <WorkedExample locale="en" number={2} title="set by one point" facts={setByOne}>
          <p>
            A is 1 point short: set. B marks 14 + 1 = <strong>15</strong>.
          </p>
        </WorkedExample>
        <WorkedExample locale="en" number={3} title="7 made" facts={made7}>
          <p>
            A took 12 points, at least 7: made. A marks 12 − 2 = <strong>10</strong>. At 7 to 7,
            nobody would have scored.
          </p>
        </WorkedExample>
        <WorkedExample locale="en" number={4} title="the declarer revokes" facts={declarerRevoked}>
          <p>
            A took 11 points but revoked: A is set as if it had taken nothing. B marks 14 + 5 ={' '}
            <strong>19</strong>.
          </p>
        </WorkedExample>
        <WorkedExample locale="en" number={5} title="the defenders revoke" facts={defendersRevoked}>
          <p>
            B revoked: B marks nothing and A cannot be set. A has only 6 points, less than its bid:
            A marks <strong>9</strong>. With 11 points, A would have marked 11.
          </p>
        </WorkedExample>
      </RulesSection>

      <RulesSection id="end" title="End of the game">
        <p>
          The first team to reach <strong>51 points</strong> (or the tournament’s target) wins. Only
          one team marks in a deal: both can never reach it together.
        </p>
        <p>No “nous avons gagné” (we have won) in this game: a deal is always played out.</p>
        <h3>At the bell</h3>
        <p>
          If the round is stopped before a game is over, the team with more points wins; a tie is
          settled by the tournament’s rules.
        </p>
      </RulesSection>

      <RulesSection id="referee" title="What the referee records on the phone">
        <p>
          The table’s referee records the facts of each deal; the app computes everything else: the
          marks, the totals, the end of the game and its winner. Nobody ever types a mark.
        </p>
        <ul>
          <li>the dealer;</li>
          <li>the bids, or only the winning bid (value, declarer), and the trump suit;</li>
          <li>
            each team’s points: the app offers 14 minus the first team’s, to be changed if a scoring
            card stayed in the pack;
          </li>
          <li>a revoke, if one was called, and the offending team;</li>
          <li>for four passes, just “passed out”.</li>
        </ul>
        <p>
          A deal entered wrongly can be corrected (by the referee or the organiser): every later
          total is worked out again.
        </p>
      </RulesSection>
    </>
  );
}

export const cinchEn: RulesContent = {
  title: 'Cinch (Double Pedro)',
  summary:
    'An American game with 52 cards: 14 points a deal, one bid from 1 to 14, games to 51 points.',
  Body,
};
