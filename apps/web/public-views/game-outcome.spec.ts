import { translator } from '../i18n';
import type { RoundView, TeamGame } from '../lib/api-types';
import { decisionText, outcomesByTeam, outcomesLine, ownScore } from './game-outcome';

const fr = translator('fr');
const en = translator('en');
/** French groups digits with a narrow no-break space. */
const nb = (text: string) => text.replace(/ (?=\d{3})/g, '\u202f');
const team = (id: string) => ({ id, name: id.toUpperCase() });

describe('decisionText', () => {
  it('names the target in the reader’s numbers', () => {
    const marque = { target: 2000, dealsPerGame: null };
    expect(decisionText(fr, 'fr', 'target', marque)).toBe(nb('2 000 points atteints'));
    expect(decisionText(en, 'en', 'declarer-at-target', marque)).toBe(
      'both teams reached 2,000 on the same deal: the declaring team wins',
    );
    expect(decisionText(fr, 'fr', 'target', { target: 51, dealsPerGame: null })).toBe(
      '51 points atteints',
    );
  });

  it('names the deals of a concours, the bell and the bye', () => {
    const concours = { target: null, dealsPerGame: 12 };
    expect(decisionText(fr, 'fr', 'deals', concours)).toBe('au total des 12 donnes');
    expect(decisionText(en, 'en', 'bell', concours)).toBe('stopped at the bell, on the total');
    expect(decisionText(en, 'en', 'bye', concours)).toBe('bye');
  });
});

describe('ownScore', () => {
  const game = (side: 'A' | 'B'): TeamGame => ({
    round: 1,
    table: {
      id: 't',
      number: 1,
      side,
      seats: side === 'A' ? [0, 2] : [1, 3],
      opponent: { id: 'o', name: 'O', players: ['x', 'y'] },
      totals: { A: 2300, B: 160 },
      dealCount: 5,
      dealsCounted: 5,
      finished: true,
    },
    result: side === 'A' ? 'won' : 'lost',
    decidedBy: 'target',
  });

  it('puts the team’s own total first', () => {
    expect(ownScore(game('A'))).toEqual({ own: 2300, other: 160 });
    expect(ownScore(game('B'))).toEqual({ own: 160, other: 2300 });
    expect(ownScore({ round: 2, table: null, result: 'won', decidedBy: 'bye' })).toBeNull();
  });
});

describe('outcomesByTeam and outcomesLine', () => {
  const rounds: RoundView[] = [
    {
      number: 1,
      bye: team('c'),
      tables: [
        {
          id: 't1',
          number: 1,
          teamA: team('a'),
          teamB: team('b'),
          firstDealer: 0,
          totals: { A: 2000, B: 1450 },
          finished: true,
          winner: 'A',
          closedAtBell: false,
        },
      ],
    },
    {
      number: 2,
      bye: team('b'),
      tables: [
        {
          id: 't2',
          number: 1,
          teamA: team('c'),
          teamB: team('a'),
          firstDealer: 1,
          totals: { A: 1310, B: 1200 },
          finished: true,
          winner: 'A',
          closedAtBell: true,
        },
      ],
    },
    {
      number: 3,
      bye: null,
      tables: [
        {
          id: 't3',
          number: 1,
          teamA: team('a'),
          teamB: team('b'),
          firstDealer: 0,
          totals: { A: 300, B: 300 },
          finished: false,
          winner: null,
        },
      ],
    },
  ];

  it('says who won each finished game, the bell and the byes, round by round', () => {
    const outcomes = outcomesByTeam(rounds);
    expect(outcomesLine(fr, 'fr', outcomes.get('a') ?? [])).toBe(
      nb('T1 ✓ 2 000–1 450 · T2 ✗ 1 200–1 310 (cloche)'),
    );
    expect(outcomesLine(en, 'en', outcomes.get('b') ?? [])).toBe('R1 ✗ 1,450–2,000 · R2 bye');
    expect(outcomesLine(fr, 'fr', outcomes.get('c') ?? [])).toBe(
      nb('T1 exempte · T2 ✓ 1 310–1 200 (cloche)'),
    );
  });

  it('marks a draw', () => {
    const drawn = outcomesByTeam([
      {
        number: 1,
        bye: null,
        tables: [
          {
            id: 't',
            number: 1,
            teamA: team('a'),
            teamB: team('b'),
            firstDealer: 0,
            totals: { A: 900, B: 900 },
            finished: true,
            winner: null,
            closedAtBell: true,
          },
        ],
      },
    ]);
    expect(outcomesLine(en, 'en', drawn.get('b') ?? [])).toBe('R1 = 900–900 (bell)');
  });
});
