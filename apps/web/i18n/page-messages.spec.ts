import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fr } from './fr';
import { messagesIn, namespaceOf, PAGE_NAMESPACES, type PageWithMessages } from './page-messages';

// Each phone page gets only its namespaces' messages (page-messages.ts): a key its code uses
// outside them would show as the bare key. Read from the code itself: every file the page
// imports, and every string in them that is a key of the catalogue or the start of one built
// from a template (`game.ruleset.${id}`).

const WEB = resolve(__dirname, '..');
const PAGES: Record<PageWithMessages, string> = {
  referee: 'app/[locale]/table/[code]/page.tsx',
  standings: 'app/[locale]/tournaments/[id]/standings/page.tsx',
  players: 'app/[locale]/tournaments/[id]/players/page.tsx',
  series: 'app/[locale]/series/[id]/page.tsx',
  seriesProjector: 'app/[locale]/series/[id]/projector/page.tsx',
};
/** The catalogues hold every key: what matters is who uses them. */
const CATALOGUE = /\/i18n\/(fr|en|api-errors\.\w+|organiser-hand\.\w+)\.ts$/;
const KEYS = Object.keys(fr);
const NAMESPACES = new Set(KEYS.map(namespaceOf));

function importedFile(from: string, path: string): string | null {
  const base = resolve(dirname(from), path);
  const found = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(existsSync);
  return found ?? null;
}

/** The namespaces of the keys used by `entry` and everything it imports from the web app. */
function namespacesUsedFrom(entry: string): string[] {
  const seen = new Set<string>();
  const used = new Set<string>();
  const read = (file: string) => {
    if (seen.has(file) || CATALOGUE.test(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, path] of source.matchAll(/(?:from|import\()\s*'(\.{1,2}\/[^']+)'/g)) {
      const imported = importedFile(file, path ?? '');
      if (imported) read(imported);
    }
    for (const [, text = ''] of source.matchAll(/['"`]([A-Za-z]+\.[\w.-]*)/g)) {
      const namespace = namespaceOf(text);
      if (NAMESPACES.has(namespace) && KEYS.some((key) => key.startsWith(text)))
        used.add(namespace);
    }
  };
  read(join(WEB, entry));
  return [...used].sort();
}

describe('PAGE_NAMESPACES', () => {
  it.each(Object.entries(PAGES))('names exactly the namespaces the %s page uses', (page, entry) => {
    expect([...PAGE_NAMESPACES[page as PageWithMessages]].sort()).toEqual(
      namespacesUsedFrom(entry),
    );
  });

  it('finds the keys a page builds from a template, such as the API errors', () => {
    expect(namespacesUsedFrom('lib/error-text.ts')).toEqual(
      expect.arrayContaining(['apiError', 'contract', 'error']),
    );
  });
});

describe('messagesIn', () => {
  it('keeps the messages of the namespaces named, and no other', () => {
    const kept = messagesIn(fr, ['common', 'sign']);
    expect(kept['common.loading']).toBe(fr['common.loading']);
    expect(Object.keys(kept).every((key) => /^(common|sign)\./.test(key))).toBe(true);
    expect(kept['form.dealer']).toBeUndefined();
  });

  it('sends the phone pages much less than the whole catalogue', () => {
    const size = (messages: object) => JSON.stringify(messages).length;
    for (const namespaces of Object.values(PAGE_NAMESPACES)) {
      expect(size(messagesIn(fr, namespaces))).toBeLessThan(size(fr) * 0.75);
    }
  });
});
