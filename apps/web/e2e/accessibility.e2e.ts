import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { assert, need } from './harness';
import type { E2EState } from './state';

/** axe-core's rules for WCAG 2.0/2.1 A and AA: labels, names, contrast, landmarks, ARIA. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  nodes: Array<{ target: string[] }>;
}

const axeScript = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** The page's WCAG A/AA violations, as axe-core finds them in the rendered page. */
export async function violationsOf(page: Page): Promise<AxeViolation[]> {
  await page.addScriptTag({ path: axeScript });
  return page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  }, WCAG_AA);
}

/**
 * Every screen people use, checked with axe-core: no serious or critical WCAG A/AA violation
 * (missing labels or names, contrast below AA, broken ARIA), on a phone and on a laptop.
 */
export async function accessibilityScenario(state: E2EState): Promise<void> {
  const tournamentId = need(state.tournamentId, 'tournament');
  const table = need(state.tables?.[0], 'a printed table');
  const screens: Array<{ name: string; url: string; phone: boolean; organiser: boolean }> = [
    { name: 'referee page', url: table.url, phone: true, organiser: false },
    {
      name: 'public standings',
      url: `${state.webUrl}/fr/tournaments/${tournamentId}/standings`,
      phone: true,
      organiser: false,
    },
    {
      name: 'projector',
      url: `${state.webUrl}/fr/tournaments/${tournamentId}/projector`,
      phone: false,
      organiser: false,
    },
    {
      name: 'organiser console',
      url: `${state.webUrl}/fr/organiser/${tournamentId}`,
      phone: false,
      organiser: true,
    },
  ];
  const found: string[] = [];
  for (const screen of screens) {
    const page = screen.organiser
      ? await need(state.organiserContext, 'organiser context').newPage()
      : await state.browser.newPage({
          viewport: screen.phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
        });
    await page.goto(screen.url);
    await page.waitForLoadState('networkidle');
    const serious = (await violationsOf(page)).filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    for (const violation of serious)
      found.push(
        `${screen.name}: ${violation.id} (${violation.help}) at ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
      );
    await page.close();
  }
  assert(found.length === 0, `accessibility violations:\n  ${found.join('\n  ')}`);
}
