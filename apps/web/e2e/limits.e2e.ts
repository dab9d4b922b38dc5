// Issue 23, row 5: 200 wrong referee codes, each with another X-Forwarded-For, through the web
// app and straight to the API from loopback. The limit must count the real client: the web
// server replaces the header with the connection's address, and the API believes it only from
// the forwarder that knows the secret.
import { request } from 'node:http';
import { assert, assertEqual } from './harness';
import { phoneTables } from './phone-tables';
import type { E2EState } from './state';

/** Wrong referee codes an address may send in 10 minutes (apps/api rate-limits.service.ts). */
const BUDGET = 100;
const ATTEMPTS = 200;

/** The status of a GET of `url` sent from the loopback address `from`, with `headers`. */
function statusFrom(url: string, from: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    const call = request(url, { localAddress: from, headers, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    call.on('error', reject);
    call.end();
  });
}

/** ATTEMPTS wrong codes from `from`, each claiming another address: their statuses. */
async function forgedGuesses(base: string, from: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const forged = `198.51.${Math.floor(attempt / 250)}.${attempt % 250}`;
    statuses.push(
      await statusFrom(`${base}/api/referee/FAUX${attempt}`, from, { 'x-forwarded-for': forged }),
    );
  }
  return statuses;
}

export async function forgedAddressScenario(state: E2EState): Promise<void> {
  const { tables } = await phoneTables(state, 2, { name: 'Open des faussaires' });
  const code = (tables[0] as { code: string }).code;
  for (const [route, base, from] of [
    ['through the web app', state.webUrl, '127.0.0.2'],
    ['straight to the API', state.apiUrl, '127.0.0.3'],
  ] as const) {
    const statuses = await forgedGuesses(base, from);
    assert(
      statuses.slice(0, BUDGET).every((status) => status === 404),
      `${route}: the first ${BUDGET} wrong codes are wrong codes (${statuses.slice(0, BUDGET).join(',')})`,
    );
    assertEqual(
      statuses.slice(BUDGET).filter((status) => status === 429).length,
      ATTEMPTS - BUDGET,
      `${route}: every wrong code past ${BUDGET} is refused, whatever address it claims`,
    );
    // The guesser's own address stops; a referee at another one gets in.
    assertEqual(
      await statusFrom(`${base}/api/referee/${code}`, from, {}),
      429,
      `${route}: the guesser's address is stopped`,
    );
  }
  assertEqual(
    await statusFrom(`${state.webUrl}/api/referee/${code}`, '127.0.0.4', {}),
    200,
    'a referee at another address opens the table through the web app',
  );
}
