import { RulesError } from './errors.ts';
import { assertTeam } from './seats.ts';
import type { Team } from './types.ts';

/**
 * A fact the game does not have (a belote in Cinch, a revoke in belote coinchée, a claim where
 * there is none) is refused, not ignored: it is a referee's or a device's mistake.
 */
export function refuseFacts(
  record: Record<string, unknown>,
  fields: readonly string[],
  game: string,
): void {
  for (const field of fields) {
    if (record[field] !== undefined && record[field] !== null) {
      throw new RulesError('FACT_NOT_IN_GAME', field, `${game} has no ${field}`, { game });
    }
  }
}

/** An optional team fact (`belote`, `revoke`): absent, or "A" or "B". */
export function readOptionalTeam(record: Record<string, unknown>, field: string): Team | undefined {
  const value = record[field];
  return value === undefined || value === null ? undefined : assertTeam(value, field);
}
