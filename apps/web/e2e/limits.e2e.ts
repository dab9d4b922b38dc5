// Issue 23, row 5: 200 wrong referee codes, each with another X-Forwarded-For, through the web
// app and straight to the API from loopback. The limit must count the real client: the web
// server replaces the header with the connection's address, and the API believes it only from
// the forwarder that knows the secret.
import { request } from 'node:http';
import { assert, assertEqual, need } from './harness';
import { ADMIN } from './servers';
import { phoneTables } from './phone-tables';
import type { E2EState } from './state';

/** Wrong referee codes an address may send in 10 minutes (apps/api rate-limits.service.ts). */
const BUDGET = 100;
const ATTEMPTS = 200;

/** A GET of `url` sent from the loopback address `from`, with `headers`: its status and cookies. */
function answerFrom(
  url: string,
  from: string,
  headers: Record<string, string>,
): Promise<{ status: number; cookies: string[] }> {
  return new Promise((resolve, reject) => {
    const call = request(url, { localAddress: from, headers, agent: false }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, cookies: response.headers['set-cookie'] ?? [] });
    });
    call.on('error', reject);
    call.end();
  });
}

async function statusFrom(
  url: string,
  from: string,
  headers: Record<string, string>,
): Promise<number> {
  return (await answerFrom(url, from, headers)).status;
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
  const { tables } = await phoneTables(state, 4, { name: 'Open des faussaires' });
  const code = (tables[0] as { code: string }).code;
  // A referee's phone on the guesser's wifi opened its table before the guessing: the web app
  // passes on the referee's pass its right code earned (an HttpOnly cookie for /api).
  const opened = await answerFrom(`${state.webUrl}/api/referee/${code}`, '127.0.0.2', {});
  assertEqual(opened.status, 200, 'the referee opens the table through the web app');
  const pass = need(
    opened.cookies.find((cookie) =>
      /^marque_referee_pass=[^;]+;.*HttpOnly; SameSite=Strict/.test(cookie),
    ),
    `a referee's pass among ${opened.cookies.join(' | ')}`,
  ).split(';')[0] as string;
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
  assertEqual(
    await statusFrom(`${state.webUrl}/api/referee/${code}`, '127.0.0.2', { cookie: pass }),
    200,
    "the referee whose phone has a pass still opens the table from the guesser's address",
  );

  // A phone's browser keeps the pass the table page's first request earned.
  const context = await state.browser.newContext({ locale: 'fr-FR' });
  try {
    const page = await context.newPage();
    const other = (tables[1] as { code: string }).code;
    await page.goto(`${state.webUrl}/fr/table/${encodeURIComponent(other)}`);
    await page.getByRole('button', { name: 'Enregistrer la donne' }).waitFor();
    const cookie = (await context.cookies()).find((each) => each.name === 'marque_referee_pass');
    assert(cookie?.httpOnly && cookie.path === '/api', 'the phone keeps an HttpOnly referee pass');
  } finally {
    await context.close();
  }
}

/**
 * Issue's brief: a flood of logins, each for another unknown e-mail (what no rate limit counts),
 * straight to the API while the login form is used. Past the API's line of password checks the
 * form says so in the reader's language (503 PASSWORD_CHECKS_BUSY); once the flood stops, the
 * organiser's right password gets in.
 */
export async function loginFloodScenario(state: E2EState): Promise<void> {
  const flood = loginsFlooding(state.apiUrl);
  const context = await state.browser.newContext();
  try {
    const page = await context.newPage();
    for (const [locale, email, password, submit, busy] of [
      [
        'fr',
        'Adresse e-mail',
        'Mot de passe',
        'Se connecter',
        /^Trop de connexions en ce moment : réessayez dans 2 s\.$/,
      ],
      [
        'en',
        'E-mail address',
        'Password',
        'Sign in',
        /^Too many sign-ins right now: try again in 2 s\.$/,
      ],
    ] as const) {
      await page.goto(`${state.webUrl}/${locale}/organiser`);
      await page.getByLabel(email).fill(`stranger-${locale}@marque.test`);
      await page.getByLabel(password).fill('a guess');
      // The line is refilled within milliseconds of a check ending: a few tries at most.
      let status = 0;
      for (let attempt = 0; attempt < 5 && status !== 503; attempt += 1) {
        const answer = page.waitForResponse((response) =>
          response.url().endsWith('/api/auth/login'),
        );
        await page.getByRole('button', { name: submit }).click();
        status = (await answer).status();
      }
      assertEqual(status, 503, `the ${locale} login is refused while the line is full`);
      await page.getByRole('alert').filter({ hasText: busy }).waitFor({ timeout: 5_000 });
    }
    await flood.stop();
    assert(flood.refused() > 0, 'the flood was refused with PASSWORD_CHECKS_BUSY');
    await page.getByLabel('Password').fill(ADMIN.password);
    await page.getByLabel('E-mail address').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByTestId('signed-in-as').getByText(ADMIN.email).waitFor();
  } finally {
    await flood.stop();
    await context.close();
  }
}

/** Eight clients, each sending a wrong login for another unknown e-mail once the last is answered. */
function loginsFlooding(apiUrl: string) {
  let running = true;
  let refused = 0;
  let sent = 0;
  const client = async () => {
    while (running) {
      sent += 1;
      const response = await fetch(`${apiUrl}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `flood-${sent}@marque.test`, password: 'a guess' }),
      });
      const body = (await response.json()) as { code?: string };
      if (body.code === 'PASSWORD_CHECKS_BUSY') {
        refused += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  };
  const clients = Array.from({ length: 8 }, client);
  return {
    refused: () => refused,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}
