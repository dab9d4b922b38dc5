import { RulesSection } from '../components/rules-section';
import { WorkedExample } from '../components/worked-example';
import type { RulesContent } from '../rules-content';
import {
  JassBiddingFr,
  JassCardsFr,
  JassEndFr,
  JassMarksTableFr,
  JassRefereeFr,
} from './jass-family.fr';
import { MARQUE_2018_EXAMPLES as EXAMPLES } from './marque-2018.examples';

function Body() {
  const [made80, failed80, coinched100, allTricks120, failedGenerale] = EXAMPLES;
  return (
    <>
      <RulesSection id="basics" title="L’essentiel">
        <ul>
          <li>Quatre joueurs en deux équipes de deux, chacun assis face à son partenaire.</li>
          <li>
            Un jeu de jass de <strong>36&nbsp;cartes</strong> (du 6 à l’as)&nbsp;: chacun reçoit
            9&nbsp;cartes, trois par trois, et la donne se joue en 9&nbsp;plis.
          </li>
          <li>
            Tout tourne dans le sens inverse des aiguilles d’une montre&nbsp;: le joueur à la droite
            du donneur parle le premier et entame le premier pli, et c’est lui qui donne à la donne
            suivante (même après une donne nulle). Le premier donneur est tiré au sort.
          </li>
          <li>
            Fausse donne (une carte retournée, un joueur qui n’a pas 9&nbsp;cartes)&nbsp;: le même
            donneur redonne, rien ne se marque.
          </li>
          <li>
            La partie se joue en <strong>2&nbsp;000&nbsp;points</strong>, sauf si le tournoi en fixe
            un autre nombre.
          </li>
        </ul>
      </RulesSection>

      <JassCardsFr />
      <JassBiddingFr lowest={60} />

      <RulesSection id="made" title="Ce qu’il faut faire">
        <ul>
          <li>
            <strong>Contrat chiffré</strong>&nbsp;: l’équipe preneuse doit faire au moins le nombre
            annoncé en points de cartes. L’égalité suffit&nbsp;: 80 annoncés, 80 faits, le contrat
            est réussi.
          </li>
          <li>
            <strong>Match</strong>&nbsp;: l’équipe preneuse doit faire les 9&nbsp;plis.
          </li>
          <li>
            <strong>Générale</strong>&nbsp;: le preneur doit faire les 9&nbsp;plis{' '}
            <em>à lui seul</em>&nbsp;; un seul pli ramassé par son partenaire, et elle est chutée.
          </li>
        </ul>
        <p>
          <strong>Tous les plis.</strong> L’équipe qui fait les 9&nbsp;plis compte 250&nbsp;points
          de cartes au lieu de 157 (et l’autre 0)&nbsp;; un joueur qui les fait tous à lui seul en
          compte 500. C’est vrai aussi quand le contrat n’était pas un match.
        </p>
        <p>Il n’y a ni belote ni autres annonces&nbsp;: seuls comptent les points des plis.</p>
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
          Un match réussi rapporte donc 250 + 250 = 500, une générale réussie
          500&nbsp;+&nbsp;500&nbsp;=&nbsp;1&nbsp;000.
        </p>
        <WorkedExample locale="fr" number={1} title="80 réussi" facts={made80}>
          <p>
            A a fait 84&nbsp;points, au moins 80&nbsp;: le contrat est réussi. A marque 80 + 80 (84
            arrondi) = <strong>160</strong>&nbsp;; B marque ses 73&nbsp;points arrondis,{' '}
            <strong>70</strong>.
          </p>
        </WorkedExample>
        <WorkedExample locale="fr" number={2} title="80 chuté d’un point" facts={failed80}>
          <p>
            A n’a fait que 79&nbsp;points&nbsp;: le contrat est chuté. A ne marque rien&nbsp;; B
            marque 80 + 160 = <strong>240</strong>, quels que soient ses propres points.
          </p>
        </WorkedExample>
        <WorkedExample locale="fr" number={3} title="100 coinché" facts={coinched100}>
          <p>
            Coinché, une seule équipe marque. A a fait 101&nbsp;points&nbsp;: réussi, A marque
            2&nbsp;×&nbsp;100 + 160 = <strong>360</strong> et B rien. Surcoinché, A aurait marqué
            4&nbsp;×&nbsp;100 + 160 = 560&nbsp;; chuté, c’est B qui l’aurait marqué.
          </p>
        </WorkedExample>
        <WorkedExample locale="fr" number={4} title="120 et tous les plis" facts={allTricks120}>
          <p>
            A a fait les 9&nbsp;plis sans avoir annoncé de match&nbsp;: ses points de cartes
            comptent 250. A marque 120 + 250 = <strong>370</strong>, B rien.
          </p>
        </WorkedExample>
        <WorkedExample
          locale="fr"
          number={5}
          title="générale chutée par le partenaire"
          facts={failedGenerale}
        >
          <p>
            L’équipe A a fait tous les plis, mais le partenaire du preneur en a ramassé un&nbsp;: la
            générale est chutée. B marque 500 + 160 = <strong>660</strong>.
          </p>
        </WorkedExample>
      </RulesSection>

      <JassEndFr />
      <JassRefereeFr />
    </>
  );
}

export const marque2018Fr: RulesContent = {
  title: 'Coinche, règlement du tournoi 2018',
  summary:
    'Jeu de jass de 36\u00a0cartes, 157\u00a0points, contrats de 60 à 150, match et générale, partie en 2\u00a0000\u00a0points.',
  Body,
};
