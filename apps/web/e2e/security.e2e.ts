// The web app's pages against another page of the same host: no frame, no leaked address, and
// every route with the headers that say so.
import { readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import type { TeamView } from '../lib/api-types';
import { api, signInBrowser } from './api';
import { assert, assertEqual, need } from './harness';
import { phoneTables } from './phone-tables';
import type { E2EState } from './state';

const APP_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'app');

/** The headers every answer of the web app must carry (lib/security-headers.ts). */
function checkHeaders(path: string, headers: Headers): void {
  const csp = headers.get('content-security-policy') ?? '';
  assert(csp.includes("frame-ancestors 'none'"), `${path}: CSP forbids framing (${csp})`);
  assertEqual(headers.get('x-frame-options'), 'DENY', `${path}: X-Frame-Options`);
  assertEqual(headers.get('x-content-type-options'), 'nosniff', `${path}: nosniff`);
  assertEqual(headers.get('referrer-policy'), 'no-referrer', `${path}: Referrer-Policy`);
}

/** Every page route of the app folder, written as a pattern (`/[locale]/table/[code]`). */
function pageRoutes(dir = APP_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pageRoutes(path);
    if (entry.name !== 'page.tsx') return [];
    return [`/${relative(APP_DIR, dirname(path)).split('\\').join('/')}`.replace(/\/$/, '')];
  });
}

