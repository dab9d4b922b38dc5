// One phone load's main thread in thread CPU time, for bench:lighthouse. Lighthouse's figures
// come from wall time, which a busy machine stretches (the same build scored 39 and 71 minutes
// apart on this shared 2-core machine); the CPU a task really used moves far less. Counted ×4
// as Lighthouse's mobile run slows the CPU: a task over 12.5 ms of CPU is a long task there.
import type { Browser } from 'playwright-core';

/**
 * Lighthouse 12's trace categories (core/gather/gatherers/trace.js): its stacks and
 * invalidation tracking cost the page main-thread time too (V8 collects source positions for
 * every stack it captures), so they are measured here as Lighthouse sees them.
 */
const LIGHTHOUSE_CATEGORIES = [
  'disabled-by-default-lighthouse',
  'loading',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.stack',
  'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-devtools.timeline.invalidationTracking',
];
/** Lighthouse's mobile screen (a Moto G Power). */
const SCREEN = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 };
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;

export interface MainThreadCpu {
  /** CPU of every main-thread task of the load, ms. */
  cpuMs: number;
  /** The longest task's CPU, ms (×4: whether Lighthouse counts it as a long task). */
  longestMs: number;
  /**
   * Lighthouse's total blocking time from CPU ×4: what each task after the page's first parse
   * exceeds 50 ms by. Not after this load's first paint: on the machine's fast network the
   * scripts may start before it, while Lighthouse's simulated slow 4G paints long before they
   * arrive.
   */
  blockingMs: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string } };
}

/** Loads `url` in a fresh phone context and measures its renderer's main thread. */
export async function mainThreadCpu(browser: Browser, url: string): Promise<MainThreadCpu> {
  const context = await browser.newContext({ ...SCREEN, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, { categories: LIGHTHOUSE_CATEGORIES });
    await page.goto(url, { waitUntil: 'load' });
    // The page's idle work (its live stream opens when idle, 1.5 s at the latest).
    await page.waitForTimeout(2500);
    const trace = JSON.parse(String(await browser.stopTracing())) as { traceEvents: TraceEvent[] };
    return figuresOf(trace.traceEvents, new URL(url).origin);
  } finally {
    await context.close();
  }
}

function figuresOf(events: TraceEvent[], origin: string): MainThreadCpu {
  // The page's renderer: the main thread that ran the app's scripts.
  const main = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .find((thread) =>
      events.some(
        (event) =>
          event.pid === thread.pid &&
          event.tid === thread.tid &&
          String(event.args?.data?.url ?? '').startsWith(`${origin}/_next/`),
      ),
    );
  if (!main) throw new Error(`no renderer ran ${origin}'s scripts`);
  const tasks = events.filter(
    (event) =>
      event.pid === main.pid &&
      event.tid === main.tid &&
      event.name === 'RunTask' &&
      event.tdur !== undefined,
  );
  const firstParse = events.find(
    (event) => event.pid === main.pid && event.tid === main.tid && event.name === 'ParseHTML',
  );
  const parsed = firstParse ? firstParse.ts + (firstParse.dur ?? 0) : 0;
  const cpuOf = (task: TraceEvent) => (task.tdur ?? 0) / 1000;
  return {
    cpuMs: tasks.reduce((sum, task) => sum + cpuOf(task), 0),
    longestMs: Math.max(0, ...tasks.map(cpuOf)),
    blockingMs: tasks
      .filter((task) => task.ts >= parsed)
      .reduce((sum, task) => sum + Math.max(0, cpuOf(task) * CPU_SLOWDOWN - LONG_TASK_MS), 0),
  };
}
