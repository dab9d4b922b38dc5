import { CardPointsTable } from '../components/card-points-table';
import { RulesSection } from '../components/rules-section';

// The sections the two 36-card games share word for word (RULES-2018.md; Jass coinché differs
// only in its lowest contract and its match bonus, which each page states itself).

export function JassCardsFr({ jackAndNine }: { jackAndNine?: boolean }) {
  return (
    <RulesSection id="cards" title="Les cartes">
      <CardPointsTable locale="fr" deck={36} />
      <p>
        Le dernier pli rapporte 5&nbsp;points de plus («&nbsp;cinq de der&nbsp;»)&nbsp;: à elles
        deux, les équipes font toujours <strong>157&nbsp;points</strong> de cartes.
        {jackAndNine
          ? ' Le valet d’atout est le «\u00a0buur\u00a0» (ou bourg), le 9 d’atout le «\u00a0nell\u00a0».'
          : null}
      </p>
      <p>Ordre des cartes dans un pli, de la plus forte à la plus faible&nbsp;:</p>
      <ul>
        <li>à l’atout&nbsp;: valet, 9, as, roi, dame, 10, 8, 7, 6&nbsp;;</li>
        <li>dans les autres couleurs&nbsp;: as, roi, dame, valet, 10, 9, 8, 7, 6.</li>
      </ul>
    </RulesSection>
  );
}

export function JassBiddingFr({ lowest }: { lowest: 50 | 60 }) {
  return (
    <RulesSection id="bidding" title="Les enchères">
      <p>
        Le joueur à la droite du donneur parle le premier, puis la parole tourne vers la droite.
        Chacun dit «&nbsp;passe&nbsp;» ou annonce un contrat plus fort que le dernier annoncé. Un
        joueur qui a passé peut reparler quand la parole lui revient.
      </p>
      <p>
        Un contrat, c’est un nombre de points puis une couleur d’atout («&nbsp;{lowest + 30} à
        cœur&nbsp;»)&nbsp;:
      </p>
      <ul>
        <li>
          de <strong>{lowest}</strong> à <strong>150</strong>, de 10 en 10&nbsp;: l’équipe s’engage
          à faire au moins ce nombre de points de cartes&nbsp;;
        </li>
        <li>
          au-dessus, le <strong>match</strong>&nbsp;: l’équipe s’engage à faire les
          9&nbsp;plis&nbsp;;
        </li>
        <li>
          au-dessus de tout, la <strong>générale</strong>&nbsp;: le joueur qui l’annonce s’engage à
          faire <em>seul</em> les 9&nbsp;plis.
        </li>
      </ul>
      <p>
        Les quatre couleurs (pique, cœur, carreau, trèfle) se valent&nbsp;: seul le nombre fait
        monter l’enchère.
      </p>
      <p>
        <strong>Coinche et surcoinche.</strong> Dès la première annonce et jusqu’à ce que la
        première carte soit jouée, un joueur de l’équipe adverse peut coincher le contrat en cours
        («&nbsp;je coinche&nbsp;»)&nbsp;: il pense qu’il ne passera pas. Les enchères s’arrêtent
        aussitôt et l’enjeu est doublé. Un joueur de l’équipe qui a pris peut alors surcoincher
        («&nbsp;je surcoinche&nbsp;»)&nbsp;: l’enjeu est quadruplé. Une générale ne se coinche pas.
      </p>
      <p>
        <strong>Fin des enchères.</strong> Elles s’arrêtent après trois «&nbsp;passe&nbsp;» de suite
        qui suivent une annonce, après une coinche, ou dès qu’une générale est annoncée. Le dernier
        contrat annoncé est celui de la donne&nbsp;; le joueur qui l’a annoncé est le{' '}
        <em>preneur</em>, son équipe l’équipe preneuse, l’autre la défense. Si les quatre joueurs
        passent d’entrée, la donne est nulle&nbsp;: personne ne marque et le joueur suivant donne.
      </p>
    </RulesSection>
  );
}

