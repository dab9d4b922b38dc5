import type { EntrantView, RoundView } from '../lib/api-types';
import type { NextStep } from './next-step';

/**
 * Before a mêlée's round 1, the organiser enters players: four at least, then round 1 draws
 * ⌊n / 4⌋ tables and n mod 4 sit out. After that, the steps are the teams' (null: nextStep's).
 */
export function meleeStep(
  players: ReadonlyArray<Pick<EntrantView, 'withdrawn'>> | null,
  rounds: readonly RoundView[],
): NextStep | null {
  if (!players || rounds.length) return null;
  const present = players.filter((player) => !player.withdrawn).length;
  if (present < 4) return { key: 'next.meleePlayers', values: {} };
  return {
    key: 'next.meleeFirst',
    values: { players: present, tables: Math.floor(present / 4), out: present % 4 },
  };
}
