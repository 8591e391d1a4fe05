import { html, noChange, type TemplateResult } from 'lit';
import { AsyncDirective, directive } from 'lit/async-directive.js';
import { grammarName, loadGrammar } from './grammars.js';

/** One highlighted run: its text and token type (`kwd`, `str`, `cmnt`, …) or none. */
export type HighlightToken = [text: string, type: string | undefined];

const cache = new Map<string, Promise<HighlightToken[] | undefined>>();
const MAX_CACHED = 200;

/** The tokens of `code`, or `undefined` when its language is not highlighted. */
export function highlightTokens(code: string, language: string): Promise<HighlightToken[] | undefined> {
  const name = grammarName(language);
  if (!name) return Promise.resolve(undefined);
  const key = `${name}\n${code}`;
  let tokens = cache.get(key);
  if (!tokens) {
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
    tokens = tokenize(code, name).catch(() => undefined);
    cache.set(key, tokens);
  }
  return tokens;
}

async function tokenize(code: string, name: string): Promise<HighlightToken[]> {
  const { tokenizer } = await import('@speed-highlight/core/tokenize');
  const tokens: HighlightToken[] = [];
  const steps = tokenizer(code, name, (text, type) => tokens.push([text, type]));
  let step = steps.next();
  while (!step.done) step = steps.next(await loadGrammar(step.value));
  return tokens;
}

/** Tokens as spans: text only, never parsed as HTML. */
function renderTokens(tokens: HighlightToken[]): TemplateResult {
  return html`${tokens.map(([text, type]) => (type ? html`<span class="tok-${type}">${text}</span>` : text))}`;
}

/** Plain code at once, highlighted when the highlighter and grammar have loaded. */
class HighlightDirective extends AsyncDirective {
  #key = '';

  render(code: string, language: string): unknown {
    const key = `${language}\n${code}`;
    if (key === this.#key) return noChange;
    this.#key = key;
    void highlightTokens(code, language).then((tokens) => {
      if (tokens && this.#key === key && this.isConnected) this.setValue(renderTokens(tokens));
    });
    return code;
  }
}

/** `code` in a code block: plain at once, then highlighted once its grammar has loaded. */
export const highlightedCode = directive(HighlightDirective);
