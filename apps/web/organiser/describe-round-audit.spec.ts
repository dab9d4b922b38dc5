import { translator } from '../i18n';
import type { RoundAuditEntry, RoundView } from '../lib/api-types';
import { actorName, describeRoundAudit } from './describe-round-audit';

const team = (id: string) => ({ id, name: `Team ${id}` });
const table = (number: number, a: string, b: string) => ({
  id: `table-${number}`,
  number,
  teamA: team(a),
  teamB: team(b),
  firstDealer: 0 as const,
});
const snapshot = (tables: ReturnType<typeof table>[], bye: string | null = null) => ({
  number: 2,
  tables,
  bye: bye ? team(bye) : null,
  endsAt: null,
});
const entry = (fields: Partial<RoundAuditEntry>): RoundAuditEntry => ({
  id: 'entry',
  action: 'round.closed',
  actor: 'organiser:anne@example.org',
  before: null,
  after: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  tournamentId: 'tournament',
  tableId: null,
  dealNumber: null,
  ...fields,
});
const rounds: RoundView[] = [
  {
    number: 1,
    closedAt: '2026-05-01T10:00:00.020Z',
    bye: null,
    tables: [{ ...table(3, 'e', 'f'), totals: { A: 0, B: 0 } }],
  },
];

describe('describeRoundAudit', () => {
  const fr = translator('fr');
  const en = translator('en');

  it('tells the pools drawn, a team moved between pools, and the next start announced', () => {
    const drawn = entry({
      action: 'pools.drawn',
      after: [
        ['a', 'b'],
        ['c', 'd'],
        ['e', 'f'],
      ],
    });
    expect(describeRoundAudit(fr, drawn, [])).toBe('Poules tirées (3 poules)');
    const moved = entry({
      action: 'team.pool-moved',
      before: { team: team('a'), pool: 0 },
      after: { team: team('a'), pool: 2 },
    });
    expect(describeRoundAudit(fr, moved, [])).toBe('Team a passe de la poule A à la poule C');
    const announced = entry({
      action: 'round.start-announced',
      after: { round: 3, startsAt: '2026-05-01T13:30:00.000Z' },
    });
    expect(describeRoundAudit(en, announced, [], () => '3:30 PM')).toBe(
      'Round 3 announced to start at 3:30 PM',
    );
    const withdrawn = entry({
      action: 'round.start-announced',
      after: { round: 3, startsAt: null },
    });
    expect(describeRoundAudit(fr, withdrawn, [])).toBe('Annonce du début du tour 3 retirée');
  });

  it('tells a round started and its tables', () => {
    const started = entry({ action: 'round.started', after: { number: 3, tables: 12 } });
    expect(describeRoundAudit(fr, started, [])).toBe('Tour 3 lancé (12 tables)');
    expect(describeRoundAudit(en, started, [])).toBe('Round 3 started (12 tables)');
  });

  it('says when round 1 was drawn by Elo rating', () => {
    const after = { number: 1, tables: 1, seeding: 'rating' };
    const started = entry({ action: 'round.started', after });
    expect(describeRoundAudit(fr, started, [])).toBe(
      'Tour 1 lancé (1 table), tiré selon le classement Elo',
    );
    expect(describeRoundAudit(en, started, [])).toBe(
      'Round 1 started (1 table), drawn by Elo rating',
    );
  });

  it('counts the tables an undone round took back', () => {
    const undone = entry({
      action: 'round.undone',
      before: snapshot([table(1, 'a', 'b'), table(2, 'c', 'd')]),
    });
    expect(describeRoundAudit(fr, undone, rounds)).toBe('Tour 2 annulé (2 tables défaites)');
  });

  it('names the two swapped teams and where each sat before', () => {
    const swapped = entry({
      action: 'round.teams-swapped',
      before: snapshot([table(1, 'a', 'b'), table(2, 'c', 'd')]),
      after: snapshot([table(1, 'c', 'b'), table(2, 'a', 'd')]),
    });
    expect(describeRoundAudit(en, swapped, rounds)).toBe(
      'Round 2: Team a (table 1) and Team c (table 2) swapped',
    );
  });

  it('names a swap with the team that had the bye', () => {
    const swapped = entry({
      action: 'round.teams-swapped',
      before: snapshot([table(1, 'a', 'b')], 'c'),
      after: snapshot([table(1, 'a', 'c')], 'b'),
    });
    expect(describeRoundAudit(fr, swapped, rounds)).toBe(
      'Tour 2 : Team b (table 1) et Team c (exempte) échangées',
    );
  });

  it('names the round a closing entry ended', () => {
    expect(
      describeRoundAudit(fr, entry({ action: 'round.closed', after: { number: 1 } }), rounds),
    ).toBe('Tour 1 clos à la cloche');
    expect(describeRoundAudit(fr, entry({ action: 'round.closed' }), [])).toBe(
      'Un tour clos à la cloche',
    );
  });

  it('gives a game ended at the bell its table, totals and outcome, 0–0 a draw', () => {
    const draw = entry({
      action: 'game.closed-at-bell',
      tableId: 'table-3',
      after: { totals: { A: 0, B: 0 }, winner: null },
    });
    expect(describeRoundAudit(fr, draw, rounds)).toBe(
      'Table 3 arrêtée à la cloche à 0 – 0 : nulle',
    );
    const won = entry({ ...draw, after: { totals: { A: 410, B: 230 }, winner: 'A' } });
    expect(describeRoundAudit(en, won, rounds)).toBe(
      'Table 3 stopped at the bell at 410 – 230: won by Team e',
    );
  });
});

describe('actorName', () => {
  it('keeps the organiser’s name, not the kind of caller', () => {
    expect(actorName('organiser:Anne Rey')).toBe('Anne Rey');
    // Entries written before accounts had names name the organiser's address.
    expect(actorName('organiser:anne@example.org')).toBe('anne@example.org');
  });
});
