// `npm run bench:web`: the screens of a 1000-team event while deals arrive. Builds a 1000-team
// Swiss (500 tables in play), opens in Debian's chromium the organiser's console (1280×800), the
// standings on a phone (390×844, CPU slowed 4× as a mid-range phone) and the projector
// (1920×1080), and records 5 deals a second for BENCH_SECONDS (60). Prints, per screen, the main
// thread's busy time, the phone's input delay, requests a minute and memory; then the console's
// requests at 1 deal a second beside 5 (they should not grow with the rate) and the projector's
// cycle and fit. Goals (issue 17): console and standings busy under 10 %, input delay under
// 50 ms, the console's requests independent of the deal rate, a projector cycle under 3 minutes
// with every row visible. Figures, not a pass/fail: the goals say where the screens stand.
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { api, signInBrowser } from './api';
import { ADMIN, startServers, type Servers } from './servers';

const TEAMS = Number(process.env.BENCH_TEAMS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);

interface StartedTable {
  id: string;
  number: number;
  refereeCode: string;
  firstDealer: number;
}

interface ScreenFigures {
  busy: number;
  requestsPerMinute: number;
  heapMiB: number;
  inputDelay?: { median: number; max: number };
}

let servers: Servers;
let browser: Browser;

async function main(): Promise<void> {
  servers = await startServers();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const state = { apiUrl: servers.apiUrl };
    const { data: login } = await api<{ accessToken: string }>(state, '/auth/login', {
      method: 'POST',
      body: ADMIN,
    });
    const token = login.accessToken;
    const started = Date.now();
    const { data: tournament } = await api<{ id: string }>(state, '/tournaments', {
      method: 'POST',
      token,
      body: { name: 'Open des 1000', rounds: 9, pairing: 'swiss' },
    });
    for (let first = 0; first < TEAMS; first += 25)
      await Promise.all(
        Array.from({ length: Math.min(25, TEAMS - first) }, (_, offset) => first + offset + 1).map(
          (team) =>
            api(state, `/tournaments/${tournament.id}/teams`, {
              method: 'POST',
              token,
              body: { name: `Équipe ${team}`, players: [`Joueur ${team}a`, `Joueur ${team}b`] },
            }),
        ),
      );
    const { data: round } = await api<{ tables: StartedTable[] }>(
      state,
      `/tournaments/${tournament.id}/rounds`,
      { method: 'POST', token },
    );
    console.log(
      `[bench:web] ${TEAMS} teams, ${round.tables.length} tables (ready in ${Date.now() - started} ms); ${SECONDS} s of deals a run`,
    );

    const base = `${servers.webUrl}/fr`;
    const console_ = await openScreen(`${base}/organiser/${tournament.id}`, 1280, 800, true);
    const phone = await openScreen(`${base}/tournaments/${tournament.id}/standings`, 390, 844);
    await phone.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const projector = await openScreen(
      `${base}/tournaments/${tournament.id}/projector`,
      1920,
      1080,
    );
    await console_.page.getByTestId('live-tables').waitFor({ timeout: 120_000 });
    await phone.page.getByTestId('standings').waitFor({ timeout: 120_000 });

    const tables = round.tables.map((table) => ({ table, next: 0 }));
    const slow = await measure([console_], tables, 1, Math.max(10, SECONDS / 3));
    const fast = await measure([console_, phone, projector], tables, 5, SECONDS, phone.page);

    const cycle = await projectorCycle(projector.page);
    const fits = await Promise.all(
      [
        [1920, 1080],
        [1280, 720],
      ].map(async ([width, height]) => {
        await projector.page.setViewportSize({ width: width!, height: height! });
        await projector.page.waitForTimeout(500);
        return { width, height, ...(await projectorFit(projector.page)) };
      }),
    );

    const line = (name: string, figures: ScreenFigures, goal: string) =>
      console.log(
        [
          name.padEnd(26),
          `${(figures.busy * 100).toFixed(0)} %`.padStart(7),
          figures.inputDelay
            ? `${figures.inputDelay.median.toFixed(0)} / ${figures.inputDelay.max.toFixed(0)}`.padStart(
                12,
              )
            : '—'.padStart(12),
          figures.requestsPerMinute.toFixed(0).padStart(10),
          figures.heapMiB.toFixed(0).padStart(8),
          `  ${goal}`,
        ].join(' '),
      );
    console.log('\nscreen, 5 deals/s             busy  input ms p50/max  req/min  heap MiB  goal');
    line(
      'console (1280×800)',
      fast.get(console_.page)!,
      goalText(fast.get(console_.page)!.busy < 0.1),
    );
    line(
      'phone standings (CPU ÷4)',
      fast.get(phone.page)!,
      goalText(
        fast.get(phone.page)!.busy < 0.1 && (fast.get(phone.page)!.inputDelay?.max ?? 999) < 50,
      ),
    );
    line('projector (1920×1080)', fast.get(projector.page)!, '');
    const consoleSlow = slow.get(console_.page)!.requestsPerMinute;
    const consoleFast = fast.get(console_.page)!.requestsPerMinute;
    console.log(
      `\nconsole requests a minute: ${consoleSlow.toFixed(0)} at 1 deal/s, ${consoleFast.toFixed(0)} at 5 deals/s  ${goalText(consoleFast <= Math.max(consoleSlow * 1.5, 30))}`,
    );
    console.log(
      `projector: ${cycle.pages} pages, a cycle of ${(cycle.cycleSeconds / 60).toFixed(1)} min  ${goalText(cycle.cycleSeconds < 180)}`,
    );
    for (const fit of fits)
      console.log(
        `projector at ${fit.width}×${fit.height}: ${fit.hidden} of ${fit.rows} rows below the screen  ${goalText(fit.hidden === 0)}`,
      );
  } finally {
    await browser.close();
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

function goalText(met: boolean): string {
  return met ? 'met' : 'NOT MET';
}

async function openScreen(url: string, width: number, height: number, signedIn = false) {
  const context = await browser.newContext({ viewport: { width, height }, locale: 'fr-FR' });
  if (signedIn) await signInBrowser(context, { webUrl: new URL(url).origin });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const requests = { count: 0 };
  page.on('request', () => (requests.count += 1));
  await page.goto(url);
  return { page, cdp, requests };
}

type Screen = Awaited<ReturnType<typeof openScreen>>;

/**
 * Records `rate` deals a second for `seconds` on the tables in turn, and what each screen did
 * meanwhile: main-thread busy time (Chromium's TaskDuration), requests, heap; on `tapped`, the
 * delay before a tap is handled (Event Timing), a tap every 2 s.
 */
async function measure(
  screens: Screen[],
  tables: Array<{ table: StartedTable; next: number }>,
  rate: number,
  seconds: number,
  tapped?: Page,
): Promise<Map<Page, ScreenFigures>> {
  const before = await Promise.all(screens.map((screen) => taskSeconds(screen.cdp)));
  const requestsBefore = screens.map((screen) => screen.requests.count);
  if (tapped)
    await tapped.evaluate(() => {
      const delays: number[] = [];
      (window as unknown as { inputDelays: number[] }).inputDelays = delays;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          if (entry.name === 'pointerdown' || entry.name === 'click')
            delays.push(entry.processingStart - entry.startTime);
      }).observe({
        type: 'event',
        buffered: false,
        durationThreshold: 16,
      } as PerformanceObserverInit);
    });
  const startedAt = Date.now();
  let turn = 0;
  let nextTap = startedAt + 2000;
  while (Date.now() - startedAt < seconds * 1000) {
    const slot = tables[turn++ % tables.length]!;
    const index = slot.next;
    slot.next += 1;
    void api({ apiUrl: servers.apiUrl }, `/tables/${slot.table.id}/deals`, {
      method: 'POST',
      refereeCode: slot.table.refereeCode,
      body:
        index % 4 === 3
          ? {
              dealer: (slot.table.firstDealer + index) % 4,
              contract: { value: 80, suit: 'hearts', declarer: index % 2 },
              cardPoints: index % 2 === 0 ? { A: 84, B: 73 } : { A: 73, B: 84 },
            }
          : { dealer: (slot.table.firstDealer + index) % 4, passedOut: true },
    });
    if (tapped && Date.now() >= nextTap) {
      nextTap += 2000;
      void tapped.mouse.click(200, 400).catch(() => undefined);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000 / rate));
  }
  const elapsed = (Date.now() - startedAt) / 1000;
  const figures = new Map<Page, ScreenFigures>();
  for (const [index, screen] of screens.entries()) {
    const busy = ((await taskSeconds(screen.cdp)) - before[index]!) / elapsed;
    const heap = await heapMiB(screen.cdp);
    const requests = screen.requests.count - requestsBefore[index]!;
    const entry: ScreenFigures = {
      busy,
      heapMiB: heap,
      requestsPerMinute: (requests * 60) / elapsed,
    };
    if (screen.page === tapped) {
      const delays = await tapped.evaluate(
        () => (window as unknown as { inputDelays: number[] }).inputDelays,
      );
      const sorted = [...delays].sort((a, b) => a - b);
      entry.inputDelay = {
        median: sorted[Math.floor(sorted.length / 2)] ?? 0,
        max: sorted[sorted.length - 1] ?? 0,
      };
    }
    figures.set(screen.page, entry);
  }
  return figures;
}

