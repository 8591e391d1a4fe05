/**
 * Builds the script-tag bundle and prints what a reader downloads (gzip -9, each file gzipped
 * on its own as a browser fetches it): the eager launcher, and everything after opening the
 * panel and reading an answer with code: the panel, the texts of one language (the largest)
 * and the highlighter with one grammar (the largest). Docs search is its own chunk, loaded on
 * the first Mod+K or `openSearch()`, and is reported apart. Peers' figures are the eager gzip sizes
 * measured in the project's peer survey.
 *
 *   npm run bench:size
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The element's package: the embed build writes its `dist/` there. */
const PACKAGE = resolve(import.meta.dirname, '../packages/docs-assistant');
const DIST = join(PACKAGE, 'dist');
const ENTRY = 'docs-assistant.js';
const BUDGET = { eager: 12, afterOpening: 90 };

/** KB gzip of the whole widget a page loads, from the peer survey (CDN file or esbuild bundle). */
const PEERS: [string, number][] = [
  ['Markprompt @markprompt/web 0.14.3', 91],
  ['deep-chat 2.4.2', 109],
  ['DocsGPT 0.5.1', 120],
  ['Algolia @docsearch/js 5.2.0 (Ask AI)', 170],
  ['Mendable @mendable/search 0.0.206', 352],
  ['Inkeep @inkeep/cxkit-js 0.5.64', 429],
  ['n8n @n8n/chat 1.37.0', 446],
  ['CopilotKit react-ui 1.74.0 (eager chunks)', 846],
];

const kb = (bytes: number) => bytes / 1024;
const gz = (file: string) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;

function imports(file: string, dynamic: boolean): string[] {
  const code = readFileSync(join(DIST, file), 'utf8');
  // Minified output quotes paths with ', " or `.
  const pattern = dynamic
    ? /import\(\s*["'`]\.\/([^"'`]+)["'`]\s*\)/g
    : /(?:\bfrom\s*|\bimport\s*)["'`]\.\/([^"'`]+)["'`]/g;
  return [...code.matchAll(pattern)].map((match) => match[1]!);
}

/** A file and everything it imports statically. */
function closure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const next of imports(file, false)) closure(next, seen);
  return seen;
}

execFileSync('npx', ['vite', 'build', '--mode', 'embed', '--logLevel', 'error'], {
  cwd: PACKAGE,
  stdio: 'inherit',
});

/** Chunks of which a reader downloads one: the texts of a language, the grammar of a code block. */
/** The search dialog's chunk: not part of opening the panel. */
const SEARCH = /^docs-assistant-search-chunk-/;

const ONE_OF = {
  language: /^docs-assistant-(strings-[a-z]{2}|panel-strings)-/,
  grammar:
    /^docs-assistant-(bash|c|css|diff|docker|go|html|http|ini|java|js|json|py|rs|sql|toml|ts|xml|yaml)-/,
};

const eagerFiles = closure(ENTRY);
const reachable = new Set(eagerFiles);
for (let added = true; added;) {
  added = false;
  for (const file of [...reachable])
    for (const lazy of imports(file, true))
      if (!reachable.has(lazy)) {
        closure(lazy, reachable);
        added = true;
      }
}
const searchEntry = [...reachable].find((file) => SEARCH.test(file));
// What only the search chunk brings: the files it needs that the panel does not.
const panelOnly = new Set(eagerFiles);
for (let added = true; added;) {
  added = false;
  for (const file of [...panelOnly])
    for (const lazy of imports(file, true))
      if (!SEARCH.test(lazy) && !panelOnly.has(lazy)) {
        closure(lazy, panelOnly);
        added = true;
      }
}
const searchFiles = new Set([...reachable].filter((file) => !panelOnly.has(file)));
const largest = (pattern: RegExp) =>
  [...reachable].filter((file) => pattern.test(file)).sort((a, b) => gz(b) - gz(a))[0];
const openedFiles = new Set(
  [...panelOnly].filter((file) => !ONE_OF.language.test(file) && !ONE_OF.grammar.test(file)),
);
for (const file of [largest(ONE_OF.language), largest(ONE_OF.grammar)]) if (file) openedFiles.add(file);

const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gz(file), 0);
const eager = kb(sum(eagerFiles));
const opened = kb(sum(openedFiles));
const search = kb(sum(searchFiles));

console.log('\n<docs-assistant> script-tag build (gzip -9)');
for (const file of reachable) {
  const kind = eagerFiles.has(file)
    ? 'eager'
    : openedFiles.has(file)
      ? 'lazy '
      : searchFiles.has(file)
        ? 'search'
        : 'one of';
  console.log(`  ${kind.padEnd(6)} ${kb(gz(file)).toFixed(1).padStart(6)} KB  ${file}`);
}
console.log(`  eager (launcher)       ${eager.toFixed(1).padStart(6)} KB   budget ${BUDGET.eager} KB`);
console.log(
  `  after opening (total)  ${opened.toFixed(1).padStart(6)} KB   budget ${BUDGET.afterOpening} KB (one language, highlighter and one grammar)`,
);
console.log(
  `  search (first Mod+K)   ${search.toFixed(1).padStart(6)} KB   on top of the launcher${searchEntry ? '' : ' (no search chunk found)'}`,
);
console.log('\nPeers (whole widget, eager gzip)      KB   ×ours eager  ×ours opened');
for (const [name, size] of PEERS) {
  console.log(
    `  ${name.padEnd(40)} ${String(size).padStart(4)}  ${(size / eager).toFixed(1).padStart(9)}×  ${(size / opened).toFixed(2).padStart(10)}×`,
  );
}

const over = eager > BUDGET.eager || opened > BUDGET.afterOpening;
console.log(over ? '\nOVER BUDGET' : '\nwithin budget');
process.exitCode = over ? 1 : 0;
