// Run after `next build` (package.json's build): every client chunk starts with V8's explicit
// compile hint, `//# allFunctionsCalledOnLoad`. Chromium (136 and later) then compiles a
// chunk's functions on the thread that streams the script in, while it downloads, instead of on
// the page's main thread the first time each is called. Without it, Turbopack's start of the app
// (instantiating react-dom's, the router's and the page's modules, then hydrating) compiled
// them all in one main-thread task of 70–100 ms of CPU on every page, the task Lighthouse's
// mobile run counts ×4 into its blocking time (issue 22); with it, 25–35 ms. Browsers without
// the hint read a comment. Next.js and Turbopack have no option for it (vercel/next.js
// discussion 101287), hence this step on the built files.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/** The chunk's source with the hint first, once. */
export function withCompileHint(source) {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/** Adds the hint to every `.js` chunk under `chunksDir`; returns how many it changed. */
export function hintChunks(chunksDir) {
  let changed = 0;
  for (const entry of readdirSync(chunksDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue;
    const path = join(entry.parentPath, entry.name);
    const source = readFileSync(path, 'utf8');
    const hinted = withCompileHint(source);
    if (hinted === source) continue;
    writeFileSync(path, hinted);
    changed += 1;
  }
  return changed;
}

// `node compile-hints.mjs [chunks folder]`, this app's built chunks by default.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chunksDir =
    process.argv[2] ?? join(fileURLToPath(new URL('.', import.meta.url)), '.next/static/chunks');
  console.log(`compile hints: ${hintChunks(chunksDir)} chunks in ${chunksDir}`);
}
