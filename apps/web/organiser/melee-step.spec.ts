import { translator } from '../i18n';
import type { RoundAuditEntry } from '../lib/api-types';
import { describeRoundAudit } from './describe-round-audit';
import { parsePlayerList } from './melee-players';
import { meleeStep } from './melee-step';

const present = (count: number, withdrawn = 0) => [
  ...Array.from({ length: count }, () => ({ withdrawn: false })),
  ...Array.from({ length: withdrawn }, () => ({ withdrawn: true })),
];

describe('meleeStep', () => {
  it('asks for four players present before round 1 (withdrawn ones do not count)', () => {
    expect(meleeStep(present(3, 2), [])).toEqual({ key: 'next.meleePlayers', values: {} });
  });

  it('says how many tables round 1 draws and how many sit out', () => {
    expect(meleeStep(present(14), [])).toEqual({
      key: 'next.meleeFirst',
      values: { players: 14, tables: 3, out: 2 },
    });
  });

  it('leaves the later steps to nextStep, and a tournament of teams to it too', () => {
    expect(meleeStep(present(14), [{ number: 1, bye: null, tables: [] }])).toBeNull();
    expect(meleeStep(null, [])).toBeNull();
  });
});

describe('parsePlayerList', () => {
  it('reads one player a line, a club after « ; » or a tab, and skips blank lines', () => {
    expect(parsePlayerList('Anne Rey ; CC Sion\n\n  Bruno Roy  \nChloé Sage\tCC Brest')).toEqual([
      { line: 1, name: 'Anne Rey', club: 'CC Sion' },
      { line: 3, name: 'Bruno Roy' },
      { line: 4, name: 'Chloé Sage', club: 'CC Brest' },
    ]);
  });
});

describe('describeRoundAudit of a mêlée', () => {
  const entry = (action: string): RoundAuditEntry =>
    ({
      id: '1',
      action,
      actor: 'organiser:anne@example.org',
      tournamentId: 't',
      tableId: null,
      dealNumber: null,
      before: null,
      after: { name: 'Léa Martin' },
      createdAt: '2026-11-27T20:00:00Z',
    }) as RoundAuditEntry;

  it('names the player entered, withdrawn or re-admitted, in both languages', () => {
    expect(describeRoundAudit(translator('fr'), entry('player.entered'), [])).toBe(
      'Léa Martin inscrit(e) à la mêlée',
    );
    expect(describeRoundAudit(translator('en'), entry('player.withdrawn'), [])).toBe(
      'Léa Martin withdrawn from the mêlée',
    );
    expect(describeRoundAudit(translator('fr'), entry('player.readmitted'), [])).toBe(
      'Léa Martin réintégré(e) dans la mêlée',
    );
  });
});
