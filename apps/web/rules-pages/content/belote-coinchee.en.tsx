import { CardPointsTable } from '../components/card-points-table';
import { RulesSection } from '../components/rules-section';
import { WorkedExample } from '../components/worked-example';
import type { RulesContent } from '../rules-content';
import {
  BELOTE_COINCHEE_EXAMPLES as EXAMPLES,
  BELOTE_COINCHEE_NEEDS,
} from './belote-coinchee.examples';

function Body() {
  const [made80, belote90, belote140, coinched100, coinchedCapot] = EXAMPLES;
  return (
    <>
      <RulesSection id="basics" title="At a glance">
        <ul>
          <li>Four players in two teams of two, partners sitting opposite each other.</li>
          <li>
            A <strong>32-card</strong> deck (7 to ace): each player gets 8 cards and a deal is
            played in 8 tricks.
          </li>
          <li>
            Play goes clockwise: the player on the dealer’s left speaks first, leads to the first
            trick, and deals the next deal (after a passed-out deal too). The first dealer is drawn
            at random.
          </li>
          <li>
            A game is played to <strong>2,000 points</strong> unless the tournament sets another
            target (1,000 and 1,500 are common).
          </li>
        </ul>
      </RulesSection>

      <RulesSection id="cards" title="The cards">
        <CardPointsTable locale="en" deck={32} />
        <p>
          The last trick is worth 10 more points (“dix de der”): between them, the two teams always
          take <strong>162 card points</strong>.
        </p>
        <p>Order of the cards in a trick, highest first:</p>
        <ul>
          <li>in trumps: jack, 9, ace, 10, king, queen, 8, 7;</li>
          <li>in the other suits: ace, 10, king, queen, jack, 9, 8, 7.</li>
        </ul>
      </RulesSection>

      <RulesSection id="bidding" title="Bidding">
        <p>
          The player after the dealer speaks first, then each in turn. Each player says “pass” or
          bids a contract higher than the last one. A player who has passed may bid again when their
          turn comes back.
        </p>
        <p>
          A contract is a number and a trump suit (“90 spades”):{' '}
          <strong>80, 90, 100… up to 160</strong>, in tens, then <strong>capot</strong>: the team
          undertakes to take all 8 tricks. There is no générale in this game.
        </p>
        <p>
          <strong>Coinche and surcoinche.</strong> Once a contract has been bid, a player of the
          opposing team may coinche it (“coinche” or “contre”: double), at any time until the first
          card is played: without waiting for their turn, and even after the three passes. The
          bidding stops there and the stakes are doubled. A player of the declaring team may then
          surcoinche (redouble): the stakes are quadrupled. Nothing else may follow. A capot can be
          coinched.
        </p>
        <p>
          <strong>End of the bidding.</strong> It ends after three passes in a row following a bid,
          or at a coinche. The last contract bid is the deal’s contract; the player who bid it is
          the <em>declarer</em>, their team the declaring team, the other the defenders. If all four
          players pass at once, the deal is passed out: nobody scores and the next player deals.
        </p>
      </RulesSection>

      <RulesSection id="made" title="What must be made">
        <p>
          <strong>Belote.</strong> A team holding the king and queen of trumps says “belote” as it
          plays the first of them and “rebelote” as it plays the other (in either order). Only the
          declaring team’s belote counts: “belote is no use in defence”. It scores nothing by
          itself: it lowers what the declaring team must make by 20 points, never below 82. A belote
          nobody announces does not count.
        </p>
        <p>
          <strong>A number.</strong> An 80 actually needs 82 points, more than half of 162, with or
          without belote. Other contracts need the number bid, or 20 less with belote:
        </p>
        <table className="data rules-table" data-testid="belote-needs">
          <caption>Card points needed</caption>
          <thead>
            <tr>
              <th scope="col">Contract</th>
              <th scope="col" className="num">
                Without belote
              </th>
              <th scope="col" className="num">
                With belote
              </th>
            </tr>
          </thead>
          <tbody>
            {BELOTE_COINCHEE_NEEDS.map((row) => (
              <tr key={row.contract}>
                <th scope="row">{row.contract}</th>
                <td className="num">{row.need}</td>
                <td className="num">{row.withBelote}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <strong>Capot.</strong> It is made when the declaring team takes all 8 tricks. Holding all
          162 points is not enough: losing one trick of four worthless cards fails it. Belote
          changes nothing.
        </p>
      </RulesSection>

      <RulesSection id="scoring" title="Scoring a deal">
        <p>
          In a deal, <strong>only one team marks</strong>:
        </p>
        <ul>
          <li>
            contract made: the declaring team marks the contract’s value (250 for a capot), the
            defenders nothing;
          </li>
          <li>contract failed: the defenders mark 160, the declaring team nothing;</li>
          <li>
            coinched, the marks are doubled (failed: 320); surcoinched, quadrupled (failed: 640).
          </li>
        </ul>
        <p>
          Points beyond what was needed earn nothing: bid 130, take 143, mark 130. A capot taken
          without being bid earns only the contract that was bid.
        </p>
        <WorkedExample locale="en" number={1} title="80 made" facts={made80}>
          <p>
            An 80 needs 82: A has 82, the contract is made. A marks <strong>80</strong>, B nothing.
            At 81 to 81, A would have failed and B marked 160.
          </p>
        </WorkedExample>
        <WorkedExample locale="en" number={2} title="90 with belote" facts={belote90}>
          <p>
            A said belote and rebelote: it needs 90 − 20 = 70, but never less than 82. With 83 the
            contract is made: A marks <strong>90</strong>. Without belote, 83 is less than 90: it
            fails and B would have marked 160.
          </p>
        </WorkedExample>
        <WorkedExample locale="en" number={3} title="140 with belote, failed" facts={belote140}>
          <p>
            With belote, A needs 140 − 20 = 120; it has only 118: failed. B marks{' '}
            <strong>160</strong>.
          </p>
        </WorkedExample>
        <WorkedExample locale="en" number={4} title="100 coinched" facts={coinched100}>
          <p>
            A took 104 points, at least 100: made. Coinched, A marks 2 × 100 = <strong>200</strong>.
            Surcoinched it would be 400; and had A failed, B would have marked 320 (coinched) or 640
            (surcoinched).
          </p>
        </WorkedExample>
        <WorkedExample locale="en" number={5} title="capot coinched, failed" facts={coinchedCapot}>
          <p>
            A holds all 162 points but lost a trick of four low cards: the capot fails. Coinched, B
            marks 2 × 160 = <strong>320</strong>. Made, it would have earned A 2 × 250 = 500.
          </p>
        </WorkedExample>
      </RulesSection>

      <RulesSection id="end" title="End of the game">
        <p>
          The game ends as soon as a team reaches or passes the target:{' '}
          <strong>2,000 points</strong>, or the one the tournament has set (the table’s sheet shows
          it). Since only one team marks in a deal, both teams can never reach it on the same deal.
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
          <li>
            the contract (value, trump suit, declarer) and any coinche or surcoinche, or else the
            bidding call by call;
          </li>
          <li>the declaring team’s card points: the defenders’ follow (162 minus the first);</li>
          <li>whether a team took all 8 tricks;</li>
          <li>
            which team announced belote, if one did (the app knows the defenders’ does not count);
          </li>
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

export const beloteCoincheeEn: RulesContent = {
  title: 'Belote coinchée',
  summary:
    'The coinche of French clubs: 32 cards, 162 points, contracts from 80 to 160 and capot, belote, games to 2,000 points.',
  Body,
};
