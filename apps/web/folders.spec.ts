import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

// The folders of apps/web (README, "Folders") import one another in one direction only, so a
// screen's code can be read, moved or tested without pulling in the rest.

const ROOT = __dirname;
const SKIPPED = new Set(['node_modules', '.next', 'e2e', 'public']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.spec\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const folderOf = (path: string) => relative(ROOT, path).split(sep)[0] ?? '';

/** Each folder and the other folders its files import from. */
function folderImports(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(ROOT)) {
    const from = folderOf(file);
    if (!file.slice(ROOT.length + 1).includes(sep)) continue;
    const targets = graph.get(from) ?? new Set<string>();
    graph.set(from, targets);
    for (const [, path] of readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)) {
      const to = folderOf(resolve(file, '..', path ?? ''));
      if (to !== from) targets.add(to);
    }
  }
  return graph;
}

function cycleFrom(graph: Map<string, Set<string>>, start: string): string[] | null {
  const walk = (node: string, path: string[]): string[] | null => {
    for (const next of graph.get(node) ?? []) {
      if (next === start) return [...path, next];
      if (!path.includes(next)) {
        const found = walk(next, [...path, next]);
        if (found) return found;
      }
    }
    return null;
  };
  return walk(start, [start]);
}

describe('folder imports', () => {
  const graph = folderImports();

  it('keeps the deal entry on lib/ and i18n/ only, so every role can use it', () => {
    expect([...(graph.get('deal-entry') ?? [])].sort()).toEqual(['i18n', 'lib']);
  });

  it('has no cycle between folders', () => {
    const cycles = [...graph.keys()].map((folder) => cycleFrom(graph, folder)).filter(Boolean);
    expect(cycles).toEqual([]);
  });
});