async function metric(cdp: CDPSession, name: string): Promise<number> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as {
    metrics: Array<{ name: string; value: number }>;
  };
  return metrics.find((entry) => entry.name === name)?.value ?? 0;
}

const taskSeconds = (cdp: CDPSession) => metric(cdp, 'TaskDuration');
const heapMiB = async (cdp: CDPSession) => (await metric(cdp, 'JSHeapUsedSize')) / 2 ** 20;

/**
 * The projector's pages ("3 / 64") and its cycle in seconds: `data-cycle-seconds` on the page
 * counter when there (pages may stay up for different times), pages × seconds a page otherwise.
 */
async function projectorCycle(page: Page): Promise<{ pages: number; cycleSeconds: number }> {
  const counter = page.locator('.projector-page');
  const text = (await counter.textContent()) ?? '';
  const pages = Number(/\/\s*(\d+)/.exec(text)?.[1] ?? 1);
  const cycle = Number(await counter.getAttribute('data-cycle-seconds'));
  if (Number.isFinite(cycle) && cycle > 0) return { pages, cycleSeconds: cycle };
  const seconds = Number(new URL(page.url()).searchParams.get('seconds') ?? 12);
  return { pages, cycleSeconds: pages * seconds };
}

/** Rows of the page shown whose bottom is below the screen (or whose end is off its right). */
async function projectorFit(page: Page): Promise<{ rows: number; hidden: number }> {
  return page.evaluate(() => {
    const rows = [...document.querySelectorAll('main tr, main li, .projector-page')];
    const hidden = rows.filter(
      (row) =>
        row.getBoundingClientRect().bottom > window.innerHeight ||
        row.getBoundingClientRect().right > window.innerWidth,
    );
    return { rows: rows.length, hidden: hidden.length };
  });
}
