import type { ShjLanguageData } from '@speed-highlight/core/tokenize';

type Grammar = () => Promise<{ default: ShjLanguageData }>;

/** The languages of most docs, each its own small chunk loaded on first use. */
const GRAMMARS: Record<string, Grammar> = {
  bash: () => import('@speed-highlight/core/languages/bash.js'),
  c: () => import('@speed-highlight/core/languages/c.js'),
  css: () => import('@speed-highlight/core/languages/css.js'),
  diff: () => import('@speed-highlight/core/languages/diff.js'),
  docker: () => import('@speed-highlight/core/languages/docker.js'),
  go: () => import('@speed-highlight/core/languages/go.js'),
  html: () => import('@speed-highlight/core/languages/html.js'),
  ini: () => import('@speed-highlight/core/languages/ini.js'),
  java: () => import('@speed-highlight/core/languages/java.js'),
  js: () => import('@speed-highlight/core/languages/js.js'),
  json: () => import('@speed-highlight/core/languages/json.js'),
  py: () => import('@speed-highlight/core/languages/py.js'),
  rs: () => import('@speed-highlight/core/languages/rs.js'),
  toml: () => import('@speed-highlight/core/languages/toml.js'),
  ts: () => import('@speed-highlight/core/languages/ts.js'),
  xml: () => import('@speed-highlight/core/languages/xml.js'),
  yaml: () => import('@speed-highlight/core/languages/yaml.js'),
};

/** Names used in code fences, mapped to the grammar that reads them. */
const ALIASES: Record<string, string> = {
  javascript: 'js',
  jsx: 'js',
  typescript: 'ts',
  tsx: 'ts',
  sh: 'bash',
  shell: 'bash',
  zsh: 'bash',
  console: 'bash',
  python: 'py',
  rust: 'rs',
  golang: 'go',
  yml: 'yaml',
  dockerfile: 'docker',
  jsonc: 'json',
  vue: 'html',
  svg: 'xml',
  cpp: 'c',
  env: 'ini',
  patch: 'diff',
};

/** The grammar name for a fence's language, or `undefined` when it is not highlighted. */
export function grammarName(language: string): string | undefined {
  const name = language.trim().toLowerCase();
  const resolved = ALIASES[name] ?? name;
  return resolved in GRAMMARS ? resolved : undefined;
}

const loaded = new Map<string, Promise<ShjLanguageData>>();

/**
 * A grammar by name, imported once (importing it again costs a lookup per code block);
 * `undefined` for names outside the set (their regions stay plain).
 */
export async function loadGrammar(name: string): Promise<ShjLanguageData | undefined> {
  const load = GRAMMARS[name];
  if (!load) return undefined;
  let grammar = loaded.get(name);
  if (!grammar) {
    grammar = load().then((module) => module.default);
    loaded.set(name, grammar);
    // A chunk that failed to load is asked for again by the next block.
    grammar.catch(() => loaded.delete(name));
  }
  return grammar;
}
