import type { Translate } from '../i18n';
import type { BracketView, BracketsView, RoundView } from '../lib/api-types';
import { bracketRoundName } from '../public-views/bracket';
import { poolLetter } from '../public-views/pool-letter';

/**
 * What each table of a round plays, by table id: its pool in a pool round (« Poule B »), its
 * bracket round in the knockout (« Quarts de finale », « Consolante · Demi-finales »). Empty
 * outside a tournament of pools.
 */
export function tableStages(
  t: Translate,
  round: Pick<RoundView, 'number' | 'knockout' | 'tables'>,
  brackets: Pick<BracketsView, 'pools' | 'main' | 'consolation'> | null,
): Map<string, string> {
  const stages = new Map<string, string>();
  if (!brackets) return stages;
  if (!round.knockout) {
    const poolOf = teamPools(brackets.pools);
    for (const table of round.tables) {
      const pool = poolOf.get(table.teamA.id);
      if (pool !== undefined) stages.set(table.id, t('pools.pool', { pool: poolLetter(pool) }));
    }
    return stages;
  }
  const name = (bracket: BracketView, index: number) =>
    bracketRoundName(t, index, bracket.rounds.length, bracket.roundNumbers[index] ?? 0);
  const mark = (bracket: BracketView | null, label: (stage: string) => string) =>
    bracket?.roundNumbers.forEach((number, index) => {
      if (number !== round.number) return;
      for (const game of bracket.rounds[index] ?? [])
        if (game.table) stages.set(game.table.id, label(name(bracket, index)));
    });
  mark(brackets.main, (stage) => stage);
  mark(brackets.consolation, (stage) => t('stage.consolation', { stage }));
  return stages;
}

/** Each team's pool, by team id. */
export function teamPools(pools: BracketsView['pools']): Map<string, number> {
  return new Map(
    pools.flatMap((pool) => pool.teams.map((team) => [team.id, pool.number] as const)),
  );
}
