import type { RoundAuditEntry } from '../lib/api-types';
import { groupRoundAudit } from './group-round-audit';

let next = 0;
const entry = (
  action: RoundAuditEntry['action'],
  actor = 'organiser:anne@example.org',
): RoundAuditEntry => ({
  id: `entry-${next++}`,
  action,
  actor,
  before: null,
  after: null,
  createdAt: '2026-05-01T10:00:00.000Z',
  tournamentId: 'tournament',
  tableId: null,
  dealNumber: null,
});

describe('groupRoundAudit', () => {
  it('makes one line of the games closed together at the bell', () => {
    const games = Array.from({ length: 412 }, () => entry('game.closed-at-bell'));
    const lines = groupRoundAudit([entry('round.closed'), ...games, entry('round.teams-swapped')]);
    expect(lines.map((line) => line.kind)).toEqual(['one', 'group', 'one']);
    expect(lines[1]).toMatchObject({ kind: 'group', action: 'game.closed-at-bell' });
    expect(lines[1]?.kind === 'group' && lines[1].entries).toEqual(games);
  });

  it('keeps a lone game, other actions and other actors on lines of their own', () => {
    const lines = groupRoundAudit([
      entry('game.closed-at-bell'),
      entry('round.closed'),
      entry('round.teams-swapped'),
      entry('round.teams-swapped'),
      entry('game.closed-at-bell', 'organiser:anne@example.org'),
      entry('game.closed-at-bell', 'organiser:bob@example.org'),
    ]);
    expect(lines.map((line) => line.kind)).toEqual(['one', 'one', 'one', 'one', 'one', 'one']);
  });
});
