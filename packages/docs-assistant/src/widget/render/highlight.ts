import { grammarName, loadGrammar } from './grammars.js';

/** One highlighted run: its text and token type (`kwd`, `str`, `cmnt`, …) or none. */
export type HighlightToken = [text: string, type: string | undefined];

const ready = new Map<string, HighlightToken[] | null>();
const loading = new Set<string>();
const MAX_CACHED = 200;
/** Counts the highlightings that arrived: settled blocks check theirs when it changes. */
export let highlightVersion = 0;

/** Whether the tokens of `code` are ready (or it will stay plain). */
export function isHighlighted(code: string, language: string): boolean {
  const name = grammarName(language);
  return !name || ready.has(`${name}\n${code}`);
}

/**
 * `code` highlighted if its tokens are ready; otherwise plain, and `onReady` is called once
 * they are (the grammar and the small highlighter load on first use).
 */
export function highlightedCode(code: string, language: string, onReady: () => void): Node | string {
  const name = grammarName(language);
  if (!name) return code;
  const key = `${name}\n${code}`;
  const tokens = ready.get(key);
  if (tokens) return highlightedNodes(tokens);
  if (tokens === undefined && !loading.has(key)) {
    loading.add(key);
    void tokenize(code, name)
      .catch(() => null)
      .then((result) => {
        loading.delete(key);
        if (ready.size >= MAX_CACHED) ready.delete(ready.keys().next().value as string);
        ready.set(key, result);
        highlightVersion++;
        onReady();
      });
  }
  return code;
}

type Highlighter = typeof import('@speed-highlight/core/tokenize');
let highlighter: Promise<Highlighter> | undefined;

/** The highlighter, imported once: importing a loaded module again costs a lookup per code block. */
function loadHighlighter(): Promise<Highlighter> {
  highlighter ??= import('@speed-highlight/core/tokenize').catch((error: unknown) => {
    highlighter = undefined;
    throw error;
  });
  return highlighter;
}

async function tokenize(code: string, name: string): Promise<HighlightToken[]> {
  const { tokenizer } = await loadHighlighter();
  const tokens: HighlightToken[] = [];
  const steps = tokenizer(code, name, (text, type) => tokens.push([text, type]));
  let step = steps.next();
  while (!step.done) step = steps.next(await loadGrammar(step.value));
  return tokens;
}

/**
 * The runs as text nodes, each typed one in a span: built directly, a block's hundred runs cost
 * a fraction of a template instance each. Text only ever becomes text, never markup.
 */
function highlightedNodes(tokens: HighlightToken[]): DocumentFragment {
  const fragment = document.createDocumentFragment();
  for (const [text, type] of tokens) {
    if (!type) {
      fragment.append(text);
      continue;
    }
    const span = document.createElement('span');
    span.className = `tok-${type}`;
    span.textContent = text;
    fragment.append(span);
  }
  return fragment;
}
