import { translator } from '../i18n';
import type { Placing, RoundTable, Standing, TeamGame } from '../lib/api-types';
import { resultText, tableOutcome } from './game-outcome';
import { placeText, rowsByPlace, stageText } from './placings';

const fr = translator('fr');
const en = translator('en');
const number = String;
const placing = (place: number, to: number, decidedIn: Placing['decidedIn'], reached: number) => ({
  place,
  to,
  decidedIn,
  reached,
});

describe('the words of a final place', () => {
  it.each([
    [placing(1, 1, 'main', 1), '1', 'vainqueur du tournoi', 'champion'],
    [placing(3, 4, 'main', 4), '3–4', 'demi-finaliste', 'semi-finalist'],
    [
      placing(9, 16, 'main', 16),
      '9–16',
      'éliminée en 1/8 de finale (tour à 16 équipes)',
      'out in the round of 16 (1/8 finals)',
    ],
    [placing(5, 5, 'consolation', 1), '5', 'vainqueur de la consolante', 'consolation winner'],
    [placing(7, 9, 'pools', 3), '7–9', '3e de poule, hors tableaux', 'pool place 3, no bracket'],
  ])('%j: %s, « %s », "%s"', (shown, place, french, english) => {
    expect(placeText(shown, number)).toBe(place);
    expect(stageText(fr, shown)).toBe(french);
    expect(stageText(en, shown)).toBe(english);
  });

  it('orders a pools tournament by final place, the teams still in last, and nothing before', () => {
    const row = (id: string, pool: number, rank: number, place: Placing | null) =>
      ({ team: { id, name: id, withdrawn: false }, pool, rank, placing: place }) as Standing;
    const rows = [
      row('a1', 0, 1, null),
      row('a2', 0, 2, placing(3, 4, 'main', 4)),
      row('b1', 1, 1, placing(2, 2, 'main', 2)),
      row('b2', 1, 2, placing(3, 4, 'main', 4)),
    ];
    expect(rowsByPlace(rows).map((each) => each.team.id)).toEqual(['b1', 'a2', 'b2', 'a1']);
    expect(rowsByPlace(rows.map((each) => ({ ...each, placing: null })))).toEqual([]);
  });
});

describe('a knockout game in words: never a draw', () => {
  const table = (winner: 'A' | 'B' | null, forfeitedBy: 'A' | 'B' | null = null): RoundTable => ({
    id: 't',
    number: 3,
    teamA: { id: 'a', name: 'Les As' },
    teamB: { id: 'b', name: 'Bourdons' },
    firstDealer: 0,
    finished: true,
    winner,
    forfeitedBy,
  });

  it('says who won a walkover, who won a game, and a draw only without a winner', () => {
    expect(tableOutcome(fr, table('B', 'A'))).toBe('Bourdons gagne par forfait');
    expect(tableOutcome(en, table('A'))).toBe('won by Les As');
    expect(tableOutcome(fr, table(null))).toBe('nulle');
  });

  it('calls a walkover « Gagnée par forfait » or « Forfait » on the team page', () => {
    const game = (result: TeamGame['result']): TeamGame => ({
      round: 4,
      table: null,
      result,
      decidedBy: 'walkover',
    });
    expect(resultText(fr, game('won'))).toBe('Gagnée par forfait');
    expect(resultText(fr, game('lost'))).toBe('Forfait (équipe retirée)');
    expect(resultText(en, { ...game('won'), decidedBy: 'last-declarer' })).toBe('Won');
  });
});
