// What the benchmarks and the scale test ask of a running API: JSON calls, and waiting for it.

/** A JSON request to `base` + `path`: the parsed answer, or an Error naming the status. */
export async function callJson(base, method, path, body, headers = {}) {
  const response = await fetch(base + path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** Resolves once `url` answers 2xx; throws after `timeoutMs`. */
export async function waitForOk(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * A tournament to 5000 of `tables * 2` teams whose first round has started, made by `admin` on the
 * API at `base`: the tournament and the round as the API answers them.
 */
export async function startedRound(base, admin, name, tables) {
  const { accessToken } = await callJson(base, 'POST', '/api/auth/login', admin);
  const auth = { authorization: `Bearer ${accessToken}` };
  const tournament = await callJson(
    base,
    'POST',
    '/api/tournaments',
    { name, rounds: 1, pairing: 'swiss', target: 5000 },
    auth,
  );
  for (let i = 0; i < tables * 2; i += 1) {
    await callJson(
      base,
      'POST',
      `/api/tournaments/${tournament.id}/teams`,
      { name: `Team ${i}`, players: ['a', 'b'] },
      auth,
    );
  }
  const round = await callJson(
    base,
    'POST',
    `/api/tournaments/${tournament.id}/rounds`,
    undefined,
    auth,
  );
  return { tournament, round };
}