/** A page of another origin on the same host (another port): it frames what it is given. */
async function startFramer(): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://framer');
    const target = url.searchParams.get('frame') ?? '';
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end(
      url.pathname === '/own'
        ? '<!doctype html><title>own</title><p id="own">framed page of the framer</p>'
        : `<!doctype html><title>framer</title>
<iframe id="own" src="/own" width="400" height="100"></iframe>
<iframe id="victim" src="${target.replace(/"/g, '&quot;')}" width="1200" height="800"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Content-Security-Policy reports in the console while a page is used. */
function collectViolations(page: Page, into: string[]): void {
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) into.push(message.text());
  });
}

/**
 * Issue 23, row 3: a page on another port of the same host frames the signed-in console; the
 * frame stays empty (frame-ancestors 'none', X-Frame-Options), while the framer's own frame
 * shows. Row 4: the same page rings the bell with the browser's session cookie and is refused. Then every route of the app (each page folder, a 404, a static file, Next's scripts)
 * carries the headers, and the console, the phone, the projector and the rules run under the
 * policy without one refusal.
 */
export async function securityScenario(state: E2EState): Promise<void> {
  const { tables, tournamentId, token } = await phoneTables(state, 4, {
    name: 'Tournoi sous cadre',
  });
  const table = need(tables[0], 'a table');
  const teams = await api<TeamView[]>(state, `/tournaments/${tournamentId}/teams`, { token });
  const team = need(teams.data[0], 'a team');
  const context = await state.browser.newContext({
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
  const framer = await startFramer();
  const violations: string[] = [];
  try {
    await signInBrowser(context, state);
    const page = await context.newPage();
    collectViolations(page, violations);
    const consoleUrl = `${state.webUrl}/fr/organiser/${tournamentId}`;
    // The console renders for this browser: what the frame would show.
    await page.goto(consoleUrl);
    await page.getByRole('heading', { name: 'Tournoi sous cadre', level: 1 }).waitFor();

    await page.goto(`${framer.origin}/?frame=${encodeURIComponent(consoleUrl)}`);
    const own = page.locator('iframe#own').contentFrame();
    await own.locator('#own').waitFor();
    // Long enough for the console to load its tournament, had it been allowed to render.
    await page.waitForTimeout(3000);
    const victimElement = need(await page.$('iframe#victim'), 'the framing iframe');
    const victim = need(await victimElement.contentFrame(), 'the framed console');
    assert(!victim.url().startsWith(state.webUrl), `the console is not loaded: ${victim.url()}`);
    for (const frame of page.frames()) {
      const text = await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '');
      assert(!text.includes('Tournoi sous cadre'), `no frame shows the console: ${frame.url()}`);
      assert(!text.includes('Clore le tour'), `no frame shows the bell: ${frame.url()}`);
    }

    assert(
      violations.some((text) => text.includes("frame-ancestors 'none'")),
      `the browser says why it refused the frame: ${violations.join(' | ')}`,
    );
    violations.length = 0;

    // The same page rings the bell of round 1 with the browser's cookie (same site: the cookie
    // goes with it; no body, so no preflight), without the CSRF header: the API refuses it (403)
    // and no game ends. The page cannot read the answer (CORP), Chromium's network log can.
    const target = `${state.webUrl}/api/tournaments/${tournamentId}/rounds/1/close`;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const posted = new Set<string>();
    const cookies = new Map<string, string>();
    const statuses = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.request.url === target && event.request.method === 'POST')
        posted.add(event.requestId);
    });
    cdp.on('Network.requestWillBeSentExtraInfo', (event) => {
      const cookie = Object.entries(event.headers).find(
        ([name]) => name.toLowerCase() === 'cookie',
      );
      cookies.set(event.requestId, String(cookie?.[1] ?? ''));
    });
    cdp.on('Network.responseReceivedExtraInfo', (event) => {
      statuses.set(event.requestId, event.statusCode);
    });
    await page.evaluate(async (url) => {
      await fetch(url, { method: 'POST', mode: 'no-cors', credentials: 'include' }).catch(
        () => undefined,
      );
    }, target);
    const until = Date.now() + 10_000;
    const answered = () => [...posted].find((id) => statuses.has(id) && cookies.has(id));
    while (!answered() && Date.now() < until) await page.waitForTimeout(100);
    const forged = need(answered(), 'the forged write, answered');
    assert(
      need(cookies.get(forged), 'its cookies').includes('marque_session='),
      'the forged write carries the session cookie',
    );
    assertEqual(statuses.get(forged), 403, 'the forged write is refused');
    const rounds = await api<Array<{ tables: Array<{ finished: boolean }> }>>(
      state,
      `/tournaments/${tournamentId}/rounds`,
    );
    assert(
      rounds.data[0]?.tables.every((each) => !each.finished),
      'no game of round 1 ended by the forged bell',
    );

    // Every page route, once each, and what is not a page.
    const code = encodeURIComponent(table.code);
    const urls: Record<string, string> = {
      '/[locale]': '/fr',
      '/[locale]/organiser': '/fr/organiser',
      '/[locale]/organiser/[tournamentId]': `/fr/organiser/${tournamentId}`,
      '/[locale]/organiser/[tournamentId]/print': `/fr/organiser/${tournamentId}/print?round=1`,
      '/[locale]/organiser/[tournamentId]/tables/[tableId]': `/fr/organiser/${tournamentId}/tables/${table.id}`,
      '/[locale]/table': '/fr/table',
      '/[locale]/table/[code]': `/fr/table/${code}`,
      '/[locale]/tournaments/[id]/players': `/fr/tournaments/${tournamentId}/players`,
      '/[locale]/tournaments/[id]/projector': `/fr/tournaments/${tournamentId}/projector`,
      '/[locale]/tournaments/[id]/standings': `/fr/tournaments/${tournamentId}/standings`,
      '/[locale]/tournaments/[id]/tables/[tableId]': `/fr/tournaments/${tournamentId}/tables/${table.id}`,
      '/[locale]/tournaments/[id]/teams/[teamId]': `/fr/tournaments/${tournamentId}/teams/${team.id}`,
      '/[locale]/rules': '/en/rules',
      '/[locale]/rules/[ruleset]': '/fr/rules/cinch',
      '/[locale]/organiser/account': '/fr/organiser/account',
      '/[locale]/organiser/accounts': '/fr/organiser/accounts',
      '/[locale]/organiser/people': '/fr/organiser/people',
      '/[locale]/join/[token]': `/fr/join/${'a'.repeat(43)}`,
      '/[locale]/people/[id]': '/fr/people/00000000-0000-4000-8000-000000000000',
      '/[locale]/organiser/seasons': '/fr/organiser/seasons',
      '/[locale]/series/[id]': '/fr/series/00000000-0000-4000-8000-000000000000',
      '/[locale]/series/[id]/projector':
        '/en/series/00000000-0000-4000-8000-000000000000/projector',
    };
    for (const route of pageRoutes()) assert(urls[route], `the route ${route} is checked below`);
    const html = await (await fetch(`${state.webUrl}/fr`)).text();
    const script = need(/\/_next\/static\/[^"]+\.js/.exec(html)?.[0], "one of Next's scripts");
    const others = ['/', '/organiser', '/fr/nowhere/at-all', '/referee-sw.js', script];
    for (const path of [...Object.values(urls), ...others]) {
      const response = await fetch(`${state.webUrl}${path}`, { redirect: 'manual' });
      assert(response.status < 500, `${path} answers (${response.status})`);
      checkHeaders(path, response.headers);
    }
    // The forwarded API keeps its own policy, once: nothing of the pages' is added to it.
    const forwarded = await fetch(`${state.webUrl}/api/tournaments/${tournamentId}`);
    assertEqual(
      forwarded.headers.get('content-security-policy'),
      "default-src 'none';frame-ancestors 'none';base-uri 'none';form-action 'none'",
      "the API's own policy",
    );

    // The screens work under the policy: not one refusal in the console.
    await page.goto(consoleUrl);
    await page.getByRole('heading', { name: 'Tournoi sous cadre', level: 1 }).waitFor();
    await page.getByTestId('live-tables').waitFor();
    for (const path of [
      `/fr/organiser/${tournamentId}/print?round=1`,
      `/fr/table/${code}`,
      `/fr/tournaments/${tournamentId}/projector`,
      `/fr/tournaments/${tournamentId}/standings`,
      '/fr/rules/belote-coinchee',
    ]) {
      await page.goto(`${state.webUrl}${path}`);
      // Event streams stay open: a moment for the page's own requests instead of network idle.
      await page.waitForTimeout(1500);
    }
    assertEqual(violations.join('\n'), '', 'no Content-Security-Policy refusal');
  } finally {
    await framer.close();
    await context.close();
  }
}
