import { RulesSection } from '../components/rules-section';
import { WorkedExample } from '../components/worked-example';
import type { RulesContent } from '../rules-content';
import { CINCH_EXAMPLES as EXAMPLES } from './cinch.examples';

function Body() {
  const [madeDefendersScore, setByOne, made7, declarerRevoked, defendersRevoked] = EXAMPLES;
  return (
    <>
      <RulesSection id="basics" title="L’essentiel">
        <p>
          Le Cinch, ou Double Pedro, est un jeu américain, différent de la coinche&nbsp;: on y
          compte des cartes précises, pas des points de plis, et il n’y a ni coinche ni belote.
        </p>
        <ul>
          <li>Quatre joueurs en deux équipes fixes de deux, chacun face à son partenaire.</li>
          <li>
            Un jeu de <strong>52&nbsp;cartes</strong>. On joue dans le sens des aiguilles d’une
            montre&nbsp;: la donne passe à gauche après chaque donne.
          </li>
          <li>
            Chacun reçoit 9&nbsp;cartes, trois par trois. Après les enchères, l’atout nommé, chacun
            écarte ses cartes qui ne sont pas de l’atout&nbsp;; le donneur complète chaque main à
            6&nbsp;cartes, puis la sienne en choisissant dans le reste du paquet. Le preneur entame.
          </li>
          <li>
            La partie se joue en <strong>51&nbsp;points</strong>, sauf si le tournoi fixe un autre
            objectif.
          </li>
        </ul>
      </RulesSection>

      <RulesSection id="cards" title="Les cartes et les points">
        <p>
          Le 5 d’atout est le <strong>pedro droit</strong>&nbsp;; le 5 de l’autre couleur de même
          teinte (rouge ou noire) est le <strong>pedro gauche</strong> et devient lui aussi un
          atout&nbsp;: atout cœur, c’est le 5 de carreau&nbsp;; atout pique, le 5 de trèfle. Ordre à
          l’atout, du plus fort au plus faible&nbsp;: as, roi, dame, valet, 10, 9, 8, 7, 6, pedro
          droit, pedro gauche, 4, 3, 2. Dans les autres couleurs&nbsp;: as, roi, dame, valet, 10…
          jusqu’au 2.
        </p>
        <table className="data rules-table" data-testid="cinch-points">
          <caption>Les 14&nbsp;points d’une donne</caption>
          <thead>
            <tr>
              <th scope="col">Carte</th>
              <th scope="col">Nom</th>
              <th scope="col" className="num">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th scope="row">As d’atout</th>
              <td>High</td>
              <td className="num">1</td>
            </tr>
            <tr>
              <th scope="row">2 d’atout</th>
              <td>Low</td>
              <td className="num">1</td>
            </tr>
            <tr>
              <th scope="row">Valet d’atout</th>
              <td>Jack</td>
              <td className="num">1</td>
            </tr>
            <tr>
              <th scope="row">10 d’atout</th>
              <td>Game</td>
              <td className="num">1</td>
            </tr>
            <tr>
              <th scope="row">5 d’atout</th>
              <td>Pedro droit</td>
              <td className="num">5</td>
            </tr>
            <tr>
              <th scope="row">5 de l’autre couleur de même teinte</th>
              <td>Pedro gauche</td>
              <td className="num">5</td>
            </tr>
          </tbody>
        </table>
        <p>
          Chaque point va à l’équipe qui remporte le pli où se trouve la carte. Une carte restée
          dans le paquet ne compte pour personne&nbsp;: à elles deux, les équipes font{' '}
          <strong>14&nbsp;points au plus</strong>. Comme ce sont des cartes distinctes, certains
          scores sont impossibles&nbsp;: 4 à 4 (il faudrait huit cartes à 1&nbsp;point) ou 14 à 1.
          13 à 1 est possible. L’application refuse un score impossible.
        </p>
      </RulesSection>

      <RulesSection id="bidding" title="Les enchères">
        <ul>
          <li>
            Un seul tour de parole, en commençant par le joueur à la gauche du donneur, le donneur
            en dernier&nbsp;: chacun passe ou annonce un nombre de <strong>1 à 14</strong>, plus
            haut que la dernière enchère.
          </li>
          <li>
            Le joueur qui a fait la plus forte enchère est le preneur&nbsp;: il nomme l’atout.
          </li>
          <li>Ni coinche ni surcoinche dans ce jeu.</li>
          <li>
            Si les quatre joueurs passent, la donne est nulle&nbsp;: personne ne marque et le joueur
            suivant donne (on n’oblige pas le donneur à prendre).
          </li>
        </ul>
      </RulesSection>

      <RulesSection id="scoring" title="La marque d’une donne">
        <p>
          Notons <strong>V</strong> l’enchère, <strong>p</strong> les points de l’équipe preneuse et{' '}
          <strong>q</strong> ceux de la défense.
        </p>
        <ul>
          <li>
            <strong>Réussi</strong> (p au moins égal à V)&nbsp;: l’équipe qui a le plus de points
            marque la différence entre les deux, l’autre rien&nbsp;; à égalité, personne ne marque.
            La défense peut donc marquer même quand le contrat est réussi.
          </li>
          <li>
            <strong>Chuté</strong> (p inférieur à V)&nbsp;: la défense marque 14 plus les points qui
            manquaient, 14 + (V − p)&nbsp;; l’équipe preneuse rien.
          </li>
          <li>
            <strong>Renonce</strong> (un joueur n’a pas fourni ou pas coupé alors qu’il le
            devait)&nbsp;: l’équipe fautive ne marque rien sur la donne. Si c’est l’équipe preneuse,
            elle chute comme si elle n’avait fait aucun point&nbsp;: la défense marque 14 + V. Si
            c’est la défense, le preneur ne peut pas chuter&nbsp;: il marque ses points, ou son
            enchère si elle est plus forte.
          </li>
        </ul>
        <WorkedExample
          locale="fr"
          number={1}
          title="réussi, mais la défense marque"
          facts={madeDefendersScore}
        >
          <p>
            A a fait ses 6&nbsp;points&nbsp;: réussi. Mais B en a 8, plus que A&nbsp;: B marque 8 −
            6 = <strong>2</strong>, A rien.
          </p>
        </WorkedExample>
        <WorkedExample locale="fr" number={2} title="chuté d’un point" facts={setByOne}>
          <p>
            Il manque 1&nbsp;point à A&nbsp;: chuté. B marque 14 + 1 = <strong>15</strong>.
          </p>
        </WorkedExample>
        <WorkedExample locale="fr" number={3} title="7 réussi" facts={made7}>
          <p>
            A a fait 12&nbsp;points, au moins 7&nbsp;: réussi. A marque 12 − 2 = <strong>10</strong>
            . À 7 contre 7, personne n’aurait marqué.
          </p>
        </WorkedExample>
        <WorkedExample locale="fr" number={4} title="renonce du preneur" facts={declarerRevoked}>
          <p>
            A a fait 11&nbsp;points mais a renoncé&nbsp;: A chute comme s’il n’avait rien fait. B
            marque 14 + 5 = <strong>19</strong>.
          </p>
        </WorkedExample>
        <WorkedExample
          locale="fr"
          number={5}
          title="renonce de la défense"
          facts={defendersRevoked}
        >
          <p>
            B a renoncé&nbsp;: B ne marque rien et A ne peut pas chuter. A n’a que 6&nbsp;points,
            moins que son enchère&nbsp;: A marque <strong>9</strong>. Avec 11&nbsp;points, A en
            aurait marqué 11.
          </p>
        </WorkedExample>
      </RulesSection>

      <RulesSection id="end" title="Fin de la partie">
        <p>
          La première équipe à atteindre <strong>51&nbsp;points</strong> (ou l’objectif du tournoi)
          gagne. Une seule équipe marque par donne&nbsp;: les deux ne peuvent pas l’atteindre
          ensemble.
        </p>
        <p>
          Pas de «&nbsp;nous avons gagné&nbsp;» dans ce jeu&nbsp;: la donne se joue jusqu’au bout.
        </p>
        <h3>À la cloche</h3>
        <p>
          Si le tour est arrêté avant la fin d’une partie, l’équipe qui a le plus de points
          gagne&nbsp;; en cas d’égalité, le règlement du tournoi décide.
        </p>
      </RulesSection>

      <RulesSection id="referee" title="Ce que l’arbitre saisit sur le téléphone">
        <p>
          L’arbitre de la table note les faits de chaque donne&nbsp;; l’application calcule tout le
          reste&nbsp;: la marque, les totaux, la fin de la partie et le vainqueur. On ne saisit
          jamais une marque.
        </p>
        <ul>
          <li>le donneur&nbsp;;</li>
          <li>
            les enchères, ou seulement l’enchère gagnante (valeur, preneur), et l’atout&nbsp;;
          </li>
          <li>
            les points de chaque équipe&nbsp;: l’application propose 14 moins ceux de la première, à
            corriger si une carte à points est restée dans le paquet&nbsp;;
          </li>
          <li>une renonce, s’il y en a eu une, et l’équipe fautive&nbsp;;</li>
          <li>pour quatre «&nbsp;passe&nbsp;», simplement «&nbsp;donne nulle&nbsp;».</li>
        </ul>
        <p>
          Une donne mal saisie se corrige (par l’arbitre ou l’organisateur)&nbsp;: tous les totaux
          qui suivent sont recalculés.
        </p>
      </RulesSection>
    </>
  );
}

export const cinchFr: RulesContent = {
  title: 'Cinch (Double Pedro)',
  summary:
    'Un jeu américain à 52\u00a0cartes\u00a0: 14\u00a0points par donne, une enchère de 1 à 14, partie en 51\u00a0points.',
  Body,
};
