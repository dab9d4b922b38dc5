// `npm run bench:lighthouse`: Lighthouse 12.2.3's mobile run (slow 4G, CPU ÷4, a Moto G power
// screen) in Debian's chromium, on the referee page, the public standings and the players'
// page of a 16-team tournament whose round 1 is being played. Each page is run
// LIGHTHOUSE_RUNS times (3); the bench prints every run's performance score and, per page, the
// median of each figure (performance, layout shift, total blocking time, largest contentful
// paint), then whether issue 22's goals are met: performance ≥ 95 and layout shift under 0.1.
// Figures from a shared machine are noisy, hence the medians and the baseline:
// LIGHTHOUSE_BASELINE=<another checkout's apps/web, built> serves that build too, against the same
// API, and measures it run for run beside this one. LIGHTHOUSE_REPORTS=<folder> keeps every
// run's whole report (its audits say what costs the points). Each run is followed by a load of
// the same page measured in thread CPU time (main-thread-cpu.ts), which the machine's load blurs
// far less: its medians are printed under Lighthouse's. LIGHTHOUSE_PAGES=<words> measures only
// the pages whose name holds one of them (`LIGHTHOUSE_PAGES=standings`). Not part of npm test.
//
// Who gets the CPU. Lighthouse loads the page unthrottled and simulates the phone from the trace:
// each task's wall time ×4. On this machine the browser shares the cores with the servers it
// measures (Next, the API, PostgreSQL answer the page's requests while it starts), so a task's
// wall time counts the time its thread waited for a CPU, ×4: in a trace of the referee page the
// main thread's tasks took 709 ms of wall time for 249 ms of CPU. A phone does not share its CPU
// with the hall's server. So each run loads each page twice: "shared", the browser's scheduling
// group (chrome-launcher starts it in a session of its own, Linux gives each session one) at the
// same priority as the bench's group (servers included), and "browser first", the browser's group
// at nice -20, which stands for the phone's own CPU. The goals are judged on "browser first"
// when this machine allows it (root or CAP_SYS_NICE, and /proc/<pid>/autogroup); both are printed.
import { launch } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { mainThreadCpu, type MainThreadCpu } from './main-thread-cpu';
import { phoneTables } from './phone-tables';
import { startServers, startWeb } from './servers';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** Lighthouse itself runs in plain Node (scripts/lighthouse-page.mjs says why). */
const ONE_PAGE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/lighthouse-page.mjs',
);
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const BASELINE = process.env.LIGHTHOUSE_BASELINE;
/** Words naming the pages to measure (`standings`, `referee players`); every page without. */
const ONLY_PAGES = (process.env.LIGHTHOUSE_PAGES ?? '').split(/[\s,]+/).filter(Boolean);
/** Issue 22's goals, on every page. */
const GOAL = { performance: 95, layoutShift: 0.1 };
/** The browser's scheduling group's nice level when it stands for a phone's own CPU. */
const BROWSER_FIRST_NICE = -20;

interface Figures {
  performance: number;
  layoutShift: number;
  blockingMs: number;
  lcpMs: number;
}

/** A build under test: this checkout's web app, or the baseline's. */
interface Build {
  name: string;
  webUrl: string;
}

async function main(): Promise<void> {
  const servers = await startServers();
  const baseline = BASELINE ? await startWeb(resolve(BASELINE), servers.apiUrl) : null;
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
  const probe = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await baseline?.ready;
    const builds: Build[] = [{ name: 'this build', webUrl: servers.webUrl }];
    if (baseline) builds.push({ name: 'baseline', webUrl: baseline.url });
    const { tables, tournamentId } = await phoneTables(servers, 16, { name: 'Banc Lighthouse' });
    const table = tables[0];
    if (!table) throw new Error('no table');
    const refereePath = new URL(table.url).pathname;
    const pages = (
      [
        ['referee page', refereePath],
        ['public standings', `/fr/tournaments/${tournamentId}/standings`],
        ['players’ page', `/fr/tournaments/${tournamentId}/players`],
      ] as const
    ).filter(([name]) => !ONLY_PAGES.length || ONLY_PAGES.some((word) => name.includes(word)));
    if (REPORTS) mkdirSync(REPORTS, { recursive: true });
    const own = groupNice('self');
    const priorities = browserPriorities(chrome.pid, own);
    console.log(describePriorities(priorities, own));
    const missed: string[] = [];
    for (const [name, path] of pages) {
      // Run for run, the builds and the priorities take turns: all see the machine as busy.
      const runs = builds.map(() => priorities.map(() => [] as Figures[]));
      const cpuRuns = builds.map(() => [] as MainThreadCpu[]);
      for (let run = 1; run <= RUNS; run++) {
        for (const [index, build] of builds.entries()) {
          for (const [which, priority] of priorities.entries()) {
            setGroupNice(chrome.pid, priority.nice);
            const report = REPORTS
              ? join(
                  REPORTS,
                  `${slug(name)}-${slug(build.name)}-${slug(priority.name)}-${run}.json`,
                )
              : undefined;
            runs[index]?.[which]?.push(measure(chrome.port, `${build.webUrl}${path}`, report));
          }
          cpuRuns[index]?.push(await mainThreadCpu(probe, `${build.webUrl}${path}`));
        }
      }
      builds.forEach((build, index) => {
        priorities.forEach((priority, which) => {
          const figures = runs[index]?.[which] ?? [];
          const median = medianFigures(figures);
          console.log(
            `${name.padEnd(17)} ${build.name.padEnd(10)} ${priority.name.padEnd(13)} ${describe(median)}` +
              ` · runs ${figures.map((each) => each.performance).join(' ')}`,
          );
          // The goals are judged on the last priority: "browser first" when there is one.
          if (index === 0 && which === priorities.length - 1 && !goalsMet(median)) {
            missed.push(name);
          }
        });
        console.log(`${''.padEnd(42)} ${describeCpu(cpuRuns[index] ?? [])}`);
      });
    }
    const judged = priorities[priorities.length - 1]?.name ?? '';
    console.log(
      missed.length
        ? `Goals (performance ≥ ${GOAL.performance}, layout shift < ${GOAL.layoutShift}; ${judged}) missed on: ${missed.join(', ')}`
        : `Goals (performance ≥ ${GOAL.performance}, layout shift < ${GOAL.layoutShift}; ${judged}) met on every page`,
    );
  } finally {
    await probe.close();
    chrome.kill();
    await baseline?.stop();
    await servers.stop();
  }
}

