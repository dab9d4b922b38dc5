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

/** A table as its referee's phone opens it: with the referee's pass its code earns (a cookie). */
export async function openedByItsPhone(base, table) {
  const response = await fetch(`${base}/api/referee/${table.refereeCode}`);
  await response.arrayBuffer();
  const pass = /^[^;]+/.exec(response.headers.get('set-cookie') ?? '')?.[0];
  if (!response.ok || !pass) throw new Error(`no referee's pass for table ${table.id}`);
  return { table, pass };
}

/**
 * The next deal of a phone opened by openedByItsPhone (`{ table, pass, next }`), sent as a real
 * phone sends it: its referee code and its pass. The phone moves on to the following deal once
 * this one is recorded (201). Resolves with the answer's status.
 */
export async function sendNextDeal(base, phone) {
  const response = await fetch(`${base}/api/tables/${phone.table.id}/deals`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-referee-code': phone.table.refereeCode,
      cookie: phone.pass,
    },
    body: JSON.stringify(dealOf(phone.table, phone.next)),
  });
  await response.arrayBuffer();
  if (response.status === 201) phone.next += 1;
  return response.status;
}

/** A table's deal number `index`, as bench:api sends them: 63 passed out, then a played 80. */
function dealOf(table, index) {
  const dealer = (table.firstDealer + index) % 4;
  const declarer = Math.floor(index / 64) % 2 === 0 ? 0 : 1;
  return index % 64 === 63
    ? {
        dealer,
        contract: { value: 80, suit: 'hearts', declarer },
        doubling: 'none',
        cardPoints: declarer === 0 ? { A: 84, B: 73 } : { A: 73, B: 84 },
      }
    : { dealer, passedOut: true };
}
