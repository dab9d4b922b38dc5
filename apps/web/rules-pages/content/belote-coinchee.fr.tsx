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
      <RulesSection id="basics" title="L’essentiel">
        <ul>
          <li>Quatre joueurs en deux équipes de deux, chacun assis face à son partenaire.</li>
          <li>
            Un jeu de <strong>32&nbsp;cartes</strong> (du 7 à l’as)&nbsp;: chacun reçoit
            8&nbsp;cartes et la donne se joue en 8&nbsp;plis.
          </li>
          <li>
            On joue dans le sens des aiguilles d’une montre&nbsp;: le joueur à la gauche du donneur
            parle le premier et entame le premier pli, et c’est lui qui donne à la donne suivante
            (même après une donne nulle). Le premier donneur est tiré au sort.
          </li>
          <li>
            La partie se joue en <strong>2&nbsp;000&nbsp;points</strong> sauf si le tournoi fixe un
            autre objectif (1&nbsp;000 et 1&nbsp;500 sont courants).
          </li>
        </ul>
      </RulesSection>

      <RulesSection id="cards" title="Les cartes">
        <CardPointsTable locale="fr" deck={32} />
        <p>
          Le dernier pli rapporte 10&nbsp;points de plus («&nbsp;dix de der&nbsp;»)&nbsp;: à elles
          deux, les équipes font toujours <strong>162&nbsp;points</strong> de cartes.
        </p>
        <p>Ordre des cartes dans un pli, de la plus forte à la plus faible&nbsp;:</p>
        <ul>
          <li>à l’atout&nbsp;: valet, 9, as, 10, roi, dame, 8, 7&nbsp;;</li>
          <li>dans les autres couleurs&nbsp;: as, 10, roi, dame, valet, 9, 8, 7.</li>
        </ul>
      </RulesSection>

      <RulesSection id="bidding" title="Les enchères">
        <p>
          Le joueur qui suit le donneur parle le premier, puis chacun à son tour. Chacun dit
          «&nbsp;passe&nbsp;» ou annonce un contrat plus fort que le dernier annoncé. Un joueur qui
          a passé peut reparler quand la parole lui revient.
        </p>
        <p>
          Un contrat, c’est un nombre et une couleur d’atout («&nbsp;90 à pique&nbsp;»)&nbsp;:{' '}
          <strong>80, 90, 100… jusqu’à 160</strong>, de 10 en 10, puis le <strong>capot</strong>
          &nbsp;: l’équipe s’engage à faire les 8&nbsp;plis. Il n’y a pas de générale dans ce jeu.
        </p>
        <p>
          <strong>Coinche et surcoinche.</strong> Dès qu’un contrat est annoncé, un joueur de
          l’équipe adverse peut le coincher («&nbsp;coinche&nbsp;» ou «&nbsp;contre&nbsp;»), à tout
          moment jusqu’à ce que la première carte soit jouée&nbsp;: sans attendre son tour, et même
          après les trois «&nbsp;passe&nbsp;». Les enchères s’arrêtent là et l’enjeu est doublé. Un
          joueur de l’équipe qui a pris peut alors surcoincher&nbsp;: l’enjeu est quadruplé. Plus
          rien ne peut suivre. Un capot peut être coinché.
        </p>
        <p>
          <strong>Fin des enchères.</strong> Elles s’arrêtent après trois «&nbsp;passe&nbsp;» de
          suite qui suivent une annonce, ou à la coinche. Le dernier contrat annoncé est celui de la
          donne&nbsp;; le joueur qui l’a annoncé est le <em>preneur</em>, son équipe l’équipe
          preneuse (l’attaque), l’autre la défense. Si les quatre joueurs passent d’entrée, la donne
          est nulle&nbsp;: personne ne marque et le joueur suivant donne.
        </p>
      </RulesSection>

      <RulesSection id="made" title="Ce qu’il faut faire">
        <p>
          <strong>La belote.</strong> L’équipe qui a le roi et la dame d’atout dit
          «&nbsp;belote&nbsp;» en jouant le premier des deux et «&nbsp;rebelote&nbsp;» en jouant
          l’autre (dans l’ordre qu’elle veut). Seule la belote de l’équipe preneuse compte&nbsp;:
          «&nbsp;la belote ne sert pas en défense&nbsp;». Elle ne rapporte rien par elle-même&nbsp;:
          elle baisse de 20&nbsp;points ce que l’équipe preneuse doit faire, sans jamais descendre
          sous 82. Une belote qu’on oublie d’annoncer ne compte pas.
        </p>
        <p>
          <strong>Contrat chiffré.</strong> Pour un 80, il faut en réalité 82&nbsp;points, plus de
          la moitié des 162, avec ou sans belote. Pour les autres contrats, il faut le nombre
          annoncé, ou 20 de moins avec la belote&nbsp;:
        </p>
        <table className="data rules-table" data-testid="belote-needs">
          <caption>Points de cartes à faire</caption>
          <thead>
            <tr>
              <th scope="col">Contrat</th>
              <th scope="col" className="num">
                Sans belote
              </th>
              <th scope="col" className="num">
                Avec la belote
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
          <strong>Capot.</strong> Il est réussi si l’équipe preneuse fait les 8&nbsp;plis. Avoir les
          162&nbsp;points ne suffit pas&nbsp;: perdre un pli de quatre cartes sans valeur le fait
          chuter. La belote n’y change rien.
        </p>
      </RulesSection>

      <RulesSection id="scoring" title="La marque d’une donne">
        <p>
          Dans une donne, <strong>une seule équipe marque</strong>&nbsp;:
        </p>
        <ul>
          <li>
            contrat réussi&nbsp;: l’équipe preneuse marque la valeur du contrat (250 pour un capot),
            la défense rien&nbsp;;
          </li>
          <li>contrat chuté&nbsp;: la défense marque 160, l’équipe preneuse rien&nbsp;;</li>
          <li>
            coinché, ce qui se marque est doublé (chuté&nbsp;: 320)&nbsp;; surcoinché, quadruplé
            (chuté&nbsp;: 640).
          </li>
        </ul>
        <p>
          Les points faits en plus ne rapportent rien&nbsp;: 130 annoncés, 143 faits, on marque 130.
          Un capot fait sans avoir été annoncé ne rapporte que le contrat annoncé.
        </p>
        <WorkedExample locale="fr" number={1} title="80 réussi" facts={made80}>
          <p>
            Pour un 80, il faut 82&nbsp;: A en a 82, le contrat est réussi. A marque{' '}
            <strong>80</strong>, B rien. À 81 contre 81, A aurait chuté et B marqué 160.
          </p>
        </WorkedExample>
        <WorkedExample locale="fr" number={2} title="90 avec la belote" facts={belote90}>
          <p>
            A a dit belote et rebelote&nbsp;: il lui faut 90 − 20 = 70, mais jamais moins de 82.
            Avec 83, c’est réussi&nbsp;: A marque <strong>90</strong>. Sans la belote, 83 est moins
            que 90&nbsp;: chuté, B aurait marqué 160.
          </p>
        </WorkedExample>
        <WorkedExample locale="fr" number={3} title="140 avec la belote, chuté" facts={belote140}>
          <p>
            Avec la belote, il faut 140 − 20 = 120&nbsp;; A n’a que 118&nbsp;: chuté. B marque{' '}
            <strong>160</strong>.
          </p>
        </WorkedExample>
        <WorkedExample locale="fr" number={4} title="100 coinché" facts={coinched100}>
          <p>
            A a fait 104&nbsp;points, au moins 100&nbsp;: réussi. Coinché, A marque
            2&nbsp;×&nbsp;100 = <strong>200</strong>. Surcoinché, ce serait 400&nbsp;; et si A avait
            chuté, B aurait marqué 320 (coinché) ou 640 (surcoinché).
          </p>
        </WorkedExample>
        <WorkedExample locale="fr" number={5} title="capot coinché, chuté" facts={coinchedCapot}>
          <p>
            A a les 162&nbsp;points mais a perdu un pli de quatre petites cartes&nbsp;: le capot est
            chuté. Coinché, B marque 2&nbsp;×&nbsp;160 = <strong>320</strong>. Fait, il aurait
            rapporté 2&nbsp;×&nbsp;250 = 500 à A.
          </p>
        </WorkedExample>
      </RulesSection>

      <RulesSection id="end" title="Fin de la partie">
        <p>
          La partie s’arrête dès qu’une équipe atteint ou dépasse l’objectif&nbsp;:{' '}
          <strong>2&nbsp;000&nbsp;points</strong>, ou celui que le tournoi a fixé (la feuille de la
          table l’indique). Comme une seule équipe marque par donne, les deux équipes ne peuvent
          jamais l’atteindre sur la même donne.
        </p>
        <p>
          Pas de «&nbsp;nous avons gagné&nbsp;» dans ce jeu&nbsp;: la donne se joue toujours
          jusqu’au bout.
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
            le contrat (valeur, atout, preneur) et la coinche ou la surcoinche, ou bien les enchères
            annonce par annonce&nbsp;;
          </li>
          <li>
            les points de cartes de l’équipe preneuse&nbsp;: ceux de la défense s’en déduisent (162
            moins les premiers)&nbsp;;
          </li>
          <li>si une équipe a fait les 8&nbsp;plis&nbsp;;</li>
          <li>
            quelle équipe a annoncé la belote, s’il y en a eu une (l’application sait que celle de
            la défense ne compte pas)&nbsp;;
          </li>
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

export const beloteCoincheeFr: RulesContent = {
  title: 'Belote coinchée',
  summary:
    'La coinche des clubs français\u00a0: 32\u00a0cartes, 162\u00a0points, contrats de 80 à 160 et capot, belote, partie en 2\u00a0000\u00a0points.',
  Body,
};