interface Priority {
  name: 'shared' | 'browser first';
  /** The nice level of the browser's scheduling group; undefined: left as it is (no autogroups). */
  nice: number | undefined;
}

/**
 * "shared" (the browser's group at the bench's group's nice level, `own`), then "browser first"
 * when this machine lets the bench lower the browser's group to BROWSER_FIRST_NICE (Linux
 * autogroups; root or CAP_SYS_NICE).
 */
function browserPriorities(browserPid: number, own: number | undefined): Priority[] {
  const shared: Priority = { name: 'shared', nice: own };
  if (own === undefined) return [shared];
  try {
    setGroupNice(browserPid, BROWSER_FIRST_NICE);
    return [shared, { name: 'browser first', nice: BROWSER_FIRST_NICE }];
  } catch {
    return [shared];
  }
}

function describePriorities(priorities: Priority[], own: number | undefined): string {
  const levels = priorities.map(({ name, nice }) => `${name}: browser at nice ${nice ?? '?'}`);
  const missing =
    priorities.length < 2
      ? '; "browser first" cannot be measured here (needs Linux autogroups and root or CAP_SYS_NICE)'
      : '';
  return `[bench:lighthouse] servers and bench at nice ${own ?? '?'}; ${levels.join(', ')}${missing}`;
}

/** The nice level of the process's scheduling group (Linux autogroup), if it has one. */
function groupNice(pid: number | 'self'): number | undefined {
  try {
    const match = /nice (-?\d+)/.exec(readFileSync(`/proc/${pid}/autogroup`, 'utf8'));
    return match ? Number(match[1]) : undefined;
  } catch {
    return undefined;
  }
}

/** Sets the nice level of the process's scheduling group: every process of its session. */
function setGroupNice(pid: number, nice: number | undefined): void {
  if (nice !== undefined) writeFileSync(`/proc/${pid}/autogroup`, String(nice));
}

function measure(port: number, url: string, report: string | undefined): Figures {
  const output = execFileSync(
    process.execPath,
    [ONE_PAGE, String(port), url, ...(report ? [report] : [])],
    { encoding: 'utf8' },
  );
  return JSON.parse(output.trim().split('\n').pop() ?? '{}') as Figures;
}

function medianOf<T>(runs: T[], pick: (figures: T) => number): number {
  const sorted = runs.map(pick).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Each figure's median over the runs, on its own. */
function medianFigures(runs: Figures[]): Figures {
  const median = (pick: (figures: Figures) => number) => medianOf(runs, pick);
  return {
    performance: median((figures) => figures.performance),
    layoutShift: median((figures) => figures.layoutShift),
    blockingMs: median((figures) => figures.blockingMs),
    lcpMs: median((figures) => figures.lcpMs),
  };
}

function goalsMet(figures: Figures): boolean {
  return figures.performance >= GOAL.performance && figures.layoutShift < GOAL.layoutShift;
}

function describe(figures: Figures): string {
  return (
    `performance ${figures.performance}` +
    ` · layout shift ${figures.layoutShift.toFixed(3)}` +
    ` · blocking ${Math.round(figures.blockingMs)} ms` +
    ` · LCP ${Math.round(figures.lcpMs)} ms`
  );
}

/** The CPU probe's medians: blocking time from CPU ×4, the longest task, the main thread's CPU. */
function describeCpu(runs: MainThreadCpu[]): string {
  const ms = (pick: (figures: MainThreadCpu) => number) => Math.round(medianOf(runs, pick));
  return (
    `thread CPU ×4: blocking ${ms((each) => each.blockingMs)} ms` +
    ` · longest task ${ms((each) => each.longestMs)} ms (×4 ${ms((each) => each.longestMs * 4)})` +
    ` · main thread ${ms((each) => each.cpuMs)} ms`
  );
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z]+/g, '-');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