export function JassEndFr() {
  return (
    <RulesSection id="end" title="Fin de la partie">
      <p>
        La partie s’arrête dès qu’une équipe atteint ou dépasse{' '}
        <strong>2&nbsp;000&nbsp;points</strong>, ou l’objectif que le tournoi a fixé (la feuille de
        la table l’indique).
      </p>
      <p>
        Si, à la fin d’une donne, <strong>les deux équipes</strong> ont atteint l’objectif, c’est
        l’équipe qui a pris le contrat de cette donne qui gagne, quels que soient les totaux.
      </p>
      <h3>«&nbsp;Nous avons gagné&nbsp;»</h3>
      <p>
        Pendant une donne, un joueur dont l’équipe pense avoir atteint l’objectif peut arrêter la
        partie en disant «&nbsp;nous avons gagné&nbsp;». On ne finit pas la donne&nbsp;: chaque
        équipe compte ce qu’elle a déjà marqué dans cette donne.
      </p>
      <ul>
        <li>
          Sans coinche, la défense marque ses points de cartes arrondis dès qu’elle les a
          faits&nbsp;; l’équipe preneuse marque le contrat plus ses points arrondis dès que ses
          points atteignent le contrat. Un match ou une générale ne marque rien avant la fin de la
          donne.
        </li>
        <li>
          Coinché ou surcoinché, personne ne marque tant que le sort du contrat n’est pas
          joué&nbsp;: il est réussi dès que l’équipe preneuse atteint le contrat, chuté dès que la
          défense dépasse 157 moins le contrat (pour un match, dès que la défense fait un pli&nbsp;;
          pour une générale, dès qu’un autre joueur que le preneur fait un pli). Le gagnant marque
          alors ce que vaut la coinche ou la surcoinche.
        </li>
      </ul>
      <p>
        Si l’équipe qui l’a dit atteint bien l’objectif avec ce qu’elle a marqué, elle gagne la
        partie et l’autre équipe garde ce qu’elle a marqué. Sinon, elle{' '}
        <strong>perd la partie</strong> et ne marque rien sur cette donne (l’autre équipe garde ce
        qu’elle a marqué).
      </p>
      <p className="rules-note" data-claim-example="">
        Exemple&nbsp;: l’équipe A a 1&nbsp;880&nbsp;points, l’équipe B 1&nbsp;700. A joue 100 à
        pique, sans coinche. Après six plis, A a fait 104&nbsp;points de cartes et B 30&nbsp;: A a
        déjà marqué 100&nbsp;+&nbsp;100 (104 arrondi)&nbsp;=&nbsp;200, soit 2&nbsp;080. Elle dit
        «&nbsp;nous avons gagné&nbsp;» et gagne&nbsp;; B garde ses 30&nbsp;points (1&nbsp;730). Avec
        95&nbsp;points seulement, A n’aurait encore rien marqué&nbsp;: le dire lui ferait perdre la
        partie.
      </p>
      <h3>À la cloche</h3>
      <p>
        Si le tour est arrêté avant la fin d’une partie, l’équipe qui a le plus de points
        gagne&nbsp;; en cas d’égalité, le règlement du tournoi décide.
      </p>
    </RulesSection>
  );
}

export function JassRefereeFr() {
  return (
    <RulesSection id="referee" title="Ce que l’arbitre saisit sur le téléphone">
      <p>
        L’arbitre de la table note les faits de chaque donne&nbsp;; l’application calcule tout le
        reste&nbsp;: la marque, les totaux, la fin de la partie et le vainqueur. On ne saisit jamais
        une marque.
      </p>
      <ul>
        <li>le donneur&nbsp;;</li>
        <li>
          le contrat (valeur, atout, preneur) et la coinche ou la surcoinche, ou bien les enchères
          annonce par annonce&nbsp;;
        </li>
        <li>
          les points de cartes d’une équipe&nbsp;: ceux de l’autre s’en déduisent (157 moins les
          premiers)&nbsp;;
        </li>
        <li>si une équipe a fait tous les plis, et si un joueur les a faits seul&nbsp;;</li>
        <li>
          pour un «&nbsp;nous avons gagné&nbsp;»&nbsp;: l’équipe qui l’a dit, les points de cartes
          et les plis de chaque joueur faits jusque-là&nbsp;;
        </li>
        <li>pour quatre «&nbsp;passe&nbsp;», simplement «&nbsp;donne nulle&nbsp;».</li>
      </ul>
      <p>
        Une fausse donne ne se saisit pas&nbsp;: le même donneur redonne. Une donne mal saisie se
        corrige (par l’arbitre ou l’organisateur)&nbsp;: tous les totaux qui suivent sont
        recalculés.
      </p>
    </RulesSection>
  );
}

/** Who marks what, V being the contract's value (RULES-2018.md, "Marque of a finished deal"). */
export function JassMarksTableFr() {
  return (
    <table className="data rules-table">
      <caption>Qui marque quoi (V&nbsp;=&nbsp;valeur du contrat)</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">Contrat réussi</th>
          <th scope="col">Contrat chuté</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row">Sans coinche</th>
          <td>
            Preneurs&nbsp;: V&nbsp;+ leurs points arrondis.
            <br />
            Défense&nbsp;: ses points arrondis.
          </td>
          <td>
            Preneurs&nbsp;: 0.
            <br />
            Défense&nbsp;: V&nbsp;+&nbsp;160.
          </td>
        </tr>
        <tr>
          <th scope="row">Coinché</th>
          <td>
            Preneurs&nbsp;: 2&nbsp;×&nbsp;V&nbsp;+&nbsp;160.
            <br />
            Défense&nbsp;: 0.
          </td>
          <td>
            Preneurs&nbsp;: 0.
            <br />
            Défense&nbsp;: 2&nbsp;×&nbsp;V&nbsp;+&nbsp;160.
          </td>
        </tr>
        <tr>
          <th scope="row">Surcoinché</th>
          <td>
            Preneurs&nbsp;: 4&nbsp;×&nbsp;V&nbsp;+&nbsp;160.
            <br />
            Défense&nbsp;: 0.
          </td>
          <td>
            Preneurs&nbsp;: 0.
            <br />
            Défense&nbsp;: 4&nbsp;×&nbsp;V&nbsp;+&nbsp;160.
          </td>
        </tr>
      </tbody>
    </table>
  );
}
