import { CardPointsTable } from '../components/card-points-table';
import { RulesSection } from '../components/rules-section';

// The sections the two 36-card games share word for word (RULES-2018.md; Jass coinché differs
// only in its lowest contract and its match bonus, which each page states itself).

export function JassCardsEn({ jackAndNine }: { jackAndNine?: boolean }) {
  return (
    <RulesSection id="cards" title="The cards">
      <CardPointsTable locale="en" deck={36} />
      <p>
        The last trick is worth 5 more points (“cinq de der”): between them, the two teams always
        take <strong>157 card points</strong>.
        {jackAndNine
          ? ' The jack of trumps is called the “buur” (or bourg), the nine of trumps the “nell”.'
          : null}
      </p>
      <p>Order of the cards in a trick, highest first:</p>
      <ul>
        <li>in trumps: jack, 9, ace, king, queen, 10, 8, 7, 6;</li>
        <li>in the other suits: ace, king, queen, jack, 10, 9, 8, 7, 6.</li>
      </ul>
    </RulesSection>
  );
}

export function JassBiddingEn({ lowest }: { lowest: 50 | 60 }) {
  return (
    <RulesSection id="bidding" title="Bidding">
      <p>
        The player on the dealer’s right speaks first, then the turn passes to the right. Each
        player says “pass” or bids a contract higher than the last one. A player who has passed may
        bid again when their turn comes back.
      </p>
      <p>A contract is a number of points followed by a trump suit (“{lowest + 30} hearts”):</p>
      <ul>
        <li>
          <strong>{lowest}</strong> to <strong>150</strong>, in tens: the team undertakes to take at
          least that many card points;
        </li>
        <li>
          above them, the <strong>match</strong>: the team undertakes to take all 9 tricks;
        </li>
        <li>
          above everything, the <strong>générale</strong>: the player who bids it undertakes to take
          all 9 tricks <em>alone</em>.
        </li>
      </ul>
      <p>
        The four suits (spades, hearts, diamonds, clubs) have no rank: only the number raises a bid.
      </p>
      <p>
        <strong>Coinche and surcoinche.</strong> From the first bid until the first card is played,
        a player of the opposing team may coinche the current contract (“je coinche”, I double):
        they think it will fail. The bidding stops at once and the stakes are doubled. A player of
        the declaring team may then surcoinche (“je surcoinche”, I redouble): the stakes are
        quadrupled. A générale cannot be coinched.
      </p>
      <p>
        <strong>End of the bidding.</strong> It ends after three passes in a row following a bid,
        after a coinche, or as soon as a générale is bid. The last contract bid is the deal’s
        contract; the player who bid it is the <em>declarer</em>, their team the declaring team, the
        other the defenders. If all four players pass at once, the deal is passed out: nobody scores
        and the next player deals.
      </p>
    </RulesSection>
  );
}

export function JassEndEn() {
  return (
    <RulesSection id="end" title="End of the game">
      <p>
        The game ends as soon as a team reaches or passes <strong>2,000 points</strong>, or the
        target the tournament has set (the table’s sheet shows it).
      </p>
      <p>
        If, at the end of a deal, <strong>both teams</strong> have reached the target, the team that
        declared that deal’s contract wins, whatever the totals.
      </p>
      <h3>“Nous avons gagné” (we have won)</h3>
      <p>
        During a deal, a player whose team thinks it has reached the target may stop the game by
        saying “nous avons gagné”. The deal is not played out: each team counts what it has already
        marked in this deal.
      </p>
      <ul>
        <li>
          Not coinched, the defenders mark their card points, rounded, as soon as they take them;
          the declaring team marks the contract plus its rounded points as soon as its points reach
          the contract. A match or a générale marks nothing before the deal is over.
        </li>
        <li>
          Coinched or surcoinched, nobody marks until the contract’s fate is sealed: it is made as
          soon as the declaring team reaches the contract, failed as soon as the defenders pass 157
          minus the contract (for a match, as soon as the defenders take a trick; for a générale, as
          soon as anyone but the declarer takes a trick). The winner then marks what the coinche or
          surcoinche is worth.
        </li>
      </ul>
      <p>
        If the claiming team does reach the target with what it has marked, it wins the game and the
        other team keeps what it has marked. Otherwise it <strong>loses the game</strong> and marks
        nothing on that deal (the other team keeps what it has marked).
      </p>
      <p className="rules-note" data-claim-example="">
        Example: team A has 1,880 points, team B 1,700. A plays 100 in spades, not coinched. After
        six tricks A has taken 104 card points and B 30: A has already marked 100 + 100 (104
        rounded) = 200, that is 2,080. A says “nous avons gagné” and wins; B keeps its 30 points
        (1,730). With only 95 points, A would have marked nothing yet: claiming would lose the game.
      </p>
      <h3>At the bell</h3>
      <p>
        If the round is stopped before a game is over, the team with more points wins; a tie is
        settled by the tournament’s rules.
      </p>
    </RulesSection>
  );
}

export function JassRefereeEn() {
  return (
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
        <li>one team’s card points: the other’s follow (157 minus the first);</li>
        <li>whether a team took every trick, and whether one player took them alone;</li>
        <li>
          for a “nous avons gagné”: the team that said it, and the card points and each player’s
          tricks so far;
        </li>
        <li>for four passes, just “passed out”.</li>
      </ul>
      <p>
        A misdeal is not recorded: the same dealer deals again. A deal entered wrongly can be
        corrected (by the referee or the organiser): every later total is worked out again.
      </p>
    </RulesSection>
  );
}

/** Who marks what, V being the contract's value (RULES-2018.md, "Marque of a finished deal"). */
export function JassMarksTableEn() {
  return (
    <table className="data rules-table">
      <caption>Who marks what (V = the contract’s value)</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">Contract made</th>
          <th scope="col">Contract failed</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Not coinched</th>
          <td>
            Declarers: V&nbsp;+ their rounded points.
            <br />
            Defenders: their rounded points.
          </td>
          <td>
            Declarers: 0.
            <br />
            Defenders: V&nbsp;+&nbsp;160.
          </td>
        </tr>
        <tr>
          <th scope="row">Coinched</th>
          <td>
            Declarers: 2&nbsp;×&nbsp;V&nbsp;+&nbsp;160.
            <br />
            Defenders: 0.
          </td>
          <td>
            Declarers: 0.
            <br />
            Defenders: 2&nbsp;×&nbsp;V&nbsp;+&nbsp;160.
          </td>
        </tr>
        <tr>
          <th scope="row">Surcoinched</th>
          <td>
            Declarers: 4&nbsp;×&nbsp;V&nbsp;+&nbsp;160.
            <br />
            Defenders: 0.
          </td>
          <td>
            Declarers: 0.
            <br />
            Defenders: 4&nbsp;×&nbsp;V&nbsp;+&nbsp;160.
          </td>
        </tr>
      </tbody>
    </table>
  );
}
