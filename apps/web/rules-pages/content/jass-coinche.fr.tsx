import Link from 'next/link';
import { RulesSection } from '../components/rules-section';
import { WorkedExample } from '../components/worked-example';
import type { RulesContent } from '../rules-content';
import { JASS_COINCHE_EXAMPLES as EXAMPLES } from './jass-coinche.examples';
import {
  JassBiddingFr,
  JassCardsFr,
  JassEndFr,
  JassMarksTableFr,
  JassRefereeFr,
} from './jass-family.fr';

function Body() {
  const [made50, failed50, madeMatch, coinchedMatch, defendersAllTricks] = EXAMPLES;
  return (
    <>
      <RulesSection id="basics" title="L’essentiel">
        <p>
          La coinche, ou jass coinché (on prononce «&nbsp;yass&nbsp;»), se joue en Suisse. C’est le
          jeu du <Link href="/fr/rules/marque-2018">règlement du tournoi 2018</Link>, à deux
          différences près&nbsp;: les contrats commencent à <strong>50</strong>, et le match
          rapporte <strong>100&nbsp;points de cartes</strong> de plus.
        </p>
        <ul>
          <li>Quatre joueurs en deux équipes de deux, chacun assis face à son partenaire.</li>
          <li>
            <strong>36&nbsp;cartes</strong> (du 6 à l’as, cartes françaises, allemandes ou
            autrichiennes)&nbsp;: chacun reçoit 9&nbsp;cartes, trois par trois, et la donne se joue
            en 9&nbsp;plis. Ni annonces ni stock.
          </li>
          <li>
            Tout tourne dans le sens inverse des aiguilles d’une montre&nbsp;: le joueur à la droite
            du donneur parle le premier et entame le premier pli, et c’est lui qui donne à la donne
            suivante (même après une donne nulle). Le premier donneur est tiré au sort.
          </li>
          <li>
            La partie se joue en <strong>2&nbsp;000&nbsp;points</strong>, sauf si le tournoi en fixe
            un autre nombre.
          </li>
        </ul>
      </RulesSection>

      <JassCardsFr jackAndNine />
      <JassBiddingFr lowest={50} />

      <RulesSection id="made" title="Ce qu’il faut faire">
        <ul>
          <li>
            <strong>Contrat chiffré</strong>&nbsp;: l’équipe preneuse doit faire au moins le nombre
            annoncé en points de cartes. L’égalité suffit.
          </li>
          <li>
            <strong>Match</strong>&nbsp;: l’équipe preneuse doit faire les 9&nbsp;plis. Avoir tous
            les points ne suffit pas, il faut tous les plis.
          </li>
          <li>
            <strong>Générale</strong>&nbsp;: le preneur doit faire les 9&nbsp;plis{' '}
            <em>à lui seul</em>&nbsp;; un seul pli ramassé par son partenaire, et elle est chutée.
          </li>
        </ul>
        <p>
          <strong>Tous les plis.</strong> L’équipe qui fait les 9&nbsp;plis «&nbsp;fait
          match&nbsp;»&nbsp;: elle obtient 100&nbsp;points de cartes de plus, 157 + 100 =
          257&nbsp;points. Un joueur qui fait tous les plis à lui seul compte 500&nbsp;points de
          cartes.
        </p>
      </RulesSection>

      <RulesSection id="scoring" title="La marque d’une donne">
        <p>
          Notons <strong>V</strong> la valeur du contrat&nbsp;: le nombre annoncé, 250 pour un
          match, 500 pour une générale. Les points de cartes s’arrondissent à la dizaine la plus
          proche, les 5 vers le haut&nbsp;: 64&nbsp;→&nbsp;60, 65&nbsp;→&nbsp;70,
          155&nbsp;→&nbsp;160, 4&nbsp;→&nbsp;0, 5&nbsp;→&nbsp;10.
        </p>
        <JassMarksTableFr />
        <p>
          Une générale réussie rapporte 500&nbsp;+&nbsp;500&nbsp;=&nbsp;1&nbsp;000&nbsp;; un 120
          réussi avec tous les plis, 120 + 260 (257 arrondi) = 380.
        </p>
        <WorkedExample locale="fr" number={1} title="50 réussi" facts={made50}>
          <p>
            A a fait 52&nbsp;points, au moins 50&nbsp;: réussi. A marque 50 + 50 (52 arrondi) ={' '}
            <strong>100</strong>&nbsp;; B marque ses 105&nbsp;points arrondis, <strong>110</strong>.
            La défense peut marquer plus que les preneurs.
          </p>
        </WorkedExample>
        <WorkedExample locale="fr" number={2} title="50 chuté" facts={failed50}>
          <p>
            A n’a fait que 49&nbsp;points&nbsp;: chuté. B marque 50 + 160 = <strong>210</strong>
            &nbsp;; ses 108&nbsp;points de cartes ne comptent pas en plus.
          </p>
        </WorkedExample>
        <WorkedExample locale="fr" number={3} title="match réussi" facts={madeMatch}>
          <p>
            A fait les 9&nbsp;plis&nbsp;: ses points de cartes comptent 157 + 100 = 257, arrondis à
            260. A marque 250 + 260 = <strong>510</strong>.
          </p>
        </WorkedExample>
        <WorkedExample locale="fr" number={4} title="match coinché, réussi" facts={coinchedMatch}>
          <p>
            Coinché, une seule équipe marque et les points de cartes ne comptent plus&nbsp;: A
            marque 2&nbsp;×&nbsp;250 + 160 = <strong>660</strong>.
          </p>
        </WorkedExample>
        <WorkedExample
          locale="fr"
          number={5}
          title="la défense fait tous les plis"
          facts={defendersAllTricks}
        >
          <p>
            A a annoncé 100 et B a fait les 9&nbsp;plis&nbsp;: le contrat est chuté. B marque 100 +
            160 = <strong>260</strong>&nbsp;; ses 257&nbsp;points de match ne comptent pas.
          </p>
        </WorkedExample>
      </RulesSection>

      <JassEndFr />
      <JassRefereeFr />
    </>
  );
}

export const jassCoincheFr: RulesContent = {
  title: 'Jass coinché',
  summary:
    'La coinche suisse à 36\u00a0cartes, 157\u00a0points, contrats de 50 à 150, match et générale, partie en 2\u00a0000\u00a0points.',
  Body,
};
