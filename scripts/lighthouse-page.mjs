#!/usr/bin/env node
// One page through Lighthouse's mobile run, in a Chrome already listening on a debugging port:
// `node scripts/lighthouse-page.mjs <port> <url> [report.json]` prints one JSON line of figures,
// and writes Lighthouse's whole report where a third argument says (its audits say what costs
// the points). Plain Node on purpose: Lighthouse sends some of its functions to the page as
// source text, which a TypeScript loader (tsx) would rewrite with helpers the page does not have.
import lighthouse from 'lighthouse';
import { writeFileSync } from 'node:fs';

const [port, url, reportPath] = process.argv.slice(2);
const result = await lighthouse(url, {
  port: Number(port),
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
const lhr = result?.lhr;
if (!lhr) throw new Error(`no Lighthouse result for ${url}`);
if (reportPath) writeFileSync(reportPath, String(result.report));
const audit = (id) => lhr.audits[id]?.numericValue ?? null;
console.log(
  JSON.stringify({
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    layoutShift: audit('cumulative-layout-shift'),
    blockingMs: audit('total-blocking-time'),
    lcpMs: audit('largest-contentful-paint'),
  }),
);
