import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const HINT = '//# allFunctionsCalledOnLoad\n';
const SCRIPT = join(__dirname, 'compile-hints.mjs');

describe('compile-hints.mjs', () => {
  let chunks: string;
  beforeEach(() => {
    chunks = mkdtempSync(join(tmpdir(), 'marque-chunks-'));
    mkdirSync(join(chunks, 'app'));
    writeFileSync(join(chunks, 'react-dom.js'), 'globalThis.TURBOPACK.push([1,(e)=>{}]);');
    writeFileSync(join(chunks, 'app', 'page.js'), '"use strict";var page=1;');
    writeFileSync(join(chunks, 'page.css'), 'body{margin:0}');
  });
  afterEach(() => rmSync(chunks, { recursive: true, force: true }));

  const hint = () => execFileSync(process.execPath, [SCRIPT, chunks], { encoding: 'utf8' });
  const read = (path: string) => readFileSync(join(chunks, path), 'utf8');

  it('starts every script chunk, nested ones too, with the compile hint and leaves the rest', () => {
    expect(hint()).toContain('2 chunks');
    expect(read('react-dom.js')).toBe(`${HINT}globalThis.TURBOPACK.push([1,(e)=>{}]);`);
    expect(read('app/page.js')).toBe(`${HINT}"use strict";var page=1;`);
    expect(read('page.css')).toBe('body{margin:0}');
  });

  it('adds the hint once when run again on the same build', () => {
    hint();
    expect(hint()).toContain('0 chunks');
    expect(read('app/page.js')).toBe(`${HINT}"use strict";var page=1;`);
  });
});
