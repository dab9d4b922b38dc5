// `npm run bench:lighthouse`: Lighthouse 12.2.3's mobile run (slow 4G, CPU ÷4, a Moto G power
// screen) in Debian's chromium, on the referee page, the public standings and the players'
// page of a 16-team tournament whose round 1 is being played. Prints each page's performance
// score, layout shift (CLS), total blocking time and largest contentful paint. Figures, not a
// pass/fail (issue 22's goals: performance ≥ 95, layout shift under 0.1). Not part of npm test.
import { launch } from 'chrome-launcher';
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { phoneTables } from './phone-tables';
import { startServers } from './servers';

const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'];
/** Lighthouse itself runs in plain Node (scripts/lighthouse-page.mjs says why). */
const ONE_PAGE = join(
  dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/lighthouse-page.mjs',
);

interface Figures {
  performance: number;
  layoutShift: number;
  blockingMs: number;
  lcpMs: number;
}

async function main(): Promise<void> {
  const servers = await startServers();
  const chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS });
  try {
    const { tables, tournamentId } = await phoneTables(servers, 16, { name: 'Banc Lighthouse' });
    const table = tables[0];
    if (!table) throw new Error('no table');
    const pages = [
      ['referee page', table.url],
      ['public standings', `${servers.webUrl}/fr/tournaments/${tournamentId}/standings`],
      ['players’ page', `${servers.webUrl}/fr/tournaments/${tournamentId}/players`],
    ] as const;
    for (const [name, url] of pages) {
      const output = execFileSync(process.execPath, [ONE_PAGE, String(chrome.port), url], {
        encoding: 'utf8',
      });
      const figures = JSON.parse(output.trim().split('\n').pop() ?? '{}') as Figures;
      console.log(
        `${name.padEnd(17)} performance ${figures.performance}` +
          ` · layout shift ${figures.layoutShift.toFixed(3)}` +
          ` · blocking ${Math.round(figures.blockingMs)} ms` +
          ` · LCP ${Math.round(figures.lcpMs)} ms`,
      );
    }
  } finally {
    chrome.kill();
    await servers.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
