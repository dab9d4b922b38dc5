import type { MessageKey } from '../i18n';
import type { RoundView, TeamView, TournamentView } from '../lib/api-types';

/** A line of guidance for the organiser: its message and the numbers it names. */
export interface NextStep {
  key: MessageKey;
  values: Record<string, number>;
}

/**
 * What the organiser does next: register teams, start round 1 (saying that an odd field gives a
 * bye each round), let the round's games end (or ring the bell), start the next round, or, once
 * every round is played, take the final standings.
 */
export function nextStep(
  tournament: Pick<TournamentView, 'rounds'>,
  teams: ReadonlyArray<Pick<TeamView, 'withdrawn'>>,
  rounds: readonly RoundView[],
): NextStep {
  const current = rounds[rounds.length - 1];
  if (!current) {
    const active = teams.filter((team) => !team.withdrawn).length;
    if (active < 2) return { key: 'next.teams', values: {} };
    return { key: active % 2 ? 'next.firstWithBye' : 'next.first', values: { teams: active } };
  }
  const left = current.tables.filter((table) => table.finished !== true).length;
  const last = current.number >= tournament.rounds;
  if (left > 0)
    return last
      ? { key: 'next.playingLast', values: { left } }
      : { key: 'next.playing', values: { round: current.number, left, next: current.number + 1 } };
  if (last) return { key: 'next.over', values: { rounds: tournament.rounds } };
  return { key: 'next.start', values: { round: current.number, next: current.number + 1 } };
}
