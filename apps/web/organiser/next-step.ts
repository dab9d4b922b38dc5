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
 * every round is played, take the final standings. Pools then a knockout says which phase comes
 * next: round 1 draws the pools, the round after the last pool round starts the bracket, and the
 * last one plays the finals (`poolRounds` from `GET …/bracket`).
 */
export function nextStep(
  tournament: Pick<TournamentView, 'rounds'> & Partial<Pick<TournamentView, 'pairing'>>,
  teams: ReadonlyArray<Pick<TeamView, 'withdrawn'>>,
  rounds: readonly RoundView[],
  poolRounds: number | null = null,
): NextStep {
  const pools = tournament.pairing === 'pools-knockout';
  const current = rounds[rounds.length - 1];
  if (!current) {
    const active = teams.filter((team) => !team.withdrawn).length;
    if (active < 2) return { key: 'next.teams', values: {} };
    if (pools) return { key: 'next.firstPools', values: { teams: active } };
    return { key: active % 2 ? 'next.firstWithBye' : 'next.first', values: { teams: active } };
  }
  const left = current.tables.filter((table) => table.finished !== true).length;
  const last = current.number >= tournament.rounds;
  if (left > 0)
    return last
      ? { key: 'next.playingLast', values: { left } }
      : { key: 'next.playing', values: { round: current.number, left, next: current.number + 1 } };
  if (last)
    return {
      key: pools ? 'next.overKnockout' : 'next.over',
      values: { rounds: tournament.rounds },
    };
  const values = { round: current.number, next: current.number + 1 };
  if (pools && poolRounds !== null) {
    if (current.number < poolRounds) return { key: 'next.startPool', values };
    if (current.number === poolRounds) return { key: 'next.startKnockout', values };
    return { key: 'next.startNextKnockout', values };
  }
  return { key: 'next.start', values };
}
