import type { RegisteredTeam, StartedRound, TournamentView } from '@marque/contracts';
import { dealAt, made80, type ApiUnderTest } from './api-under-test';

/** An organiser's headers (null: nobody signed in). */
export type Caller = { headers: Record<string, string> } | null;

/**
 * Requests as an organiser: `as` answers whatever comes, `ok` the body of a success (anything
 * else fails the test, saying what came). `api` is read at each call (it starts in beforeAll).
 */
export function callsAs(api: () => ApiUnderTest) {
  const as = (who: Caller, method: string, path: string, body?: object) =>
    api().http.request(method, path, { headers: who?.headers ?? {}, body });
  const ok = async <T>(who: Caller, method: string, path: string, body?: object): Promise<T> => {
    const response = await as(who, method, path, body);
    if (response.status >= 300)
      throw new Error(`${method} ${path}: ${response.status} ${response.text}`);
    return response.body as T;
  };
  return { as, ok };
}

/**
 * A round robin of one-deal belote games created by the organiser whose `headers` are given,
 * whose final placings are `teams` (a name and two people's ids each) in order: the better placed team wins
 * every game, so wins are 3, 2, 1, 0 for four teams. `rounds` fewer than 3 leaves it running.
 */
export async function playedRoundRobin(
  api: ApiUnderTest,
  headers: Record<string, string>,
  tournament: { name: string; date: string; clubId?: string },
  teams: Array<{ name: string; people: [string, string] }>,
  rounds = 3,
): Promise<string> {
  const calls = callsAs(() => api);
  const ok = <T>(method: string, path: string, body?: object) =>
    calls.ok<T>({ headers }, method, path, body);
  const created = await ok<TournamentView>('POST', '/api/tournaments', {
    ...tournament,
    rounds: 3,
    pairing: 'round-robin',
    ruleset: 'belote-coinchee',
    dealsPerGame: 1,
  });
  const place = new Map<string, number>();
  for (const [index, { name, people }] of teams.entries()) {
    const team = await ok<RegisteredTeam>('POST', `/api/tournaments/${created.id}/teams`, {
      name,
      people: people.map((id) => ({ id })),
    });
    place.set(team.id, index);
  }
  for (let round = 0; round < rounds; round += 1) {
    const started = await ok<StartedRound>('POST', `/api/tournaments/${created.id}/rounds`);
    for (const table of started.tables) {
      const aWins = (place.get(table.teamA.id) ?? 0) < (place.get(table.teamB.id) ?? 0);
      await dealAt(api, table, 0, made80(aWins ? 0 : 1));
    }
  }
  return created.id;
}
